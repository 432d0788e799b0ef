import type { Pcm } from "../speech/index.ts";

/** One caption: its text and when it is shown, in seconds. */
export type Cue = { start: number; end: number; text: string };

/** A caption line longer than this is split at a word (two lines of a video player). */
const CUE_CHARS = 90;
/** Quieter than this (of 32767) for PAUSE_SECONDS is a pause between phrases. */
const SILENCE_LEVEL = 500;
const PAUSE_SECONDS = 0.12;
/** How far a caption boundary may move to land in a pause. */
const SNAP_SECONDS = 0.9;

/** A narration's text as caption lines: sentences, long ones split at words. */
export function captionLines(sentences: string[]): string[] {
  const lines: string[] = [];
  for (const sentence of sentences) {
    let rest = sentence.trim();
    while (rest.length > CUE_CHARS) {
      // Split near the middle of what is left when it would fit two lines, else at the limit.
      const target = rest.length < CUE_CHARS * 2 ? Math.ceil(rest.length / 2) : CUE_CHARS;
      let cut = rest.lastIndexOf(" ", target);
      if (cut < 20) cut = rest.indexOf(" ", target);
      if (cut < 0) break;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
    if (rest) lines.push(rest);
  }
  return lines;
}

/** The middles of the pauses in a recording (runs of near-silence), in seconds from its start. */
export function pausesOf(pcm: Pcm): number[] {
  const { samples, sampleRate } = pcm;
  const window = Math.max(1, Math.round(sampleRate * 0.01));
  const pauses: number[] = [];
  let quietFrom = -1;
  for (let at = 0; at < samples.length; at += window) {
    let peak = 0;
    for (let i = at; i < Math.min(at + window, samples.length); i++)
      peak = Math.max(peak, Math.abs(samples[i]!));
    if (peak < SILENCE_LEVEL) {
      if (quietFrom < 0) quietFrom = at;
    } else {
      if (quietFrom >= 0 && (at - quietFrom) / sampleRate >= PAUSE_SECONDS)
        pauses.push((quietFrom + at) / 2 / sampleRate);
      quietFrom = -1;
    }
  }
  return pauses;
}

/**
 * Times a slide's caption lines over its speech (which starts at `offset` seconds in the video):
 * each line gets a share of the speech by its length, and each boundary moves to the nearest
 * pause the voice made, so a caption changes where the voice stops, not mid-word.
 */
export function timeCaptions(lines: string[], speech: Pcm, offset: number): Cue[] {
  if (lines.length === 0) return [];
  const length = speech.samples.length / speech.sampleRate;
  const pauses = pausesOf(speech);
  const total = lines.reduce((sum, line) => sum + line.length, 0) || 1;
  const bounds = [0];
  let chars = 0;
  for (const line of lines.slice(0, -1)) {
    chars += line.length;
    const guess = (chars / total) * length;
    const near = pauses
      .filter((p) => p > bounds.at(-1)! + 0.3 && Math.abs(p - guess) <= SNAP_SECONDS)
      .sort((a, b) => Math.abs(a - guess) - Math.abs(b - guess))[0];
    bounds.push(Math.max(bounds.at(-1)! + 0.3, near ?? guess));
  }
  bounds.push(Math.max(length, bounds.at(-1)! + 0.3));
  return lines.map((text, i) => ({ text, start: offset + bounds[i]!, end: offset + bounds[i + 1]! }));
}

const stamp = (seconds: number) => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
};

/** Cues as a WebVTT file (cue text may not hold "-->" or blank lines; <, > and & are escaped). */
export function webVtt(cues: Cue[]): string {
  const body = cues.map((cue, i) => {
    const text = cue.text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/\s*\n\s*/g, " ");
    return `${i + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n${text}`;
  });
  return `WEBVTT\n\n${body.join("\n\n")}\n`;
}
