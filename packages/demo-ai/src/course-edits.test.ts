import type { LessonBlock } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { rewriteLessonTask, rewriteSectionLessonsTask, writeCourseSectionTask } from "../test/tasks.ts";
import { demoRewriteLesson, demoRewriteSectionLessons, demoWriteCourseSection } from "./course-edits.ts";

const sections = [
  { topic: "Python Basics", summary: "Variables, types and control flow." },
  { topic: "Working with Data Files", summary: "Reading and writing CSV files." },
  { topic: "Final Project", summary: "A small analysis of your own." },
];

const blocks: LessonBlock[] = [
  {
    type: "paragraph",
    text: "Loops repeat work. They save you typing. They also hide bugs. Watch the bounds.",
  },
  { type: "header", level: 2, text: "The Big Picture" },
  { type: "header", level: 3, text: "For Loops" },
  {
    type: "paragraph",
    text: "A for loop walks a sequence. Each pass binds the next item. It stops at the end.",
  },
  { type: "list", ordered: false, items: ["one", "two", "three", "four", "five", "six"] },
  { type: "codeBlock", language: "python", code: "for x in range(3):\n    print(x)" },
];

describe("demo course edits", () => {
  it("writes a section on the asked subject, placed after the section it relates to", () => {
    const input = {
      goal: "Learn Python",
      courseTitle: "Python for Data",
      subject: "reading data files with pandas",
      sections,
    };
    const out = writeCourseSectionTask.schema.parse(demoWriteCourseSection(input));
    expect(out.topic).toMatch(/Reading Data Files with Pandas/i);
    expect(out.position).toBe(2);
    expect(out.lessons.length).toBeGreaterThanOrEqual(3);
    expect(demoWriteCourseSection(input)).toEqual(out);
    expect(demoWriteCourseSection({ ...input, subject: "Statistics" }).position).toBe(3);
  });

  it("rewrites a section's lessons towards practice when asked", () => {
    const out = rewriteSectionLessonsTask.schema.parse(
      demoRewriteSectionLessons({
        goal: "Learn Python",
        courseTitle: "Python for Data",
        section: sections[1]!,
        lessons: ["Theory of Files"],
        instruction: "more practice, less theory",
      }),
    );
    expect(out.lessons.filter((l) => /^(practice|challenge)/i.test(l.title)).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it("writes a simpler and a deeper version of a lesson, deterministically", () => {
    const input = { courseTitle: "Python", sectionTopic: "Basics", title: "Loops", blocks };
    const simpler = rewriteLessonTask.schema.parse(demoRewriteLesson({ ...input, style: "simpler" }));
    const paragraphs = simpler.blocks.filter((b) => b.type === "paragraph").map((b) => b.text);
    expect(paragraphs[0]).toMatch(/simpler version/);
    expect(paragraphs).toContain("Loops repeat work. They save you typing.");
    expect(simpler.blocks.some((b) => b.type === "codeBlock")).toBe(false);
    const deeper = rewriteLessonTask.schema.parse(demoRewriteLesson({ ...input, style: "deeper" }));
    expect(deeper.blocks.length).toBeGreaterThan(blocks.length);
    expect(deeper.blocks.some((b) => b.type === "paragraph" && /Why for loops works/.test(b.text))).toBe(
      true,
    );
    const custom = demoRewriteLesson({ ...input, style: "custom", instruction: "use cooking analogies" });
    expect(custom.blocks[0]).toMatchObject({
      type: "paragraph",
      text: expect.stringContaining("cooking analogies"),
    });
    expect(demoRewriteLesson({ ...input, style: "deeper" })).toEqual(deeper);
  });
});
