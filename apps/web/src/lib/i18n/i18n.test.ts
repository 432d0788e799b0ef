import { afterEach, describe, expect, it, vi } from "vitest";
import home from "../../locales/en/home.json";
import { i18n, loadLocale, registerMessages, reportMissing } from "./i18n.ts";
import { pseudoLocalize } from "./pseudo.ts";

registerMessages("home", home);

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

describe("interface messages", () => {
  it("formats ICU plurals in English and in a loaded locale", async () => {
    expect(i18n.t("home:streak", { count: 1 })).toBe("1-day streak");
    expect(i18n.t("home:streak", { count: 4 })).toBe("4-day streak");
    await loadLocale("ar");
    await i18n.changeLanguage("ar");
    expect(i18n.t("home:streak", { count: 2 })).toBe("يومان متتاليان");
    expect(i18n.t("home:streak", { count: 3 })).toBe("3 أيام متتالية");
  });

  it("shows English for a key a locale lacks, warns once per key, never shows a key", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const partial = { shell: { menu: "Menü" } };
    i18n.addResourceBundle("de", "common", partial);
    reportMissing("de", "common", partial);
    reportMissing("de", "common", partial);
    await i18n.changeLanguage("de");
    expect(i18n.t("common:shell.menu")).toBe("Menü");
    expect(i18n.t("common:shell.closeMenu")).toBe("Close menu");
    expect(warn.mock.calls.filter(([text]) => String(text).includes("common:shell.closeMenu"))).toHaveLength(
      1,
    );
    // A key not even in English (the CI check prevents it) is logged once and shown as nothing.
    expect(i18n.t("common:nope.key")).toBe("");
    i18n.t("common:nope.key");
    expect(warn.mock.calls.filter(([text]) => String(text).includes("nope.key"))).toHaveLength(1);
  });
});

describe("pseudo-locale", () => {
  it("accents and lengthens text, keeps placeholders and plural branches", () => {
    const pseudo = pseudoLocalize("Good morning, {name}");
    expect(pseudo.startsWith("[") && pseudo.endsWith("]")).toBe(true);
    expect(pseudo).toContain("{name}");
    expect(pseudo).not.toContain("Good");
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.round("Good morning, {name}".length * 1.3));
    const plural = pseudoLocalize("{count, plural, one {#-day streak} other {#-day streak}}");
    expect(plural).toMatch(/^\[\{count, plural, one \{#-.+\} other \{#-.+\}\}\]$/);
  });

  it("is built from English for every key", async () => {
    await loadLocale("en-XA");
    await i18n.changeLanguage("en-XA");
    expect(i18n.t("common:nav.home")).toMatch(/^\[Ĥó.*\]$/);
    expect(i18n.t("home:greeting.morningNamed", { name: "Ada" })).toContain("Ada");
  });
});
