import { describe, expect, it } from "vitest";
import { GOALS } from "../test/goals.ts";
import {
  evaluateTopicAssessmentTask,
  planGoalTask,
  writeChoiceQuizTask,
  writeCourseRoadmapTask,
  writeImagePromptTask,
  writeKnowledgeQuestionsTask,
  writeSectionLessonsTask,
  writeTopicAssessmentTask,
} from "../test/tasks.ts";
import { DEMO_ANSWERS } from "./index.ts";
import type { LearnerProfile } from "./server-types.ts";

const PROFILES: LearnerProfile[] = [
  {},
  {
    educationDegree: "Bachelor",
    currentStatus: 2,
    motivation: 0,
    learningSchedule: [{ dayOfWeek: 1, startTime: "18:00:00", endTime: "19:00:00" }],
  },
  {
    educationDegree: "HighSchool",
    currentStatus: 1,
    motivation: 1,
    learningSchedule: [1, 2, 3, 4, 5].map((d) => ({
      dayOfWeek: d,
      startTime: "17:00:00",
      endTime: "19:00:00",
    })),
  },
  { educationDegree: "PhD", currentStatus: 0, motivation: 2 },
];

/** Runs every task of the demo provider for one goal and checks each answer against its schema. */
function runAllTasks(goal: string, index: number) {
  const profile = PROFILES[index % PROFILES.length]!;
  const first = planGoalTask.schema.parse(
    DEMO_ANSWERS["plan-goal"]({ goal, clarifications: [], profile } as never),
  );
  const clarifications = first.clarifyingQuestion
    ? [
        {
          question: first.clarifyingQuestion,
          answer: index % 2 ? "I'm a beginner and want to use it for my job" : "some experience, for fun",
        },
      ]
    : [];
  const plan = planGoalTask.schema.parse(
    DEMO_ANSWERS["plan-goal"]({ goal, clarifications, profile } as never),
  );
  expect(plan.goal).not.toBeNull();
  const course = plan.goal!.courses[index % plan.goal!.courses.length]!;
  const roadmap = writeCourseRoadmapTask.schema.parse(
    DEMO_ANSWERS["write-course-roadmap"]({ goal, course, profile } as never),
  );
  const section = roadmap.sections[1]!;
  const lessons = writeSectionLessonsTask.schema.parse(
    DEMO_ANSWERS["write-section-lessons"]({
      goal,
      courseTitle: course.title,
      section,
      previousSections: [roadmap.sections[0]!.topic],
    } as never),
  );
  const knowledge = writeKnowledgeQuestionsTask.schema.parse(
    DEMO_ANSWERS["write-knowledge-questions"]({ goal, level: "Beginner" } as never),
  );
  const quiz = writeChoiceQuizTask.schema.parse(DEMO_ANSWERS["write-choice-quiz"]({ goal } as never));
  const topics = writeTopicAssessmentTask.schema.parse(
    DEMO_ANSWERS["write-topic-assessment"]({ goal } as never),
  );
  const submission = {
    topics: topics.topics.map((t) => ({
      topicTitle: t.title,
      answers: t.questions.map((q, i) => ({
        questionIndex: i,
        questionType: q.type,
        question: q.question,
        answer: q.correctAnswer ?? "short",
        correctAnswer: q.correctAnswer ?? undefined,
      })),
    })),
  };
  const evaluation = evaluateTopicAssessmentTask.schema.parse(
    DEMO_ANSWERS["evaluate-topic-assessment"]({ goal, submission } as never),
  );
  const image = writeImagePromptTask.schema.parse(
    DEMO_ANSWERS["write-image-prompt"]({ goal, title: plan.goal!.title } as never),
  );
  return { first, plan, roadmap, lessons, knowledge, quiz, topics, evaluation, image };
}

