import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { DEFAULT_LESSON_QUOTA, hoursLabel, lessonQuotaFrom, planLimitOf } from "./plan-limit.ts";

const quota = { hoursUntilReset: 7, subscriptionMessage: "One a day", currentCount: 1, maxRequests: 1 };

describe("planLimitOf", () => {
  it("reads a 429 as the daily lesson, with the hours until it resets", () => {
    const error = new ApiError(429, "RATE_LIMIT_EXCEEDED", "Used", {}, quota);
    expect(planLimitOf(error)).toEqual({ kind: "daily-lesson", quota });
  });
  it("leaves the day's spent token budget (also a 429) to show its own message", () => {
    const details = { reason: "TOKEN_BUDGET", hoursUntilReset: 3, resetsAt: "2026-03-15T00:00:00.000Z" };
    expect(planLimitOf(new ApiError(429, "RATE_LIMIT_EXCEEDED", "Allowance used", {}, details))).toBeNull();
  });
  it("reads a 402 as the topic limit", () => {
    expect(planLimitOf(new ApiError(402, "PRO_REQUIRED", "Pro", {}, { reason: "SECTION_LIMIT" }))).toEqual({
      kind: "topic",
    });
  });
  it("leaves other failures alone", () => {
    expect(planLimitOf(new ApiError(500, "INTERNAL", "x", {}))).toBeNull();
    expect(planLimitOf(new ApiError(404, "NOT_FOUND", "x", {}))).toBeNull();
    expect(planLimitOf(new Error("offline"))).toBeNull();
  });
});

describe("lessonQuotaFrom", () => {
  it("falls back to the spec's defaults for missing or malformed fields", () => {
    expect(lessonQuotaFrom(undefined)).toEqual(DEFAULT_LESSON_QUOTA);
    expect(lessonQuotaFrom({ hoursUntilReset: -2, subscriptionMessage: " ", currentCount: 1.5 })).toEqual(
      DEFAULT_LESSON_QUOTA,
    );
    expect(lessonQuotaFrom({ hoursUntilReset: 0 }).hoursUntilReset).toBe(0);
  });
});

describe("hoursLabel", () => {
  it("says hour or hours", () => {
    expect(hoursLabel(1)).toBe("1 hour");
    expect(hoursLabel(23)).toBe("23 hours");
  });
});
