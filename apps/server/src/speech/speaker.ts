import type { Config } from "../config.ts";
import { hasFfmpeg, runPipe } from "./encode.ts";
import { hasEspeak } from "./espeak.ts";
import { FESTIVAL_VOICES, festivalSpeak, hasFestivalVoices } from "./festival.ts";
import { openAiSpeak } from "./openai.ts";
import { espeakVariantVoice, espeakVoiceFor } from "./voices.ts";
import { type Pcm, parseWav } from "./wav.ts";

/** The engines a voice can come from: espeak-ng and festival offline, or a TTS API. */
export type VoiceEngine = "espeak" | "festival" | "openai";
/** One voice of one engine: `id` is what that engine is asked for (espeak `en+f3`, festival `kal_diphone`, TTS `onyx`). */
export type Voice = { engine: VoiceEngine; id: string };
/** The parts of a conversation: a host who asks what a learner would ask, and an expert. */
export type VoiceRole = "host" | "expert";
export type VoicePair = Record<VoiceRole, Voice>;

/**
 * "Speak this text with voice X": what audio overviews (and anything else that speaks with more
 * than one voice) use. `voices` names the two clearly different voices of a conversation in a
 * language; `speak` answers mono PCM at the voice's own rate.
 */
export interface Speaker {
  /** The engine the voices come from when the language is English (what the server offers). */
  readonly engine: VoiceEngine;
  voices(language?: string): VoicePair;
  speak(text: string, voice: Voice, options?: { language?: string; signal?: AbortSignal }): Promise<Pcm>;
}

/** espeak-ng's reading pace, words a minute (the narration's). */
const ESPEAK_WORDS_PER_MINUTE = "160";

/** espeak-ng's voices for a conversation: the language's voice for the expert, its female variant f3 for the host. */
export function espeakPair(language: string | undefined, englishVoice: string): VoicePair {
  const voice = espeakVoiceFor(language, englishVoice);
  return {
    host: { engine: "espeak", id: espeakVariantVoice(voice, "f3") },
    expert: { engine: "espeak", id: voice },
  };
}

const isEnglish = (language: string | undefined) =>
  !language || language === "en" || language.startsWith("en-");

/**
 * The speaker SPEECH_PROVIDER and SPEECH_OFFLINE_VOICES choose, or null when nothing can speak
 * here (every engine's audio is encoded by ffmpeg, which must be installed). Offline, English is
 * read by festival's two voices when they are installed (`auto`, `festival`), other languages by
 * espeak-ng's language voice and its female variant; with a TTS API, SPEECH_HOST_VOICE and
 * SPEECH_EXPERT_VOICE.
 */
export function createSpeaker(config: Config, log?: (message: string) => void): Speaker | null {
  if (config.SPEECH_PROVIDER === "none" || !hasFfmpeg()) return null;
  if (config.SPEECH_PROVIDER === "openai") {
    const api = {
      apiKey: (config.SPEECH_API_KEY ?? config.AI_API_KEY)!,
      baseUrl: config.SPEECH_BASE_URL ?? "https://api.openai.com/v1",
      model: config.SPEECH_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
    };
    const pair: VoicePair = {
      host: { engine: "openai", id: config.SPEECH_HOST_VOICE },
      expert: { engine: "openai", id: config.SPEECH_EXPERT_VOICE },
    };
    return {
      engine: "openai",
      voices: () => pair,
      speak: (text, voice, options = {}) =>
        openAiSpeak(api, text, voice.id, options.signal, options.language),
    };
  }
  const espeak = hasEspeak();
  const wantsFestival = config.SPEECH_OFFLINE_VOICES !== "espeak";
  const festival = wantsFestival && hasFestivalVoices(Object.values(FESTIVAL_VOICES));
  if (config.SPEECH_OFFLINE_VOICES === "festival" && !festival)
    log?.("SPEECH_OFFLINE_VOICES=festival but festival or its voices are not installed; using espeak-ng");
  if (!espeak && !festival) return null;
  return createOfflineSpeaker({ espeak, festival, englishVoice: config.ESPEAK_VOICE });
}

/** Offline voices: festival's for English when `festival`, espeak-ng's otherwise. */
export function createOfflineSpeaker(options: {
  espeak: boolean;
  festival: boolean;
  englishVoice: string;
}): Speaker {
  const festivalPair: VoicePair = {
    host: { engine: "festival", id: FESTIVAL_VOICES.host },
    expert: { engine: "festival", id: FESTIVAL_VOICES.expert },
  };
  return {
    engine: options.festival ? "festival" : "espeak",
    voices(language) {
      if (options.festival && (isEnglish(language) || !options.espeak)) return festivalPair;
      return espeakPair(language, options.englishVoice);
    },
    async speak(text, voice, speakOptions = {}) {
      if (voice.engine === "festival") return festivalSpeak(text, voice.id, speakOptions.signal);
      if (voice.engine !== "espeak") throw new Error(`an offline speaker cannot use ${voice.engine} voices`);
      // Text on stdin (never a shell argument); a WAV on stdout.
      const wav = await runPipe(
        "espeak-ng",
        ["-v", voice.id, "-s", ESPEAK_WORDS_PER_MINUTE, "--stdout"],
        text,
        speakOptions.signal,
      );
      return parseWav(wav);
    },
  };
}
