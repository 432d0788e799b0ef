import NodeID3 from "node-id3";
import { encodeMp3Exact } from "./encode.ts";
import { joinPcm } from "./pcm.ts";
import { durationOf, type Pcm, waveformPeaks } from "./wav.ts";

/** The pause between two turns, and before a new chapter's first turn (seconds). */
export const TURN_PAUSE_SECONDS = 0.45;
export const CHAPTER_PAUSE_SECONDS = 1.0;

/** One recorded turn of a conversation: its speech (silence cut) and the chapter it belongs to. */
export type RecordedTurn = { pcm: Pcm; chapter: number };

/** A conversation as one MP3: its length, each turn's and chapter's times, and 60 waveform peaks. */
export type ConversationAudio = {
  mp3: Buffer;
  durationSeconds: number;
  turns: { start: number; end: number }[];
  chapters: { title: string; start: number; end: number }[];
  peaks: number[];
};

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Joins recorded turns (in order) into one MP3 with ID3v2 chapters (a CHAP frame per chapter and
 * an ordered CTOC, written by node-id3): each turn's start and end are where its samples were put,
 * measured on the joined recording the MP3 encodes, so the transcript follows the audio.
 */
export async function renderConversation(
  turns: RecordedTurn[],
  meta: { title: string; chapterTitles: string[] },
  signal?: AbortSignal,
): Promise<ConversationAudio> {
  if (turns.length === 0) throw new Error("a conversation needs at least one recorded turn");
  const { pcm, spans } = joinPcm(
    turns.map((turn, i) => ({
      pcm: turn.pcm,
      pauseBefore:
        i === 0 ? 0.2 : turn.chapter !== turns[i - 1]!.chapter ? CHAPTER_PAUSE_SECONDS : TURN_PAUSE_SECONDS,
    })),
  );
  const durationSeconds = durationOf(pcm);
  const chapters = meta.chapterTitles
    .map((title, index) => {
      const own = spans.filter((_, i) => turns[i]!.chapter === index);
      return own.length ? { title, start: own[0]!.start, end: own.at(-1)!.end } : null;
    })
    .filter((chapter) => chapter !== null);
  // A chapter runs until the next one starts (the pause is its end); the first from 0, the last to the end.
  const timed = chapters.map((chapter, i) => ({
    title: chapter.title,
    start: round(i === 0 ? 0 : chapter.start),
    end: round(i + 1 < chapters.length ? chapters[i + 1]!.start : durationSeconds),
  }));
  const encoded = await encodeMp3Exact(pcm, signal);
  const mp3 = NodeID3.write(
    {
      title: meta.title,
      artist: "Brainy AI",
      chapter: timed.map((chapter, i) => ({
        elementID: `chp${i}`,
        startTimeMs: Math.round(chapter.start * 1000),
        endTimeMs: Math.round(chapter.end * 1000),
        tags: { title: chapter.title },
      })),
      tableOfContents: [
        {
          elementID: "toc",
          isOrdered: true,
          elements: timed.map((_, i) => `chp${i}`),
          tags: { title: meta.title },
        },
      ],
    },
    encoded,
  );
  return {
    mp3,
    durationSeconds: round(durationSeconds),
    turns: spans.map((span) => ({ start: round(span.start), end: round(span.end) })),
    chapters: timed,
    peaks: waveformPeaks(pcm, 60),
  };
}
