import { describe, expect, it } from "vitest";
import { GOALS } from "../test/goals.ts";
import {
  planGoalTask,
  writeChoiceQuizTask,
  writeCourseRoadmapTask,
  writeSectionLessonsTask,
  writeTopicAssessmentTask,
} from "../test/tasks.ts";
import { DEMO_ANSWERS } from "./index.ts";
import type { PlannedCourse } from "./server-types.ts";
import { titleCase } from "./text.ts";

/** The app's goal text for the later tasks: the description plus "question answer" (see describeGoal). */
const goalText = (goal: string, answer: string) =>
  answer ? `${goal} (What do you want to be able to do, and how much do you know? ${answer})` : goal;

const plan = (goal: string, answer = "") =>
  planGoalTask.schema.parse(
    DEMO_ANSWERS["plan-goal"]({
      goal,
      clarifications: answer ? [{ question: "What do you want to do?", answer }] : [],
      profile: {},
    } as never),
  ).goal!;

const roadmap = (goal: string, course: PlannedCourse) =>
  writeCourseRoadmapTask.schema.parse(DEMO_ANSWERS["write-course-roadmap"]({ goal, course } as never))
    .sections;

const lessons = (goal: string, courseTitle: string, section: { topic: string; summary: string }) =>
  writeSectionLessonsTask.schema.parse(
    DEMO_ANSWERS["write-section-lessons"]({ goal, courseTitle, section, previousSections: [] } as never),
  ).lessons;

/** Words a title may keep in lower case: joining words (not first) and names spelt that way. */
const JOINING = new Set(
  "a an the and but or nor for as at by in of on to via vs with from into onto per than".split(" "),
);
const LOWER_NAMES = new Set(["pandas", "matplotlib", "iOS", "macOS"]);

/** Title-case problems in a course or section title: lower-case words that should be capitalised. */
function titleCaseProblems(title: string): string[] {
  return title
    .split(" ")
    .filter((word, i) => /^\p{Ll}/u.test(word) && !LOWER_NAMES.has(word) && (i === 0 || !JOINING.has(word)));
}

