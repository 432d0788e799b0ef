import { describe, expect, it } from "vitest";
import { replanCourseSectionsTask } from "../test/tasks.ts";
import { demoReplanCourseSections } from "./replan.ts";

const heading = (path: string[], page: number) => ({ path, page });
const book = {
  title: "Biology book",
  headings: [
    heading(["Cells"], 1),
    heading(["Cells", "Cell Membranes"], 1),
    heading(["Cells", "Organelles"], 2),
    heading(["Energy"], 3),
    heading(["Energy", "Photosynthesis"], 3),
    heading(["Energy", "Photosynthesis", "Light Reactions"], 3),
    heading(["Energy", "Photosynthesis", "The Calvin Cycle"], 3),
    heading(["Energy", "Photosynthesis", "Chloroplasts"], 3),
    heading(["Energy", "Respiration"], 4),
  ],
};
const base = {
  goal: "Learn biology",
  courseDescription: "The basics",
  outline: [book],
  sections: [{ topic: "What Is Life", summary: "Life's traits.", stays: false }],
};

describe("demo re-plan from the material", () => {
  it("plans the sections from the sub-headings of the chapter the course names", () => {
    const input = {
      ...base,
      courseTitle: "Energy in Living Things",
      position: { index: 0, count: 2, otherCourses: ["Cells"] },
    };
    const out = replanCourseSectionsTask.schema.parse(demoReplanCourseSections(input));
    expect(out.sections.map((s) => s.topic)).toEqual(["Photosynthesis", "Respiration"]);
    // A heading with three sub-headings gives them as its lessons.
    expect(out.sections[0]!.lessons.map((l) => l.title)).toEqual([
      "Light Reactions",
      "The Calvin Cycle",
      "Chloroplasts",
    ]);
    expect(out.sections[1]!.lessons.length).toBeGreaterThanOrEqual(3);
    expect(demoReplanCourseSections(input)).toEqual(out);
  });

  it("takes the course's share of the chapters when its title names none", () => {
    const input = {
      ...base,
      courseTitle: "Biology Foundations",
      position: { index: 1, count: 2, otherCourses: ["Intro"] },
    };
    const out = replanCourseSectionsTask.schema.parse(demoReplanCourseSections(input));
    expect(out.sections.map((s) => s.topic)).toEqual(["Photosynthesis", "Respiration"]);
  });

  it("keeps a section that holds progress in its place", () => {
    const input = {
      ...base,
      courseTitle: "Biology Foundations",
      position: { index: 0, count: 1, otherCourses: [] },
      sections: [{ topic: "What Is Life", summary: "Life's traits.", stays: true }],
    };
    const out = replanCourseSectionsTask.schema.parse(demoReplanCourseSections(input));
    expect(out.sections.map((s) => s.topic)).toEqual([
      "What Is Life",
      "Cell Membranes",
      "Organelles",
      "Photosynthesis",
      "Respiration",
    ]);
  });
});
