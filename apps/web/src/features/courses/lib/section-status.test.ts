import { describe, expect, it } from "vitest";
import {
  computeAverageScore,
  findFirstUncompletedLesson,
  findSectionNeedingLessons,
  formatSectionProgress,
  getLessonRowState,
  getSectionStatus,
  isCourseComplete,
} from "./section-status.ts";

const done = (id: string, grade?: number | null) => ({ id, isCompleted: true, grade });
const open = (id: string) => ({ id, isCompleted: false });

describe("computeAverageScore", () => {
  it("rounds the mean of completed lessons' grades above 0", () => {
    expect(computeAverageScore([done("a", 80), done("b", 91), done("c", 0), open("d")])).toBe(86);
  });
  it("ignores ungraded and uncompleted lessons and answers null when nothing is graded", () => {
    expect(
      computeAverageScore([done("a", null), done("b", 0), { id: "c", isCompleted: false, grade: 70 }]),
    ).toBe(null);
  });
});

describe("getSectionStatus", () => {
  it("is locked without lessons", () => {
    expect(getSectionStatus([])).toEqual({ kind: "locked" });
  });
  it("is in progress with counts and a rounded percent", () => {
    const status = getSectionStatus([done("a"), open("b"), open("c")]);
    expect(status).toEqual({ kind: "in-progress", completed: 1, total: 3, percent: 33 });
    if (status.kind !== "in-progress") throw new Error("expected in-progress");
    expect(formatSectionProgress(status)).toBe("1 of 3 lessons (33%)");
  });
  it("is completed when every lesson is done, with the average score", () => {
    expect(getSectionStatus([done("a", 70), done("b", 75)])).toEqual({ kind: "completed", averageScore: 73 });
  });
  it("is completed when the section is flagged complete", () => {
    expect(getSectionStatus([open("a")], true)).toEqual({ kind: "completed", averageScore: null });
  });
});

describe("getLessonRowState", () => {
  const first = { firstUncompletedLessonId: "b", isGenerating: false };
  it("marks only the first uncompleted lesson as next", () => {
    expect(getLessonRowState(open("b"), first)).toBe("next");
    expect(getLessonRowState(open("c"), first)).toBe("not-started");
    expect(getLessonRowState(done("a", 90), first)).toBe("completed");
  });
  it("shows generating for an uncompleted lesson whose content is being generated", () => {
    expect(getLessonRowState(open("b"), { ...first, isGenerating: true })).toBe("generating");
    expect(getLessonRowState(done("b"), { ...first, isGenerating: true })).toBe("completed");
  });
});

describe("findFirstUncompletedLesson", () => {
  it("scans sections in order", () => {
    const lessons = { s1: [done("a")], s2: [], s3: [done("b"), open("c")] };
    expect(findFirstUncompletedLesson(["s1", "s2", "s3"], lessons)).toEqual({
      sectionId: "s3",
      lessonId: "c",
    });
    expect(findFirstUncompletedLesson(["s1"], lessons)).toBeNull();
  });
});

describe("isCourseComplete", () => {
  it("needs every section complete, or the course flag", () => {
    const sections = [{ id: "s1" }, { id: "s2", isCompleted: true }];
    expect(isCourseComplete(false, sections, { s1: [done("a")] })).toBe(true);
    expect(isCourseComplete(false, sections, { s1: [open("a")] })).toBe(false);
    expect(isCourseComplete(false, [], {})).toBe(false);
    expect(isCourseComplete(true, [], {})).toBe(true);
  });
});

const sections = [{ id: "s1" }, { id: "s2" }, { id: "s3" }];

describe("findSectionNeedingLessons", () => {
  it("picks the next empty section once the previous one is fully done", () => {
    expect(findSectionNeedingLessons(sections, { s1: [{ isCompleted: true }] })).toEqual({ id: "s2" });
  });
  it("waits while the previous section has open lessons", () => {
    expect(
      findSectionNeedingLessons(sections, { s1: [{ isCompleted: true }, { isCompleted: false }] }),
    ).toBeNull();
  });
  it("never skips ahead past an empty section", () => {
    expect(findSectionNeedingLessons(sections, { s1: [], s3: [] })).toBeNull();
  });
  it("is null when every section has lessons", () => {
    const all = { s1: [{ isCompleted: true }], s2: [{ isCompleted: true }], s3: [{ isCompleted: false }] };
    expect(findSectionNeedingLessons(sections, all)).toBeNull();
  });
});
