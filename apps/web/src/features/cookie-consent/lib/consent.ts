import { readStorage, storageKeys, writeStorage } from "../../../lib/storage.ts";

/** The consent format version; a stored consent of another version asks again. */
export const CONSENT_VERSION = "1.0";

/** The optional cookie categories a visitor can switch on or off. */
export type ConsentChoices = { analytics: boolean; marketing: boolean; functional: boolean };

/** What is stored under localStorage `cookieConsent`. */
export type CookieConsent = {
  /** Strictly necessary cookies are always on. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  /** When the choice was made, ISO 8601 in UTC. */
  timestamp: string;
  version: typeof CONSENT_VERSION;
};

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * True for a well-formed record of this version. Hand-written rather than a zod schema: the
 * prerendered landing page reads consent too, and ships no validator library.
 */
function isConsent(value: unknown): value is CookieConsent {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.necessary === true &&
    typeof record.analytics === "boolean" &&
    typeof record.marketing === "boolean" &&
    typeof record.functional === "boolean" &&
    typeof record.timestamp === "string" &&
    ISO_UTC.test(record.timestamp) &&
    !Number.isNaN(Date.parse(record.timestamp)) &&
    record.version === CONSENT_VERSION
  );
}

export const ACCEPT_ALL: ConsentChoices = { analytics: true, marketing: true, functional: true };
/** Reject All: only the necessary cookies stay on. */
export const REJECT_ALL: ConsentChoices = { analytics: false, marketing: false, functional: false };

/** Builds the stored record for the given choices at the given moment. */
export function buildConsent(choices: ConsentChoices, now: Date = new Date()): CookieConsent {
  return {
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    functional: choices.functional,
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
  };
}

/** Parses a stored value; anything malformed or of another version counts as no consent. */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isConsent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The visitor's stored consent, or null when the banner should ask. */
export function readConsent(): CookieConsent | null {
  return parseConsent(readStorage(storageKeys.cookieConsent));
}

/** Stores the choices (with the timestamp and version) and returns the stored record. */
export function saveConsent(choices: ConsentChoices, now: Date = new Date()): CookieConsent {
  const consent = buildConsent(choices, now);
  writeStorage(storageKeys.cookieConsent, JSON.stringify(consent));
  return consent;
}
