import { conceptKey, type LessonBlock } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import {
  judgeQuizAnswerTask,
  nameLessonConceptsTask,
  writePracticeQuestionsTask,
  writeSectionLessonsTask,
} from "../test/tasks.ts";
import { demoJudgeQuizAnswer, demoNameLessonConcepts, demoWritePracticeQuestions } from "./learner-model.ts";
import { demoWriteLesson } from "./lesson.ts";
import { demoWriteSectionLessons } from "./lessons.ts";
import { demoQuiz } from "./tutor-modes.ts";

describe("the demo's concepts (issue 37)", () => {
  it("names 2-6 concepts per planned lesson, once each, building only on earlier or known ones", () => {
    for (const topic of ["Python Basics", "Lists and Dictionaries", "Capstone Project", "Photosynthesis"]) {
      const out = writeSectionLessonsTask.schema.parse(
        demoWriteSectionLessons({
          goal: "Learn Python for data analysis",
          courseTitle: "Python Foundations",
          section: { topic, summary: "What the section is about." },
          previousSections: [],
          knownConcepts: ["Variables"],
        }),
      );
      const seen = new Set(["variable"]);
      for (const lesson of out.lessons) {
        expect(lesson.concepts.length).toBeGreaterThanOrEqual(2);
        expect(lesson.concepts.length).toBeLessThanOrEqual(6);
        for (const concept of lesson.concepts) {
          for (const name of concept.buildsOn)
            expect(seen.has(conceptKey(name)) || lesson.concepts.some((c) => c.name === name)).toBe(true);
        }
        for (const concept of lesson.concepts) seen.add(conceptKey(concept.name));
      }
    }
  });

  it("backfills from written lessons' headings, else titles, deterministically", () => {
    const input = {
      goal: "Learn Python",
      courseTitle: "Python",
      section: { topic: "Control Flow", summary: "Decide and repeat." },
      lessons: [
        {
          title: "Conditions and Loops",
          headings: ["The Big Picture", "If statements", "While loops", "Summary"],
        },
        { title: "Quick Check: What You Learned", headings: [] },
      ],
    };
    const out = nameLessonConceptsTask.schema.parse(demoNameLessonConcepts(input));
    expect(out.lessons[0]!.concepts.map((c) => c.name)).toEqual(["If statements", "While loops"]);
    expect(out.lessons[1]!.concepts.map((c) => c.name)).toContain("If statements");
    expect(demoNameLessonConcepts(input)).toEqual(out);
  });

  it("judges a quiz reply by the question the tutor asked, with the checkpoint's concepts", () => {
    const lesson = demoWriteLesson({
      goal: "Learn Python",
      courseTitle: "Python",
      courseDescription: "Basics",
      level: 1,
      section: { topic: "Loops", summary: "Repeat work." },
      lessonTitle: "For Loops and While Loops",
      previousLessons: [],
      nextLessons: [],
      earlierSections: [],
      estimatedMinutes: 20,
      concepts: ["For loops", "While loops"],
    });
    const blocks = lesson.blocks as LessonBlock[];
    const asked = demoQuiz({
      question: "Quiz me",
      history: [],
      mode: "quiz",
      lesson: { title: lesson.title, blocks },
    });
    const checkpoint = blocks.find((b) => b.type === "checkpoint")!;
    const answer = checkpoint.type === "checkpoint" ? checkpoint.answer : "";
    const base = { lesson: { title: lesson.title, blocks }, concepts: ["For loops", "While loops"], asked };
    expect(judgeQuizAnswerTask.schema.parse(demoJudgeQuizAnswer({ ...base, answer }))).toEqual({
      answered: true,
      score: 1,
      concepts: ["For loops"],
    });
    expect(demoJudgeQuizAnswer({ ...base, answer: "no idea" })).toMatchObject({ answered: true, score: 0 });
    expect(demoJudgeQuizAnswer({ ...base, answer: "next" })).toMatchObject({ answered: false });
  });

  it("writes practice on a concept: which lesson teaches it, and its sentence to fill in", () => {
    const out = writePracticeQuestionsTask.schema.parse(
      demoWritePracticeQuestions({
        goal: "Learn Python",
        concept: "While loops",
        lessonTitles: ["Loops"],
        material: "A while loops keeps going as long as its condition holds. Other text.",
        otherConcepts: ["For loops", "Functions", "Lists"],
        seen: [],
        count: 3,
      }),
    );
    expect(out.questions[0]!.choices).toContain("While loops");
    expect(out.questions[0]!.answer).toBe("While loops");
    expect(out.questions[1]!.choices).toEqual([]);
    expect(out.questions[1]!.question).toContain("_____");
  });
});
