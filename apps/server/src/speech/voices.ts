import { DEFAULT_LEARNING_LANGUAGE, type LearningLanguage, learningLanguageName } from "@brainy/contract";

/**
 * The espeak-ng voice that reads each learning language (`espeak-ng --voices`); English reads
 * with ESPEAK_VOICE (en-gb by default). A test checks each is installed where espeak-ng is.
 */
export const ESPEAK_VOICES = {
  en: "en-gb",
  ar: "ar",
  bn: "bn",
  ca: "ca",
  zh: "cmn",
  cs: "cs",
  da: "da",
  nl: "nl",
  fi: "fi",
  fr: "fr-fr",
  de: "de",
  el: "el",
  he: "he",
  hi: "hi",
  hu: "hu",
  id: "id",
  it: "it",
  ja: "ja",
  ko: "ko",
  ms: "ms",
  nb: "nb",
  pl: "pl",
  pt: "pt",
  "pt-BR": "pt-br",
  ro: "ro",
  ru: "ru",
  es: "es",
  "es-419": "es-419",
  sw: "sw",
  sv: "sv",
  tr: "tr",
  uk: "uk",
  vi: "vi",
} as const satisfies Record<LearningLanguage, string>;

/** The espeak-ng voice for a learning language: the operator's ESPEAK_VOICE for English (or an unknown code). */
export function espeakVoiceFor(language: string | undefined, englishVoice: string): string {
  if (!language || language === DEFAULT_LEARNING_LANGUAGE) return englishVoice;
  return (ESPEAK_VOICES as Record<string, string>)[language] ?? englishVoice;
}

/** What a TTS model that takes instructions is told, so a multilingual voice reads the language right. */
export function ttsInstructionsFor(language: string | undefined): string | undefined {
  if (!language || language === DEFAULT_LEARNING_LANGUAGE) return undefined;
  return `Read this text aloud in ${learningLanguageName(language)} (${language}), with its natural pronunciation.`;
}

/**
 * Voice names that espeak-ng resolves through an mbrola voice's language alias when a variant is
 * added (`en-gb+f3` reads with the plain male voice): with a variant, their voice file's name.
 */
const VARIANT_NAMES: Record<string, string> = { "en-gb": "en", "fr-fr": "fr" };

/** An espeak-ng voice with a variant (`en+f3`): a female or male voice of the same language. */
export function espeakVariantVoice(voice: string, variant: string): string {
  return `${VARIANT_NAMES[voice] ?? voice}+${variant}`;
}
