import { i18n } from "./i18n.ts";

/**
 * Dates, numbers and durations in the interface's locale (Intl). The pseudo-locale formats as
 * English.
 */
function activeLocale(): string {
  const language = i18n.resolvedLanguage ?? i18n.language ?? "en";
  return language === "en-XA" ? "en" : language;
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(activeLocale(), options).format(value);
}

export function formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(activeLocale(), options ?? { dateStyle: "medium" }).format(new Date(value));
}

/** A duration in minutes as the locale writes it ("25 min", "25分", "٢٥ د"). */
export function formatMinutes(minutes: number, unitDisplay: "short" | "long" | "narrow" = "short"): string {
  return new Intl.NumberFormat(activeLocale(), { style: "unit", unit: "minute", unitDisplay }).format(
    minutes,
  );
}
