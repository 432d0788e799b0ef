import type { CourseOutline } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { checkReplan, planReplan } from "./replan.ts";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const lesson = (n: number, extra: Partial<CourseOutline["sections"][number]["lessons"][number]> = {}) => ({
  id: id(100 + n),
  title: `Lesson ${n}`,
  order: 0,
  estimatedTimeInMinutes: 20,
  isCompleted: false,
  grade: null,
  isHidden: false,
  hasProgress: false,
  generationStatus: "idle" as const,
  contentVersion: 1,
  ...extra,
});
const section = (n: number, topic: string, lessons: CourseOutline["sections"][number]["lessons"] = []) => ({
  id: id(n),
  content: topic,
  summary: `About ${topic}`,
  order: n,
  isCompleted: false,
  isGenerating: false,
  lessons,
});
const outline: CourseOutline = {
  courseId: id(0),
  title: "Biology",
  version: 3,
  materialCount: 1,
  sections: [
    section(1, "Intro", [lesson(1, { isCompleted: true, hasProgress: true })]),
    section(2, "Old Topic", [lesson(2)]),
    section(3, "Hidden Stuff", [lesson(3, { isHidden: true })]),
    section(4, "photosynthesis", [lesson(4)]),
  ],
};
const proposed = (topic: string) => ({
  topic,
  summary: `Learn ${topic} well.`,
  lessons: ["A", "B", "C"].map((t) => ({
    title: `${topic} ${t}`,
    estimatedMinutes: 20,
    concepts: [
      { name: `${topic} ${t} idea`, buildsOn: [] },
      { name: `${topic} ${t} use`, buildsOn: [] },
    ],
  })),
});

describe("planReplan", () => {
  it("keeps what has progress or a hidden lesson, keeps a same-named section, adds and removes the rest", () => {
    const plan = planReplan(outline, {
      sections: [proposed("Cell Membranes"), proposed("Photosynthesis"), proposed("Respiration")],
    });
    expect(plan.sections.map((s) => [s.status, s.topic, s.keptBecause])).toEqual([
      ["kept", "Intro", "progress"],
      ["added", "Cell Membranes", null],
      ["kept", "Hidden Stuff", "hidden"],
      ["kept", "photosynthesis", "material"],
      ["added", "Respiration", null],
    ]);
    expect(plan.removed.map((s) => s.topic)).toEqual(["Old Topic"]);
    expect(plan.edit.sections.map((s) => (s.kind === "keep" ? s.sectionId : s.topic))).toEqual([
      id(1),
      "Cell Membranes",
      id(3),
      id(4),
      "Respiration",
    ]);
    // The edit the preview answers passes the checks that apply it, removing the one section.
    expect(checkReplan(outline, plan.edit)).toEqual([id(2)]);
  });

  it("refuses a re-plan leaving out a hidden lesson's section or made without material", () => {
    const edit = {
      kind: "replanFromSources" as const,
      sections: [{ kind: "keep" as const, sectionId: id(1) }],
    };
    expect(() => checkReplan(outline, edit)).toThrow(/lesson you hid/);
    expect(() => checkReplan({ ...outline, materialCount: 0 }, edit)).toThrow(/Attach your sources/);
  });
});
