import type { ErrorCode } from "@brainy/contract";
import { DEFAULT_LOCALE, type Locale } from "@brainy/contract";
import { readCatalogs, translate, type WarnLog } from "./index.ts";

/**
 * Turns the English texts the server throws into the learner's locale without touching the code
 * that throws them: the English catalog of a namespace is read backwards (its text, with each
 * `{name}` placeholder as a wildcard, names the key), and the key is looked up in the locale.
 * English answers stay the thrown text itself, which is the spec's.
 */
type Pattern = { key: string; names: string[]; pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English texts of a namespace as patterns; messages with plural or select rules are skipped. */
function patternsOf(namespace: string): { exact: Map<string, string>; patterns: Pattern[] } {
  const english = readCatalogs()[DEFAULT_LOCALE][namespace] ?? {};
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, text] of Object.entries(english)) {
    if (key.startsWith("code.")) continue;
    if (!text.includes("{")) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    if (/\{\s*\w+\s*,/.test(text)) continue;
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return "(.+?)";
      })
      .join("");
    patterns.push({ key, names, pattern: new RegExp(`^${source}$`) });
  }
  return { exact, patterns };
}

const cache = new Map<string, ReturnType<typeof patternsOf>>();

/** The catalog key (and its values) whose English text is `text`, if any. */
export function keyOfEnglish(
  namespace: string,
  text: string,
): { key: string; values: Record<string, unknown> } | undefined {
  let index = cache.get(namespace);
  if (!index) {
    index = patternsOf(namespace);
    cache.set(namespace, index);
  }
  const exact = index.exact.get(text);
  if (exact) return { key: exact, values: {} };
  for (const { key, names, pattern } of index.patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1]!;
        return [name, /^\d+(\.\d+)?$/.test(value) ? Number(value) : value];
      }),
    );
    return { key, values };
  }
  return undefined;
}

const unmatched = new Set<string>();
const MAX_REPORTED = 1_000;

/**
 * An error's message in `locale`: the catalog's translation of its English text, or, for a text no
 * catalog entry names, the error code's own message in the locale (reported once per text, so the
 * catalog can grow). English is the thrown text unchanged.
 */
export function localizeErrorMessage(options: {
  locale: Locale;
  code: ErrorCode;
  message: string;
  log: WarnLog;
}): string {
  const { locale, code, message, log } = options;
  if (locale === DEFAULT_LOCALE) return message;
  const found = keyOfEnglish("errors", message);
  if (found) return translate(locale, "errors", found.key, found.values, message);
  if (!unmatched.has(message) && unmatched.size < MAX_REPORTED) {
    unmatched.add(message);
    log.warn(
      { locale, code, text: message },
      "i18n: no message for this error text; its code's message used",
    );
  }
  return translate(locale, "errors", `code.${code}`, {}, message);
}
