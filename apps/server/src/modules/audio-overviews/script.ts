import type { AudioOverviewScript } from "../../ai/tasks/write-audio-overview/index.ts";
import type { LessonCitationRow, OverviewScriptRow } from "../../db/schema/index.ts";

/** One turn of a script in speaking order, with the index of its chapter. */
export type ScriptTurn = { speaker: "host" | "expert"; text: string; chapter: number };

/** The script's turns in speaking order. */
export function turnsOf(script: OverviewScriptRow): ScriptTurn[] {
  return script.chapters.flatMap((chapter, index) =>
    chapter.turns.map((turn) => ({ speaker: turn.speaker, text: turn.text.trim(), chapter: index })),
  );
}

/**
 * The written script as kept: markers citing no source it was given are taken out (never an
 * invented citation), and the citations are those its turns use, with their numbers.
 */
export function settleScript(
  written: AudioOverviewScript,
  citations: LessonCitationRow[],
): { script: OverviewScriptRow; citations: LessonCitationRow[] } {
  const used = new Set<number>();
  const known = new Set(citations.map((c) => c.n));
  const fix = (text: string) =>
    text
      .replace(/\s*\[(\d{1,3})\]/g, (marker, n: string) => {
        if (!known.has(Number(n))) return "";
        used.add(Number(n));
        return marker;
      })
      .trim();
  const script: OverviewScriptRow = {
    title: written.title.trim(),
    language: written.language,
    chapters: written.chapters
      .map((chapter) => ({
        title: chapter.title.trim(),
        turns: chapter.turns
          .map((turn) => ({ speaker: turn.speaker, text: fix(turn.text) }))
          .filter((t) => t.text),
      }))
      .filter((chapter) => chapter.turns.length > 0),
  };
  return { script, citations: citations.filter((c) => used.has(c.n)) };
}

/** What a voice reads of a turn: no `[n]` markers, no Markdown marks. */
export function spokenText(text: string): string {
  return text
    .replace(/\s*\[\d{1,3}\]/g, "")
    .replace(/[*_`#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