describe("demo output quality", () => {
  it("title-cases like an editor: small words lower case, acronyms and names kept", () => {
    expect(titleCase("analyse sales data at work")).toBe("Analyse Sales Data at Work");
    expect(titleCase("learn sql for ios apps")).toBe("Learn SQL for iOS Apps");
    expect(titleCase("ux design with figma and AI")).toBe("UX Design with Figma and AI");
    expect(titleCase("the art of war")).toBe("The Art of War");
    expect(titleCase("hands-on javascript with pandas")).toBe("Hands-On JavaScript with pandas");
    expect(titleCase("LEARN PYTHON")).toBe("Learn Python");
    expect(titleCase("pass JLPT N3")).toBe("Pass JLPT N3");
  });

  it("keeps the purpose out of course titles and puts it in the description", () => {
    const python = plan("python", "To analyse sales data at work");
    expect(python.courses[0]!.title).toBe("Python Foundations");
    expect(python.courses[0]!.description).toContain("drawn from analysing sales data at work");
    for (const course of python.courses) expect(course.title).not.toMatch(/sales|work/i);
    const spanish = plan("I want to learn Spanish to travel in Mexico next summer");
    expect(spanish.courses.map((c) => c.title).join(" ")).not.toMatch(/mexico|travel/i);
    expect(spanish.courses[0]!.description).toContain("travelling in Mexico next summer");
  });

  it("gives the Python example Python-specific, progressive sections and lessons", () => {
    const answer = "To analyse sales data at work";
    const course = plan("python", answer).courses[0]!;
    const sections = roadmap(goalText("python", answer), course);
    expect(sections.map((s) => s.topic)).toEqual([
      "Setting Up Python and Your Editor",
      "Variables, Types and Expressions",
      "Control Flow: Conditions and Loops",
      "Functions and Modules",
      "Working with Files and CSV Data",
      "Data Analysis with pandas",
      "Charts with matplotlib",
      "Capstone: a Sales Report",
    ]);
    const loops = lessons(goalText("python", answer), course.title, sections[2]!).map((l) => l.title);
    expect(loops).toEqual([
      "Making Decisions with if, elif and else",
      "Repeating Work with for Loops",
      "while Loops and When to Stop",
      "Practice: Sort Sales Figures into Bands",
    ]);
  });

  it("adapts sections to the purpose: Spanish for travel gets travel situations", () => {
    const course = plan("learn Spanish for travel").courses[0]!;
    const topics = roadmap("learn Spanish for travel", course).map((s) => s.topic);
    expect(topics).toContain("Travel Situations: Hotels, Transport and Directions");
    expect(topics.some((t) => t.includes(course.title))).toBe(false);
  });

  it("writes a generic fallback that uses the goal's noun naturally", () => {
    const goal = plan("beekeeping in my back garden as a hobby");
    expect(goal.courses[0]!.title).toBe("Getting Started with Beekeeping");
    const sections = roadmap("beekeeping in my back garden as a hobby", goal.courses[0]!);
    expect(sections[0]!.topic).toBe("Beekeeping: the Big Picture");
    expect(sections[0]!.summary).toContain("what beekeeping involves");
    expect(sections.map((s) => s.topic).join("|")).not.toMatch(
      /Key Vocabulary|The Big Ideas|What .* Is and Why/,
    );
  });

  it("asks quiz questions whose marked answer is right for well-known subjects", () => {
    const quiz = writeChoiceQuizTask.schema.parse(
      DEMO_ANSWERS["write-choice-quiz"]({ goal: "python" } as never),
    );
    const len = quiz.questions.find((q) => q.question.startsWith("What does len("))!;
    expect(len.options[len.correctIndex]).toBe("3");
    const calculus = writeTopicAssessmentTask.schema.parse(
      DEMO_ANSWERS["write-topic-assessment"]({ goal: "calculus" } as never),
    );
    const questions = calculus.topics.flatMap((t) => t.questions);
    const derivative = questions.find((q) => q.question === "What is the derivative of x²?")!;
    expect(derivative.correctAnswer).toBe("2x");
    expect(questions.some((q) => /Calculus/.test(q.question))).toBe(false);
  });

  it.each(
    GOALS.map((goal, i) => [
      goal.slice(0, 50),
      goal,
      i % 2 ? "I'm a beginner and want to use it at work" : "",
    ]),
  )("keeps titles short, specific, distinct and well cased: %s", (_label, goal, answer) => {
    const first = planGoalTask.schema.parse(
      DEMO_ANSWERS["plan-goal"]({ goal, clarifications: [], profile: {} } as never),
    );
    const reply = first.goal && !answer ? "" : answer || "some experience, for fun";
    const planned = plan(goal, reply);
    const text = goalText(goal, reply);
    for (const [index, course] of planned.courses.entries()) {
      expect(course.title.length).toBeLessThanOrEqual(60);
      expect(titleCaseProblems(course.title)).toEqual([]);
      const sections = roadmap(text, course);
      expect(new Set(sections.map((s) => s.topic)).size).toBe(sections.length);
      for (const section of sections) {
        expect(section.topic.length).toBeLessThanOrEqual(60);
        expect(section.topic).not.toContain(course.title);
        expect(titleCaseProblems(section.topic)).toEqual([]);
        expect(section.summary).not.toMatch(/ {2}|\{|\}/);
      }
      // Every section of the first course, the first section of the others (what the app creates at once).
      for (const section of index === 0 ? sections : sections.slice(0, 1)) {
        const titles = lessons(text, course.title, section).map((l) => l.title);
        expect(new Set(titles).size).toBe(titles.length);
        for (const title of titles) {
          expect(title.length).toBeLessThanOrEqual(70);
          expect(title.startsWith(section.topic)).toBe(false);
          expect(title).not.toMatch(/: Key Ideas$|\{|\}/);
        }
      }
    }
  });
});

describe("knowledge units", () => {
  it("leads each course's tags with what is specific to it, not the shared subject", () => {
    const firstTags = plan("learn Spanish for travel", "For a trip to Mexico").courses.map(
      (course) => course.tags[0],
    );
    expect(new Set(firstTags).size).toBe(firstTags.length);
    expect(firstTags).not.toContain("spanish");
  });
});
