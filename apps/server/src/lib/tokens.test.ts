import { afterEach, describe, expect, it, vi } from "vitest";
import { signAccessToken, verifyAccessToken } from "./tokens.ts";

const SECRET = "a-test-secret-that-is-long-enough-for-hs256";
const claims = { userId: "4b0f8a52-5f7e-4b57-9f0a-6d1c2e3f4a5b", tokenVersion: 3 };

describe("access tokens", () => {
  afterEach(() => vi.useRealTimers());

  it("answers the claims of a valid token, again from memory, and refuses it once it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T10:00:00Z"));
    const token = await signAccessToken(SECRET, claims, 60);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(new Date("2026-11-25T10:01:01Z"));
    expect(await verifyAccessToken(SECRET, token)).toBeNull();
    expect(await verifyAccessToken(SECRET, token)).toBeNull();
  });

  it("never accepts a remembered token under another secret, nor a token with a changed signature", async () => {
    const token = await signAccessToken(SECRET, claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken(`${SECRET}-rotated`, token)).toBeNull();
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect(await verifyAccessToken(SECRET, tampered)).toBeNull();
  });
});
