import { DEFAULT_LOCALE, LOCALE_CODES, PSEUDO_LOCALE } from "@brainy/contract";
import i18next from "i18next";
import ICU from "i18next-icu";
import { initReactI18next } from "react-i18next";
import { pseudoMessages } from "./pseudo.ts";

type Messages = { [key: string]: string | Messages };

/**
 * The interface's messages (ADR 0061): i18next with ICU messages (plurals, select), one JSON file
 * per locale and namespace under src/locales/<locale>/<namespace>.json (i18next JSON v4, read by
 * Weblate and Crowdin). English is bundled with the entry: no flash and no request for the default.
 * Every other locale is one lazy chunk (vite.config.ts groups a locale's files), loaded only when
 * chosen. A key missing in a locale shows the English text and is logged once.
 */
const english = import.meta.glob<Messages>("../../locales/en/common.json", {
  eager: true,
  import: "default",
});
const others = import.meta.glob<Messages>(["../../locales/*/*.json", "!../../locales/en/*.json"], {
  import: "default",
});

/** `../../locales/es/home.json` → ["es", "home"]. */
function place(file: string): [string, string] {
  const [, locale = "", namespace = ""] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  return [locale, namespace];
}

/**
 * English by namespace: `common` here, in the entry; a feature's own namespace arrives with the
 * feature's code (its messages.ts calls registerMessages), so the entry carries English common only.
 */
export const englishResources: Record<string, Messages> = Object.fromEntries(
  Object.entries(english).map(([file, messages]) => [place(file)[1], messages]),
);

export const i18n = i18next.createInstance();

const warned = new Set<string>();
/** console.warn once per key and locale. */
function warnOnce(locale: string, key: string): void {
  const id = `${locale}:${key}`;
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`i18n: "${key}" is missing in ${locale}; showing English`);
}

function flatKeys(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}

function hasKey(messages: Messages | undefined, key: string): boolean {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (!node || typeof node === "string") return false;
    node = node[part];
  }
  return typeof node === "string";
}

void i18n
  .use(new ICU({ parseLngForICU: (lng) => (lng === PSEUDO_LOCALE ? "en" : lng) }))
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALE_CODES, PSEUDO_LOCALE],
    ns: ["common"],
    defaultNS: "common",
    resources: { en: englishResources },
    // Synchronous: English is there before the first render.
    initAsync: false,
    keySeparator: ".",
    nsSeparator: ":",
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // A key missing even in English (the CI check prevents it): logged once.
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => warnOnce(languages.join(","), `${namespace}:${key}`),
    // …and shown as nothing rather than as its key.
    parseMissingKeyHandler: () => "",
  });

/** Logs (once each) the keys of English a locale's namespace lacks: they show in English. */
export function reportMissing(locale: string, namespace: string, messages: Messages): void {
  for (const key of flatKeys(englishResources[namespace] ?? {}))
    if (!hasKey(messages, key)) warnOnce(locale, `${namespace}:${key}`);
}

const loaded = new Set<string>([DEFAULT_LOCALE]);

/** Loads a locale's messages (one chunk), once; the pseudo-locale is made from English. */
export async function loadLocale(locale: string): Promise<void> {
  if (loaded.has(locale)) return;
  if (locale === PSEUDO_LOCALE) {
    for (const [namespace, messages] of Object.entries(englishResources))
      i18n.addResourceBundle(locale, namespace, pseudoMessages(messages));
  } else {
    const files = Object.entries(others).filter(([file]) => place(file)[0] === locale);
    const bundles = await Promise.all(
      files.map(async ([file, load]) => [place(file)[1], await load()] as const),
    );
    for (const [namespace, messages] of bundles) {
      i18n.addResourceBundle(locale, namespace, messages);
      reportMissing(locale, namespace, messages);
    }
    const present = new Set(bundles.map(([namespace]) => namespace));
    for (const namespace of Object.keys(englishResources))
      if (!present.has(namespace)) warnOnce(locale, `${namespace}:*`);
  }
  loaded.add(locale);
}

/**
 * Adds a feature's English messages (its namespace) when the feature's code loads; answers the
 * namespace for useTranslation. The pseudo-locale, if loaded, gets it too, and a loaded locale
 * lacking some of its keys is reported.
 */
export function registerMessages<const N extends string>(namespace: N, messages: Messages): N {
  if (englishResources[namespace]) return namespace;
  englishResources[namespace] = messages;
  i18n.addResourceBundle(DEFAULT_LOCALE, namespace, messages);
  for (const locale of loaded) {
    if (locale === DEFAULT_LOCALE) continue;
    if (locale === PSEUDO_LOCALE) i18n.addResourceBundle(locale, namespace, pseudoMessages(messages));
    else reportMissing(locale, namespace, (i18n.getResourceBundle(locale, namespace) as Messages) ?? {});
  }
  return namespace;
}
