import type { AudioOverview } from "@brainy/contract";
import type { OverviewRow } from "./repository.ts";

/** What the learner reads while it is being made: 'Writing the script…', 'Recording 12 of 40 turns…'. */
export function progressOf(
  row: Pick<OverviewRow, "state" | "stage" | "turnsDone" | "turnsTotal">,
): string | null {
  if (row.state === "queued") return row.turnsTotal > 0 ? "Waiting to carry on…" : "Waiting to start…";
  if (row.state !== "running") return null;
  if (row.stage === "recording") return `Recording ${row.turnsDone} of ${row.turnsTotal} turns…`;
  if (row.stage === "encoding") return "Putting the audio together…";
  return "Writing the script…";
}

/** A stored overview as the API answers it (the transcript only once it is done). */
export function toAudioOverview(row: OverviewRow): AudioOverview {
  const done = row.state === "done" && row.audioUrl !== null;
  return {
    id: row.id,
    scope: row.scope as AudioOverview["scope"],
    length: row.length as AudioOverview["length"],
    title: row.script?.title ?? row.title,
    language: row.script?.language ?? row.language,
    state: row.state as AudioOverview["state"],
    progress: progressOf(row),
    turnsDone: row.turnsDone,
    turnsTotal: row.turnsTotal,
    attempts: row.attempts,
    error: row.state === "done" ? null : row.error,
    audioUrl: done ? row.audioUrl : null,
    durationSeconds: done ? row.durationSeconds : null,
    chapters: done ? (row.transcript?.chapters ?? []) : [],
    turns: done ? (row.transcript?.turns ?? []) : [],
    citations: row.citations.map((c) => ({ ...c, sourceDeleted: c.sourceDeleted ?? false })),
    createdAt: row.createdAt.toISOString(),
  };
}
