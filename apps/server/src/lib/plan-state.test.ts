import { describe, expect, it } from "vitest";
import { addOneMonth } from "../billing/provider.ts";
import { isPlanActive, RENEWAL_GRACE_MS } from "./plan-state.ts";

const now = Date.parse("2026-11-24T12:00:00Z");
const at = (offsetMs: number) => new Date(now + offsetMs);

describe("isPlanActive", () => {
  it("keeps a renewing plan through its period and a short grace for the renewal", () => {
    expect(isPlanActive({ status: "active", periodEnd: at(86_400_000) }, now)).toBe(true);
    expect(isPlanActive({ status: "active", periodEnd: at(-RENEWAL_GRACE_MS + 1000) }, now)).toBe(true);
    expect(isPlanActive({ status: "active", periodEnd: at(-RENEWAL_GRACE_MS - 1000) }, now)).toBe(false);
    expect(isPlanActive({ status: "active", periodEnd: null }, now)).toBe(true);
  });

  it("keeps a canceled plan until its period ends, and never past_due or expired", () => {
    expect(isPlanActive({ status: "canceled", periodEnd: at(1000) }, now)).toBe(true);
    expect(isPlanActive({ status: "canceled", periodEnd: at(-1000) }, now)).toBe(false);
    expect(isPlanActive({ status: "canceled", periodEnd: null }, now)).toBe(false);
    expect(isPlanActive({ status: "past_due", periodEnd: at(86_400_000) }, now)).toBe(false);
    expect(isPlanActive({ status: "expired", periodEnd: at(86_400_000) }, now)).toBe(false);
  });
});

describe("addOneMonth", () => {
  it("moves to the same day next month, or that month's last day", () => {
    expect(addOneMonth(new Date("2026-11-24T10:00:00Z")).toISOString()).toBe("2026-12-24T10:00:00.000Z");
    expect(addOneMonth(new Date("2026-01-31T10:00:00Z")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addOneMonth(new Date("2028-01-31T10:00:00Z")).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addOneMonth(new Date("2026-12-15T00:00:00Z")).toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });
});
