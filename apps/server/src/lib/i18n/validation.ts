import { DEFAULT_LOCALE, type Locale } from "@brainy/contract";
import { locales } from "zod";
import type { WarnLog } from "./index.ts";
import { translate } from "./index.ts";
import { keyOfEnglish } from "./messages.ts";

/** zod's own messages in each interface locale (zod ships them). */
const zodLocales: Record<Locale, () => { localeError: (issue: never) => unknown }> = {
  en: locales.en,
  es: locales.es,
  fr: locales.fr,
  de: locales.de,
  "pt-BR": locales.ptBR,
  it: locales.it,
  "zh-CN": locales.zhCN,
  ja: locales.ja,
  ar: locales.ar,
  hi: locales.hi,
};

const errorMaps = new Map<Locale, (issue: never) => unknown>();
function errorMapOf(locale: Locale) {
  let map = errorMaps.get(locale);
  if (!map) {
    map = zodLocales[locale]().localeError;
    errorMaps.set(locale, map);
  }
  return map;
}

const asText = (result: unknown) =>
  typeof result === "string" ? result : (result as { message?: string } | undefined)?.message;

const reported = new Set<string>();

/** One issue of a failed validation as fastify-type-provider-zod reports it. */
export type ValidationIssue = { keyword: string; message?: string; params: Record<string, unknown> };

/**
 * A validation issue's message in `locale`: the contract's own texts from the `validation`
 * catalog; zod's default texts ("Too small: …") from zod's locale; any other text English.
 */
export function localizeIssueMessage(locale: Locale, issue: ValidationIssue, log: WarnLog): string {
  const english = issue.message ?? "Invalid value";
  if (locale === DEFAULT_LOCALE) return english;
  const found = keyOfEnglish("validation", english);
  if (found) return translate(locale, "validation", found.key, found.values, english);
  const zodIssue = { code: issue.keyword, ...issue.params, path: [] } as never;
  const isZodDefault = asText(errorMapOf(DEFAULT_LOCALE)(zodIssue)) === english;
  if (isZodDefault) return asText(errorMapOf(locale)(zodIssue)) ?? english;
  if (!reported.has(english) && reported.size < 1_000) {
    reported.add(english);
    log.warn({ locale, text: english }, "i18n: no message for this validation text; English used");
  }
  return english;
}
