/**
 * The interface locales (issue 42): the web app's buttons, messages and emails are shown in one of
 * these. Distinct from the learning language (what lessons are written in). `en` is the spec's own
 * texts; `ar` lays out right to left. The pseudo-locale `en-XA` (accented, about 40 % longer) exists
 * only in development and browser tests to find overflow; it is never stored on an account. This
 * file is zod-free (the web app's entry reads it before any schema loads); LocaleSchema is in
 * locales.ts.
 */
export const SUPPORTED_LOCALES = [
  { code: "en", name: "English", nativeName: "English", dir: "ltr" },
  { code: "es", name: "Spanish", nativeName: "Español", dir: "ltr" },
  { code: "fr", name: "French", nativeName: "Français", dir: "ltr" },
  { code: "de", name: "German", nativeName: "Deutsch", dir: "ltr" },
  { code: "pt-BR", name: "Portuguese (Brazil)", nativeName: "Português (Brasil)", dir: "ltr" },
  { code: "it", name: "Italian", nativeName: "Italiano", dir: "ltr" },
  { code: "zh-CN", name: "Chinese (Simplified)", nativeName: "简体中文", dir: "ltr" },
  { code: "ja", name: "Japanese", nativeName: "日本語", dir: "ltr" },
  { code: "ar", name: "Arabic", nativeName: "العربية", dir: "rtl" },
  { code: "hi", name: "Hindi", nativeName: "हिन्दी", dir: "ltr" },
] as const;

export const LOCALE_CODES = SUPPORTED_LOCALES.map((locale) => locale.code) as [
  (typeof SUPPORTED_LOCALES)[number]["code"],
  ...(typeof SUPPORTED_LOCALES)[number]["code"][],
];

/** One of the ten interface locales. */
export type Locale = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The pseudo-locale of the browser tests (never stored). */
export const PSEUDO_LOCALE = "en-XA";

/**
 * The supported locale that best matches a list of language tags (navigator.languages, or an
 * Accept-Language header's tags in order of preference): an exact match first, then the same
 * language (`pt` → `pt-BR`, `zh-Hans-CN` → `zh-CN`, `es-MX` → `es`); English when nothing matches.
 */
export function matchLocale(tags: readonly string[]): Locale {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    const exact = LOCALE_CODES.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split("-")[0];
    const sameLanguage = LOCALE_CODES.find((code) => code.toLowerCase().split("-")[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/** Whether a locale lays out right to left. */
export function isRightToLeft(locale: string): boolean {
  return SUPPORTED_LOCALES.some((entry) => entry.code === locale && entry.dir === "rtl");
}
