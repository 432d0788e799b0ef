import { z } from "zod";

/**
 * The languages a learner may study in (the 'Learning language' of the profile): BCP-47 codes,
 * each with its English name and its own name. Every one has an espeak-ng voice on the server
 * (`speech/voices.ts`), so narration can read it. The UI itself stays English.
 */
export const LEARNING_LANGUAGES = [
  { code: "en", name: "English", nativeName: "English" },
  { code: "ar", name: "Arabic", nativeName: "العربية" },
  { code: "bn", name: "Bengali", nativeName: "বাংলা" },
  { code: "ca", name: "Catalan", nativeName: "Català" },
  { code: "zh", name: "Chinese (Mandarin)", nativeName: "中文" },
  { code: "cs", name: "Czech", nativeName: "Čeština" },
  { code: "da", name: "Danish", nativeName: "Dansk" },
  { code: "nl", name: "Dutch", nativeName: "Nederlands" },
  { code: "fi", name: "Finnish", nativeName: "Suomi" },
  { code: "fr", name: "French", nativeName: "Français" },
  { code: "de", name: "German", nativeName: "Deutsch" },
  { code: "el", name: "Greek", nativeName: "Ελληνικά" },
  { code: "he", name: "Hebrew", nativeName: "עברית" },
  { code: "hi", name: "Hindi", nativeName: "हिन्दी" },
  { code: "hu", name: "Hungarian", nativeName: "Magyar" },
  { code: "id", name: "Indonesian", nativeName: "Bahasa Indonesia" },
  { code: "it", name: "Italian", nativeName: "Italiano" },
  { code: "ja", name: "Japanese", nativeName: "日本語" },
  { code: "ko", name: "Korean", nativeName: "한국어" },
  { code: "ms", name: "Malay", nativeName: "Bahasa Melayu" },
  { code: "nb", name: "Norwegian (Bokmål)", nativeName: "Norsk bokmål" },
  { code: "pl", name: "Polish", nativeName: "Polski" },
  { code: "pt", name: "Portuguese (Portugal)", nativeName: "Português" },
  { code: "pt-BR", name: "Portuguese (Brazil)", nativeName: "Português do Brasil" },
  { code: "ro", name: "Romanian", nativeName: "Română" },
  { code: "ru", name: "Russian", nativeName: "Русский" },
  { code: "es", name: "Spanish (Spain)", nativeName: "Español" },
  { code: "es-419", name: "Spanish (Latin America)", nativeName: "Español de Latinoamérica" },
  { code: "sw", name: "Swahili", nativeName: "Kiswahili" },
  { code: "sv", name: "Swedish", nativeName: "Svenska" },
  { code: "tr", name: "Turkish", nativeName: "Türkçe" },
  { code: "uk", name: "Ukrainian", nativeName: "Українська" },
  { code: "vi", name: "Vietnamese", nativeName: "Tiếng Việt" },
] as const;

type LanguageCode = (typeof LEARNING_LANGUAGES)[number]["code"];
const CODES = LEARNING_LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/** The learner's language as stored and sent: one of LEARNING_LANGUAGES' BCP-47 codes. */
export const LearningLanguageSchema = z
  .enum(CODES, { error: "Choose one of the listed learning languages" })
  .describe("BCP-47 code of the language lessons, plans, cards, chat and narration are written in");
export type LearningLanguage = z.infer<typeof LearningLanguageSchema>;

/** Lessons are written in English unless the learner picks another language. */
export const DEFAULT_LEARNING_LANGUAGE: LearningLanguage = "en";

/** The language's English name ('Spanish (Spain)'), or the code itself when it is not listed. */
export function learningLanguageName(code: string): string {
  return LEARNING_LANGUAGES.find((language) => language.code === code)?.name ?? code;
}
