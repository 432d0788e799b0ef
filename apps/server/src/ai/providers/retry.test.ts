import { describe, expect, it } from "vitest";
import { backoffMs, readRetryAfterMs } from "./retry.ts";

describe("Retry-After", () => {
  it("reads seconds, milliseconds and HTTP dates", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(readRetryAfterMs({ "Retry-After": "2" }, now)).toBe(2000);
    expect(readRetryAfterMs({ "retry-after-ms": "150", "retry-after": "9" }, now)).toBe(150);
    expect(readRetryAfterMs({ "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" }, now)).toBe(3000);
    expect(readRetryAfterMs({ "retry-after": "soon" }, now)).toBeUndefined();
    expect(readRetryAfterMs(undefined)).toBeUndefined();
  });

  it("backs off exponentially with bounded jitter", () => {
    expect(backoffMs(0, () => 0.5)).toBe(500);
    expect(backoffMs(2, () => 0.5)).toBe(2000);
    expect(backoffMs(10, () => 1)).toBe(10000);
  });
});
