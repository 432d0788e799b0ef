import {
  isRightToLeft,
  LOCALE_CODES,
  type Locale,
  matchLocale,
  PSEUDO_LOCALE,
  SUPPORTED_LOCALES,
} from "@brainy/contract";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { readStorage, storageKeys, writeStorage } from "../storage.ts";
import { i18n, loadLocale } from "./i18n.ts";

/** An interface locale, or the pseudo-locale of the browser tests. */
export type InterfaceLocale = Locale | typeof PSEUDO_LOCALE;

/** A locale code, or null. (Not LocaleSchema: zod stays out of the entry.) */
function parseLocale(value: string | null | undefined): InterfaceLocale | null {
  if (value === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return LOCALE_CODES.find((code) => code === value) ?? null;
}

/** Whether the pseudo-locale may be picked: `?locale=en-XA` in the address, or a dev build. */
export function pseudoAllowed(): boolean {
  return import.meta.env.DEV || i18n.language === PSEUDO_LOCALE;
}

/**
 * The locale to start in: `?locale=` in the address (the browser tests' pseudo-locale among
 * them), else the learner's stored choice, else the best match for the browser's languages.
 */
export function initialLocale(): InterfaceLocale {
  const fromAddress = parseLocale(new URLSearchParams(window.location.search).get("locale"));
  return (
    fromAddress ??
    parseLocale(readStorage(storageKeys.interfaceLocale)) ??
    matchLocale(navigator.languages ?? [])
  );
}

/** Sets <html lang dir>: Arabic lays out right to left. */
function applyDocument(locale: InterfaceLocale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? "rtl" : "ltr";
}

/** Loads a locale's messages and switches the interface (and <html lang dir>) to it. */
export async function switchLocale(locale: InterfaceLocale): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  applyDocument(locale);
}

/** Switches and remembers the choice in this browser (the account is the caller's). */
export async function chooseLocale(locale: InterfaceLocale): Promise<void> {
  writeStorage(storageKeys.interfaceLocale, locale);
  await switchLocale(locale);
}

/** Before the first render: the start locale's messages (English needs no request). */
export function startI18n(): Promise<void> {
  const locale = initialLocale();
  // A locale named in the address is kept, as if picked (the browser tests' pseudo-locale).
  if (new URLSearchParams(window.location.search).has("locale"))
    writeStorage(storageKeys.interfaceLocale, locale);
  return switchLocale(locale).catch(() => {
    // Its chunk failed to load (offline, first visit): the interface stays English.
    applyDocument("en");
  });
}

/** The locales a picker offers (the pseudo-locale only where allowed). */
export function pickerLocales(): Array<{ code: InterfaceLocale; nativeName: string }> {
  const locales: Array<{ code: InterfaceLocale; nativeName: string }> = SUPPORTED_LOCALES.map(
    ({ code, nativeName }) => ({ code, nativeName }),
  );
  if (pseudoAllowed()) locales.push({ code: PSEUDO_LOCALE, nativeName: "Pseudo (en-XA)" });
  return locales;
}

/** The interface's current locale; re-renders when it changes. */
export function useInterfaceLocale(): InterfaceLocale {
  const { i18n: instance } = useTranslation();
  return parseLocale(instance.language) ?? "en";
}

/**
 * Applies the account's interface language when it arrives (sign-in, a choice made on another
 * device); null on the account follows the browser. The address's pseudo-locale is left alone.
 */
export function useAccountLocale(accountLocale: Locale | null | undefined): void {
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!accountLocale || applied.current === accountLocale) return;
    applied.current = accountLocale;
    if (i18n.language === PSEUDO_LOCALE || i18n.language === accountLocale) return;
    void chooseLocale(accountLocale);
  }, [accountLocale]);
}
