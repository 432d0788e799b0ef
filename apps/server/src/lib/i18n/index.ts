import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale, LocaleSchema, matchLocale } from "@brainy/contract";
import i18next, { type i18n, type ThirdPartyModule } from "i18next";
import { IntlMessageFormat } from "intl-messageformat";

/**
 * The server's messages in the ten interface locales (issue 42, ADR 0062): i18next with ICU
 * message syntax (intl-messageformat), catalogs in `src/locales/<locale>/<namespace>.json` (i18next JSON v4, the format
 * Weblate and Crowdin read). English is the spec's own texts. A key missing in a locale answers
 * its English text and is logged once; a key missing in English too answers a fallback the
 * caller gives, never the key itself.
 */
export type { Locale };

/** Where the catalogs live: one folder per locale, one JSON file per namespace. */
export const LOCALES_DIR = path.join(import.meta.dirname, "..", "..", "locales");

export type Catalog = Record<string, string>;
/** Every locale's catalogs by namespace, read once from LOCALES_DIR. */
export type Catalogs = Record<Locale, Record<string, Catalog>>;

/** Reads every locale's catalogs (flat key → ICU message). */
export function readCatalogs(dir = LOCALES_DIR): Catalogs {
  const catalogs = {} as Catalogs;
  for (const locale of LOCALE_CODES) {
    const byNamespace: Record<string, Catalog> = {};
    for (const file of readdirSync(path.join(dir, locale)).filter((name) => name.endsWith(".json"))) {
      byNamespace[file.replace(/\.json$/, "")] = JSON.parse(
        readFileSync(path.join(dir, locale, file), "utf8"),
      );
    }
    catalogs[locale] = byNamespace;
  }
  return catalogs;
}

/** Something that takes a warning line: Fastify's logger, or console in scripts. */
export type WarnLog = { warn: (data: object, message: string) => void };

let catalogs: Catalogs | undefined;
let instance: i18n | undefined;
/** Keys (locale:namespace:key) already reported missing: each is logged once per process. */
const reported = new Set<string>();
let missingLog: WarnLog = { warn: (data, message) => console.warn(message, data) };

/** Routes the "missing message" lines to the app's logger (app.ts calls it once). */
export function setI18nLog(log: WarnLog): void {
  missingLog = log;
}

/**
 * ICU message formatting for i18next: what i18next-icu does, which Node cannot load as ESM (its
 * default import of the CommonJS intl-messageformat is the module object, not the class). Each
 * message is compiled once per locale.
 */
type FormatModule = {
  type: "i18nFormat";
  init: () => void;
  parse: (res: string, values: object, lng: string) => string;
};

function icuFormat(): FormatModule {
  const compiled = new Map<string, IntlMessageFormat>();
  return {
    type: "i18nFormat",
    init: () => {},
    parse(res, values, lng) {
      const id = `${lng}\u0000${res}`;
      let format = compiled.get(id);
      if (!format) {
        format = new IntlMessageFormat(res, lng, undefined, { ignoreTag: true });
        compiled.set(id, format);
      }
      return String(format.format(values as Record<string, string>));
    },
  };
}

function translator(): i18n {
  if (instance) return instance;
  catalogs = readCatalogs();
  const created = i18next.createInstance();
  created.use(icuFormat() as unknown as ThirdPartyModule);
  created.init({
    resources: catalogs,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALE_CODES],
    // The catalogs' keys are flat ("auth.expired"), not nested objects.
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<i18n["init"]>[0]);
  instance = created;
  return created;
}

/** Whether the locale's own catalog (not English's) has the message. */
export function hasMessage(locale: Locale, namespace: string, key: string): boolean {
  translator();
  return typeof catalogs?.[locale]?.[namespace]?.[key] === "string";
}

function reportMissing(locale: string, namespace: string, key: string): void {
  const id = `${locale}:${namespace}:${key}`;
  if (reported.has(id)) return;
  reported.add(id);
  missingLog.warn({ locale, namespace, key }, "i18n message missing; English used");
}

/**
 * The message `key` of `namespace` in `locale`, with ICU values filled in: English when the
 * locale lacks it (logged once), `fallback` (or the English catalog's text) when English lacks it
 * too, never the key.
 */
export function translate(
  locale: Locale,
  namespace: string,
  key: string,
  values: Record<string, unknown> = {},
  fallback?: string,
): string {
  const t = translator();
  let lng: Locale = locale;
  if (!hasMessage(locale, namespace, key)) {
    reportMissing(locale, namespace, key);
    lng = DEFAULT_LOCALE;
    if (!hasMessage(DEFAULT_LOCALE, namespace, key)) return fallback ?? "";
  }
  return String(t.t(key, { ...values, lng, ns: namespace }));
}

/** A translate function bound to one locale and namespace. */
export function translatorFor(locale: Locale, namespace: string) {
  return (key: string, values?: Record<string, unknown>) => translate(locale, namespace, key, values);
}

/** An Accept-Language header's tags, most preferred first (q=0 dropped, malformed ones skipped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The locale of an answer: the signed-in learner's chosen interface locale, else the best match
 * of Accept-Language, else English (an unknown locale or a malformed header is English).
 */
export function pickLocale(options: { chosen?: string | null; acceptLanguage?: string }): Locale {
  const chosen = LocaleSchema.safeParse(options.chosen);
  if (chosen.success) return chosen.data;
  return matchLocale(parseAcceptLanguage(options.acceptLanguage));
}

/**
 * The learning language a new learner starts with for an interface locale: the same language
 * (Chinese's learning language is plain `zh`); English for English.
 */
export function learningLanguageForLocale(locale: Locale): string {
  return locale === "zh-CN" ? "zh" : locale;
}
