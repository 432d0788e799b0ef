import { LOCALE_CODES } from "@brainy/contract";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it, vi } from "vitest";
import { parseAcceptLanguage, pickLocale, readCatalogs, setI18nLog, translate } from "./index.ts";
import { keyOfEnglish } from "./messages.ts";

const catalogs = readCatalogs();
const english = catalogs.en;

/** The argument names of an ICU message ({name}, {count, plural, …}), nested ones included. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const visit = (elements: unknown[]) => {
    for (const element of elements as { type: number; value?: string; options?: object }[]) {
      if (element.type !== 0 && element.type !== 7 && typeof element.value === "string")
        names.add(element.value);
      for (const option of Object.values(element.options ?? {}) as { value: unknown[] }[])
        visit(option.value);
    }
  };
  visit(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe("the server's catalogs", () => {
  it("hold every English key in every locale, and no other key", () => {
    for (const locale of LOCALE_CODES) {
      expect(Object.keys(catalogs[locale]).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [namespace, messages] of Object.entries(english)) {
        expect(Object.keys(catalogs[locale][namespace]!).sort(), `${locale}/${namespace}`).toEqual(
          Object.keys(messages).sort(),
        );
      }
    }
  });

  it("give each message the same placeholders as English, in valid ICU syntax", () => {
    for (const locale of LOCALE_CODES) {
      for (const [namespace, messages] of Object.entries(english)) {
        for (const [key, text] of Object.entries(messages)) {
          const translated = catalogs[locale][namespace]![key]!;
          expect(translated.trim(), `${locale}/${namespace}/${key} is empty`).not.toBe("");
          expect(argumentsOf(translated, locale), `${locale}/${namespace}/${key}`).toEqual(
            argumentsOf(text, "en"),
          );
        }
      }
    }
  });

  it("translate each non-English locale (no message left as the English text, brand names aside)", () => {
    const sameEverywhere = new Set(["blog.title"]);
    for (const locale of LOCALE_CODES.filter((code) => code !== "en")) {
      const untranslated = Object.entries(english).flatMap(([namespace, messages]) =>
        Object.entries(messages)
          .filter(
            ([key, text]) =>
              !sameEverywhere.has(key) &&
              // A message of placeholders and punctuation only ("{title}: {minutes} min") may read the same.
              /\p{L}{2,}/u.test(text.replace(/\{[^}]*\}/g, "").replace(/\bmin\b/g, "")) &&
              catalogs[locale][namespace]![key] === text,
          )
          .map(([key]) => `${namespace}/${key}`),
      );
      expect(untranslated, locale).toEqual([]);
    }
  });
});

describe("translate", () => {
  it("fills ICU values", () => {
    expect(translate("es", "emails", "greeting", { username: "Ana" })).toBe("Hola, Ana:");
    expect(translate("ja", "emails", "loginLink.open", { minutes: 15 })).toContain("15 分以内");
  });

  it("answers English for a message missing in a locale, and logs the key once", () => {
    const warn = vi.fn();
    setI18nLog({ warn });
    try {
      const original = catalogs.fr.emails!["reset.subject"];
      // A catalog read at start-up is the one used: simulate a missing key by asking for a new one.
      expect(translate("fr", "emails", "no.such.key", {}, "Fallback text")).toBe("Fallback text");
      expect(translate("fr", "emails", "no.such.key", {}, "Fallback text")).toBe("Fallback text");
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toEqual({ locale: "fr", namespace: "emails", key: "no.such.key" });
      expect(original).toBe("Réinitialisez votre mot de passe Brainy AI");
    } finally {
      setI18nLog({ warn: () => {} });
    }
  });

  it("never answers the key itself", () => {
    expect(translate("de", "errors", "missing.everywhere")).toBe("");
    expect(translate("de", "errors", "missing.everywhere", {}, "English")).toBe("English");
  });
});

describe("keyOfEnglish", () => {
  it("names the key of an exact text and of a text with values", () => {
    expect(keyOfEnglish("errors", "Lesson not found")).toEqual({ key: "notFound.Lesson", values: {} });
    expect(keyOfEnglish("errors", "Too many requests. Try again in 42 seconds.")).toEqual({
      key: "request.tooMany",
      values: { seconds: 42 },
    });
    expect(keyOfEnglish("errors", "Something nobody wrote")).toBeUndefined();
  });
});

describe("the request's locale", () => {
  it("reads Accept-Language by preference", () => {
    expect(parseAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual([
      "fr-CH",
      "fr",
      "en",
      "de",
    ]);
    expect(parseAcceptLanguage("en;q=0.1, ja")).toEqual(["ja", "en"]);
    expect(parseAcceptLanguage("es;q=0")).toEqual([]);
  });

  it("prefers the learner's choice, then the header, then English", () => {
    expect(pickLocale({ chosen: "ja", acceptLanguage: "es" })).toBe("ja");
    expect(pickLocale({ chosen: null, acceptLanguage: "pt, en" })).toBe("pt-BR");
    expect(pickLocale({ chosen: "xx", acceptLanguage: "xx-YY" })).toBe("en");
    expect(pickLocale({ acceptLanguage: "<script>;q=abc" })).toBe("en");
    expect(pickLocale({})).toBe("en");
  });
});
