import { z } from "zod";

/** What a spoken question may be: longer or larger recordings are refused (413) before any work. */
export const VOICE_LIMITS = {
  /** Longest recording transcribed, in seconds. */
  maxSeconds: 60,
  /** Largest recording accepted, in bytes (a minute of Opus is about 100 KB; WAV at 16 kHz about 2 MB). */
  maxBytes: 5 * 1024 * 1024,
  /** Longest text POST /api/chat/speak reads: one sentence or a few. */
  speakMaxChars: 600,
} as const;

/** Answer of POST /api/chat/transcribe. */
export const TranscriptionSchema = z.object({
  text: z.string().describe("What the learner said"),
  provider: z
    .enum(["pocketsphinx", "openai"])
    .describe(
      "pocketsphinx: offline, English only and weaker; openai: the configured transcription endpoint",
    ),
  seconds: z.number().describe("The recording's length"),
});
export type Transcription = z.infer<typeof TranscriptionSchema>;

/** POST /api/chat/speak: one finished sentence of an answer, read aloud. */
export const SpeakRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Text is required")
    .max(VOICE_LIMITS.speakMaxChars, `Text is too long: at most ${VOICE_LIMITS.speakMaxChars} characters`),
  language: z.string().max(35).optional().describe("BCP-47 language to read it in (English when absent)"),
});
export type SpeakRequest = z.input<typeof SpeakRequestSchema>;

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|Prof|St|No|Fig|approx)\.$/i;

/**
 * Splits streamed text into the sentences it has finished: `sentences` are ready to speak, `rest`
 * waits for more text. A sentence ends at . ! ? or a blank line followed by space; decimals (3.14)
 * and common abbreviations do not end one. Markdown marks, code and links are stripped for speech.
 */
export function takeSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /([.!?…]+["')\]*_]*)(\s+)|\n\s*\n/g;
  for (let match = boundary.exec(buffer); match; match = boundary.exec(buffer)) {
    const end = match.index + (match[1]?.length ?? 0);
    const candidate = buffer.slice(start, end);
    if (match[1] && ABBREVIATIONS.test(candidate)) continue;
    const spoken = speakable(candidate);
    if (spoken) sentences.push(spoken);
    start = match.index + match[0].length;
  }
  return { sentences, rest: buffer.slice(start) };
}

/** Text as it should be read aloud: no code, Markdown marks, link targets or citation numbers. */
export function speakable(text: string): string {
  return text
    .replace(/```[\s\S]*?(```|$)/g, " ")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[\d+\]/g, "")
    .replace(/^\s*(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_~]+/g, "")
    .replace(/\$+/g, "")
    .replace(/\s+/g, " ")
    .replace(/ ([.,!?;:])/g, "$1")
    .trim();
}