describe("demo provider", () => {
  it("has at least 50 varied goals to test", () => {
    expect(GOALS.length).toBeGreaterThanOrEqual(50);
    expect(GOALS.some((g) => g.length === 2000)).toBe(true);
  });

  it.each(GOALS.map((goal, index) => [goal.slice(0, 60), goal, index] as const))(
    "answers every task within its schema, deterministically: %s",
    (_label, goal, index) => {
      const once = runAllTasks(goal, index);
      expect(runAllTasks(goal, index)).toEqual(once);
      for (const course of once.plan.goal!.courses) {
        expect(course.desiredDuration).toBeLessThanOrEqual(course.realisticDuration);
        expect(course.title).not.toMatch(/[<>{}]/);
      }
    },
  );

  it("asks what the learner wants to do when the goal is vague", () => {
    const answer = DEMO_ANSWERS["plan-goal"]({ goal: "python", clarifications: [], profile: {} } as never);
    expect(answer).toEqual({
      clarifyingQuestion:
        "What do you want to be able to do with Python, and how much experience do you have?",
      goal: null,
    });
  });

  it("builds course titles from the goal's own words", () => {
    const answer = planGoalTask.schema.parse(
      DEMO_ANSWERS["plan-goal"]({
        goal: "learn Python for data analysis",
        clarifications: [],
        profile: {},
      } as never),
    );
    const titles = answer.goal!.courses.map((c) => c.title);
    expect(answer.goal!.title).toBe("Python for Data Analysis");
    expect(titles).toContain("Python Foundations");
    expect(titles).toContain("Data Analysis with pandas");
    expect(answer.goal!.courses[0]!.description).toMatch(/with data analysis in mind/);
    expect(answer.goal!.courses[1]!.tags).toContain("pandas");
  });

  it("uses the clarification answers: purpose and level change the plan", () => {
    const ask = (answer: string) =>
      planGoalTask.schema.parse(
        DEMO_ANSWERS["plan-goal"]({
          goal: "python",
          clarifications: [{ question: "?", answer }],
          profile: {},
        } as never),
      ).goal!;
    const beginner = ask("I'm a complete beginner and want to build dashboards for my sales data");
    const advanced = ask("I'm an advanced developer, for web scraping");
    expect(beginner.title).toContain("Build Dashboards for My Sales Data");
    // The purpose shapes the description, not the course title.
    expect(beginner.courses[0]!.title).toBe("Python Foundations");
    expect(beginner.courses[0]!.description).toContain("building dashboards for your sales data");
    expect(beginner.courses[0]!.complexityLevel).toBe(1);
    expect(advanced.courses.map((c) => c.title)).not.toContain("Python Foundations for Web Scraping");
    expect(advanced.courses.every((c) => c.complexityLevel === 3)).toBe(true);
  });

  it("writes roadmap sections from the course a plan recommended", () => {
    const goal = "learn Python for data analysis";
    const plan = DEMO_ANSWERS["plan-goal"]({ goal, clarifications: [], profile: {} } as never) as {
      goal: { courses: { title: string }[] };
    };
    const pandas = plan.goal.courses.find((c) => c.title === "Data Analysis with pandas")!;
    const roadmap = writeCourseRoadmapTask.schema.parse(
      DEMO_ANSWERS["write-course-roadmap"]({ goal, course: pandas } as never),
    );
    expect(roadmap.sections.map((s) => s.topic)).toContain("Grouping and Aggregating");
    expect(roadmap.sections[0]!.summary).toMatch(/CSV and Excel/);
  });

  it("recommends topics the answers show gaps in and skips mastered ones", () => {
    const answers = (correct: boolean) => [
      {
        questionIndex: 0,
        questionType: "multiple-choice",
        question: "Q?",
        answer: correct ? "Right" : "Wrong",
        correctAnswer: "Right",
      },
      {
        questionIndex: 1,
        questionType: "open-ended",
        question: "Explain.",
        answer: correct
          ? "A full explanation with enough words to show the learner really understands it well."
          : "no idea",
      },
    ];
    const result = DEMO_ANSWERS["evaluate-topic-assessment"]({
      goal: "python",
      submission: {
        topics: [
          { topicTitle: "Loops", answers: answers(true) },
          { topicTitle: "Functions", answers: answers(false) },
        ],
      },
    } as never);
    expect(result).toEqual({
      topics: [
        { title: "Loops", recommendToComplete: false },
        { title: "Functions", recommendToComplete: true },
      ],
    });
  });
});
