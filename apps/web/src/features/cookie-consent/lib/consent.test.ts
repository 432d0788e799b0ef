import { afterEach, describe, expect, it } from "vitest";
import { storageKeys } from "../../../lib/storage.ts";
import { ACCEPT_ALL, buildConsent, parseConsent, REJECT_ALL, readConsent, saveConsent } from "./consent.ts";

const now = new Date("2026-03-01T10:20:30.000Z");

describe("cookie consent record", () => {
  afterEach(() => localStorage.clear());

  it("builds the spec's format with necessary always true", () => {
    expect(buildConsent({ analytics: true, marketing: false, functional: true }, now)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
      timestamp: "2026-03-01T10:20:30.000Z",
      version: "1.0",
    });
  });

  it("Reject All keeps only necessary on; Accept All turns everything on", () => {
    expect(buildConsent(REJECT_ALL, now)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(buildConsent(ACCEPT_ALL, now)).toMatchObject({
      analytics: true,
      marketing: true,
      functional: true,
    });
  });

  it("round-trips through localStorage under cookieConsent", () => {
    expect(readConsent()).toBeNull();
    const saved = saveConsent({ analytics: false, marketing: true, functional: false }, now);
    expect(JSON.parse(localStorage.getItem(storageKeys.cookieConsent) ?? "")).toEqual(saved);
    expect(readConsent()).toEqual(saved);
  });

  it.each([
    ["empty", ""],
    ["not JSON", "{oops"],
    ["other version", JSON.stringify({ ...buildConsent(ACCEPT_ALL, now), version: "0.9" })],
    ["necessary off", JSON.stringify({ ...buildConsent(ACCEPT_ALL, now), necessary: false })],
    ["bad timestamp", JSON.stringify({ ...buildConsent(ACCEPT_ALL, now), timestamp: "yesterday" })],
    ["missing category", JSON.stringify({ necessary: true, analytics: true, timestamp: now.toISOString() })],
    ["JSON null", "null"],
    ["JSON number", "5"],
    ["category as a string", JSON.stringify({ ...buildConsent(ACCEPT_ALL, now), marketing: "true" })],
    [
      "timestamp with an offset",
      JSON.stringify({ ...buildConsent(ACCEPT_ALL, now), timestamp: "2026-03-01T10:20:30+01:00" }),
    ],
    [
      "impossible date",
      JSON.stringify({ ...buildConsent(ACCEPT_ALL, now), timestamp: "2026-13-45T10:20:30Z" }),
    ],
  ])("treats a %s value as no consent", (_, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});
