import type { CourseOutline } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { staleCourseOf } from "./edit-course.ts";

const course: CourseOutline = {
  courseId: "6f1c2b9e-1d2a-4c55-9a7e-0b1c2d3e4f50",
  title: "Python",
  version: 4,
  materialCount: 0,
  sections: [],
};

describe("staleCourseOf", () => {
  it("answers the current course a 409 COURSE_VERSION_STALE carries", () => {
    const error = new ApiError(409, "CONFLICT", "changed", {}, { reason: "COURSE_VERSION_STALE", course });
    expect(staleCourseOf(error)).toEqual(course);
  });

  it("answers null for other conflicts, a malformed course and other errors", () => {
    expect(
      staleCourseOf(new ApiError(409, "CONFLICT", "busy", {}, { reason: "SECTION_GENERATING" })),
    ).toBeNull();
    expect(
      staleCourseOf(
        new ApiError(409, "CONFLICT", "changed", {}, { reason: "COURSE_VERSION_STALE", course: {} }),
      ),
    ).toBeNull();
    expect(staleCourseOf(new Error("network"))).toBeNull();
  });
});
