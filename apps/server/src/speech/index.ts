import type { Config } from "../config.ts";
import { encodeMp3, hasFfmpeg } from "./encode.ts";
import { createEspeakProvider, hasEspeak } from "./espeak.ts";
import { createOpenAiSpeechProvider } from "./openai.ts";
import type { SpeechProvider, SpeechService } from "./provider.ts";
import { durationOf, waveformPeaks } from "./wav.ts";

export type { ConversationAudio, RecordedTurn } from "./conversation.ts";
export { renderConversation } from "./conversation.ts";
export { toWav, trimSilence } from "./pcm.ts";
export type { Narration, SpeechProvider, SpeechService } from "./provider.ts";
export type { Speaker, Voice, VoicePair, VoiceRole } from "./speaker.ts";
export { createSpeaker } from "./speaker.ts";
export type { Pcm } from "./wav.ts";
export { parseWav } from "./wav.ts";

/** A provider plus the MP3 encoder and the waveform peaks: the service the lesson module uses. */
export function createSpeechService(provider: SpeechProvider, ffmpeg = "ffmpeg"): SpeechService {
  return {
    provider: provider.name,
    async narrate(text, signal, language) {
      const pcm = await provider.synthesize(text, signal, language);
      if (pcm.samples.length === 0) throw new Error(`${provider.name} produced no audio`);
      const mp3 = await encodeMp3(pcm, signal, ffmpeg);
      return { mp3, durationSeconds: durationOf(pcm), peaks: waveformPeaks(pcm, 60) };
    },
  };
}

/**
 * The speech service SPEECH_PROVIDER names, or null when narration is not possible here:
 * `auto` (default) uses espeak-ng when it is installed; every provider needs ffmpeg to encode MP3.
 */
export function createSpeech(config: Config, log?: (message: string) => void): SpeechService | null {
  const choice = config.SPEECH_PROVIDER;
  if (choice === "none") return null;
  if (!hasFfmpeg()) {
    log?.("narration is off: ffmpeg (with libmp3lame) is not installed");
    return null;
  }
  if (choice === "openai") {
    return createSpeechService(
      createOpenAiSpeechProvider({
        apiKey: (config.SPEECH_API_KEY ?? config.AI_API_KEY)!,
        baseUrl: config.SPEECH_BASE_URL ?? "https://api.openai.com/v1",
        model: config.SPEECH_MODEL,
        voice: config.SPEECH_VOICE,
        timeoutMs: config.AI_TIMEOUT_MS,
      }),
    );
  }
  if (!hasEspeak()) {
    if (choice === "espeak") log?.("narration is off: SPEECH_PROVIDER=espeak but espeak-ng is not installed");
    return null;
  }
  return createSpeechService(createEspeakProvider({ voice: config.ESPEAK_VOICE }));
}
