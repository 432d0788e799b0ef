import { describe, expect, it } from "vitest";
import { hasCompletedSection, isLessonGated } from "./lesson-gate.ts";

const done = (id: string) => ({ id, isCompleted: true });
const open = (id: string) => ({ id, isCompleted: false });

/** Section 1 finished, section 2 with its lessons still to do. */
const firstTopicDone = [
  { isCompleted: true, lessons: [done("a"), done("b")] },
  { isCompleted: false, lessons: [open("c"), open("d")] },
];
/** Two lessons of section 1 done, one left: no whole topic completed yet. */
const midFirstTopic = [
  { isCompleted: false, lessons: [done("a"), done("b"), open("c")] },
  { isCompleted: false, lessons: [] },
];

describe("hasCompletedSection", () => {
  it("counts a section complete when flagged or when every lesson is done", () => {
    expect(hasCompletedSection(firstTopicDone)).toBe(true);
    expect(hasCompletedSection([{ isCompleted: false, lessons: [done("a"), done("b")] }])).toBe(true);
    expect(hasCompletedSection([{ isCompleted: true, lessons: [] }])).toBe(true);
  });
  it("does not count a partly done section or a section without lessons", () => {
    expect(hasCompletedSection(midFirstTopic)).toBe(false);
    expect(hasCompletedSection([{ lessons: [] }])).toBe(false);
    expect(hasCompletedSection([])).toBe(false);
  });
});

describe("isLessonGated", () => {
  it("stops a Free learner who completed a whole topic from opening an uncompleted lesson", () => {
    expect(isLessonGated({ isPro: false, lessonCompleted: false, sections: firstTopicDone })).toBe(true);
  });
  it("lets a Free learner keep going inside the first topic after completing some lessons", () => {
    expect(isLessonGated({ isPro: false, lessonCompleted: false, sections: midFirstTopic })).toBe(false);
  });
  it("lets a Free learner start the first lesson and review completed ones", () => {
    const fresh = [{ lessons: [open("a"), open("b")] }];
    expect(isLessonGated({ isPro: false, lessonCompleted: false, sections: fresh })).toBe(false);
    expect(isLessonGated({ isPro: false, lessonCompleted: true, sections: firstTopicDone })).toBe(false);
  });
  it("never stops a Pro learner", () => {
    expect(isLessonGated({ isPro: true, lessonCompleted: false, sections: firstTopicDone })).toBe(false);
  });
});
