import { describe, expect, it } from "vitest";
import {
  BIRTH_DATE_IN_FUTURE,
  BIRTH_DATE_INVALID,
  BIRTH_DATE_TOO_OLD,
  BIRTH_DATE_TOO_YOUNG,
  checkBirthDate,
  normalizeLearningSchedule,
  UpdateProfileRequestSchema,
} from "./user.ts";

describe("checkBirthDate", () => {
  const today = "2025-06-15";

  it("rejects users younger than 13 with the spec's text", () => {
    expect(checkBirthDate("2012-06-16", today)).toBe(
      "Unfortunately, users younger than 13 years old cannot be registered.",
    );
    expect(BIRTH_DATE_TOO_YOUNG).toBe("Unfortunately, users younger than 13 years old cannot be registered.");
  });

  it("accepts the 13th birthday itself", () => {
    expect(checkBirthDate("2012-06-15", today)).toBeNull();
  });

  it("accepts 100 and rejects 101 with the spec's text", () => {
    expect(checkBirthDate("1924-06-16", today)).toBeNull();
    expect(checkBirthDate("1924-06-15", today)).toBe(
      "Birth date seems not real. Please check your birth date.",
    );
    expect(checkBirthDate("1900-01-01", today)).toBe(BIRTH_DATE_TOO_OLD);
  });

  it("rejects future dates and impossible dates", () => {
    expect(checkBirthDate("2025-06-16", today)).toBe(BIRTH_DATE_IN_FUTURE);
    expect(checkBirthDate("2001-02-30", today)).toBe(BIRTH_DATE_INVALID);
    expect(checkBirthDate("15/06/2001", today)).toBe(BIRTH_DATE_INVALID);
  });

  it("takes today as a Date in local time", () => {
    expect(checkBirthDate("2000-01-01", new Date(2025, 0, 1))).toBeNull();
    expect(checkBirthDate("2012-01-02", new Date(2025, 0, 1))).toBe(BIRTH_DATE_TOO_YOUNG);
  });

  it("handles a 29 February birthday", () => {
    expect(checkBirthDate("2012-02-29", "2025-02-28")).toBe(BIRTH_DATE_TOO_YOUNG);
    expect(checkBirthDate("2012-02-29", "2025-03-01")).toBeNull();
  });
});

describe("normalizeLearningSchedule", () => {
  it("drops entries without times, appends seconds, fills a missing end with the default", () => {
    expect(
      normalizeLearningSchedule([
        { dayOfWeek: 3, startTime: "07:30", endTime: "08:15" },
        { dayOfWeek: 1 },
        { dayOfWeek: 2, startTime: null, endTime: "" },
        { dayOfWeek: 5, startTime: "18:00:00" },
        { dayOfWeek: 0, endTime: "19:30" },
      ]),
    ).toEqual([
      { dayOfWeek: 0, startTime: "18:00:00", endTime: "19:30:00" },
      { dayOfWeek: 3, startTime: "07:30:00", endTime: "08:15:00" },
      { dayOfWeek: 5, startTime: "18:00:00", endTime: "19:00:00" },
    ]);
  });
});

describe("UpdateProfileRequestSchema", () => {
  it("rejects values outside the enumerations", () => {
    expect(UpdateProfileRequestSchema.safeParse({ educationDegree: "Doctor" }).success).toBe(false);
    expect(UpdateProfileRequestSchema.safeParse({ currentStatus: 3 }).success).toBe(false);
    expect(UpdateProfileRequestSchema.safeParse({ motivation: 5 }).success).toBe(false);
    expect(UpdateProfileRequestSchema.safeParse({ motivation: 4, currentStatus: null }).success).toBe(true);
  });

  it("trims the username and keeps it 2 to 50 characters", () => {
    expect(UpdateProfileRequestSchema.parse({ username: "  Ada  " }).username).toBe("Ada");
    expect(UpdateProfileRequestSchema.safeParse({ username: " A " }).success).toBe(false);
    expect(UpdateProfileRequestSchema.safeParse({ username: "x".repeat(51) }).success).toBe(false);
  });
});
