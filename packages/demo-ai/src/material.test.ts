import { describe, expect, it } from "vitest";
import {
  planGoalTask,
  writeCourseRoadmapTask,
  writeLessonAssessmentTask,
  writeLessonTask,
} from "../test/tasks.ts";
import { DEMO_ANSWERS } from "./index.ts";

const OUTLINE = [
  {
    title: "Biology book",
    headings: [
      { path: ["Cells"], page: 1 },
      { path: ["Cells", "Cell Membranes"], page: 1 },
      { path: ["Cells", "Organelles"], page: 2 },
      { path: ["Energy"], page: 3 },
      { path: ["Energy", "Photosynthesis"], page: 3 },
      { path: ["Appendix"], page: 5 },
    ],
  },
];
const PASSAGES = [
  {
    n: 1,
    sourceTitle: "Biology book",
    location: "Page 1 · Cells › Cell Membranes",
    text: "The cell membrane is a phospholipid bilayer. It controls what enters and leaves the cell. Proteins act as channels.",
  },
  {
    n: 2,
    sourceTitle: "Biology book",
    location: "Page 2 · Cells › Organelles",
    text: "Organelles are specialised structures inside the cell. The nucleus stores the genetic material.",
  },
];

describe("the demo provider on the learner's material", () => {
  it("plans one course per chapter, and each course's sections from the chapter's headings", () => {
    const plan = planGoalTask.schema.parse(
      DEMO_ANSWERS["plan-goal"]({
        goal: "Pass my biology exam",
        clarifications: [],
        profile: {},
        outline: OUTLINE,
      }),
    );
    const courses = plan.goal!.courses;
    expect(courses.map((c) => c.title)).toEqual(["Cells", "Energy", "Appendix"]);
    expect(courses[0]!.description).toContain('"Biology book" from page 1: Cell Membranes, Organelles');
    const roadmap = (course: (typeof courses)[number]) =>
      writeCourseRoadmapTask.schema.parse(
        DEMO_ANSWERS["write-course-roadmap"]({ goal: "Pass my biology exam", course, outline: OUTLINE }),
      );
    expect(roadmap(courses[0]!).sections.map((s) => s.topic)).toEqual(["Cell Membranes", "Organelles"]);
    // A chapter without sub-headings is one section.
    expect(roadmap(courses[2]!).sections.map((s) => s.topic)).toEqual(["Appendix"]);
  });

  it("groups many chapters into at most six courses, in order", () => {
    const headings = Array.from({ length: 14 }, (_, i) => ({ path: [`Chapter ${i + 1}`], page: i + 1 }));
    const plan = planGoalTask.schema.parse(
      DEMO_ANSWERS["plan-goal"]({
        goal: "Read my whole textbook",
        clarifications: [],
        profile: {},
        outline: [{ title: "Book", headings }],
      }),
    );
    expect(plan.goal!.courses.map((c) => c.title)).toEqual([
      "Chapter 1 to Chapter 3",
      "Chapter 4 to Chapter 6",
      "Chapter 7 to Chapter 9",
      "Chapter 10 to Chapter 12",
      "Chapter 13 to Chapter 14",
    ]);
  });

  it("writes an extractive lesson quoting the passages with their citations, and asks from them", () => {
    const lesson = writeLessonTask.schema.parse(
      DEMO_ANSWERS["write-lesson"]({
        goal: "Pass my biology exam",
        courseTitle: "Cells",
        courseDescription: "The first chapter.",
        level: 1,
        section: { topic: "Cell Membranes", summary: "Work through it." },
        lessonTitle: "What a Membrane Does",
        previousLessons: [],
        nextLessons: [],
        earlierSections: [],
        estimatedMinutes: 20,
        passages: PASSAGES,
      }),
    );
    const text = JSON.stringify(lesson.blocks);
    expect(text).toContain(
      "The cell membrane is a phospholipid bilayer. It controls what enters and leaves the cell. Proteins act as channels. [1]",
    );
    expect(text).toContain("The nucleus stores the genetic material. [2]");
    expect(text).toContain("offline demo model");
    const assessment = writeLessonAssessmentTask.schema.parse(
      DEMO_ANSWERS["write-lesson-assessment"]({
        lessonTitle: lesson.title,
        blocks: lesson.blocks,
        passages: PASSAGES,
      }),
    );
    const first = assessment.questions[0]!;
    expect(first).toMatchObject({ kind: "choice", passage: 1 });
    expect(first.options[first.correctIndex!]).toBe("The cell membrane is a phospholipid bilayer.");
    expect(assessment.questions.some((q) => q.kind === "open" && q.passage === 1)).toBe(true);
  });
});

describe("the demo planner on a manual (issue 43)", () => {
  const MANUAL = [
    {
      title: "Tool manual",
      headings: [
        { path: ["Table of Contents"], page: 1 },
        { path: ["Getting Started"], page: 3 },
        { path: ["Getting Started", "Installing"], page: 3 },
        { path: ["Configuration"], page: 9 },
        { path: ["Configuration", "Profiles"], page: 9 },
        { path: ["GNU Free Documentation License"], page: 40 },
        { path: ["GNU Free Documentation License", "Preamble"], page: 40 },
        { path: ["Bibliography"], page: 45 },
        { path: ["Index"], page: 47 },
      ],
    },
  ];
  const plan = (goal: string) =>
    planGoalTask.schema.parse(
      DEMO_ANSWERS["plan-goal"]({ goal, clarifications: [], profile: {}, outline: MANUAL }),
    ).goal!.courses;

  it("makes no course of the licence, index, contents or bibliography", () => {
    const courses = plan("Use the tool at work");
    expect(courses.map((c) => c.title)).toEqual(["Getting Started", "Configuration"]);
    const roadmap = writeCourseRoadmapTask.schema.parse(
      DEMO_ANSWERS["write-course-roadmap"]({
        goal: "Use the tool at work",
        course: courses[1]!,
        outline: MANUAL,
      }),
    );
    expect(roadmap.sections.map((s) => s.topic)).toEqual(["Profiles"]);
  });

  it("keeps the licence when the goal asks for it", () => {
    expect(plan("Understand the manual's licence").map((c) => c.title)).toEqual([
      "Getting Started",
      "Configuration",
      "GNU Free Documentation License",
    ]);
  });
});
