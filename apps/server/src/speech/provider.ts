import type { Pcm } from "./wav.ts";

/** Turns text into speech. Implementations: espeak-ng (local, offline) and OpenAI's TTS API. */
export interface SpeechProvider {
  readonly name: "espeak" | "openai";
  /** `language` is the learner's learning language (BCP-47): the voice that reads it. */
  synthesize(text: string, signal?: AbortSignal, language?: string): Promise<Pcm>;
}

/** A narration ready to store: MP3 bytes, its length and 60 peaks of its waveform. */
export type Narration = { mp3: Buffer; durationSeconds: number; peaks: number[] };

/** What the app uses: a provider with an encoder, or null when this server cannot narrate. */
export interface SpeechService {
  readonly provider: SpeechProvider["name"];
  /** Reads `text` in `language` (BCP-47; English when absent). */
  narrate(text: string, signal?: AbortSignal, language?: string): Promise<Narration>;
}
