import { describe, expect, it } from "vitest";
import { camelizeKeys } from "./keys.ts";

describe("camelizeKeys", () => {
  it("accepts the server's capitalised spelling deeply", () => {
    const input = {
      ActiveCourseId: "c1",
      Courses: [{ Id: "c1", IsActive: true, Tags: ["A"] }],
      LessonsForRoadmaps: { r1: [{ Id: "l1", EstimatedTimeInMinutes: 30 }] },
    };
    expect(camelizeKeys(input)).toEqual({
      activeCourseId: "c1",
      courses: [{ id: "c1", isActive: true, tags: ["A"] }],
      lessonsForRoadmaps: { r1: [{ id: "l1", estimatedTimeInMinutes: 30 }] },
    });
  });

  it("prefers an explicit camelCase key when both spellings are present", () => {
    expect(camelizeKeys({ Id: "old", id: "new" })).toEqual({ id: "new" });
  });

  it("leaves all-caps keys, primitives and null alone", () => {
    expect(camelizeKeys({ URL: "x", n: null, s: "Text" })).toEqual({ URL: "x", n: null, s: "Text" });
    expect(camelizeKeys("Value")).toBe("Value");
    expect(camelizeKeys(null)).toBeNull();
  });
});
