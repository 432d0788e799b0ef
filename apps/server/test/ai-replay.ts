/**
 * Recorded model misbehaviour, replayed by the fake OpenAI-compatible server: one sample input per
 * AI task (with the demo provider's answer as the good answer) and the ways real models spoil that
 * answer. Used by the replay suite (src/ai/replay.test.ts) and `npm run eval:ai` (bench/eval-ai.ts).
 */
import { answerWithDemo } from "@brainy/demo-ai";
import { franc } from "franc-min";
import type { AiTask } from "../src/ai/task.ts";
import { answerFromSourcesTask } from "../src/ai/tasks/answer-from-sources/index.ts";
import { answerQuestionTask } from "../src/ai/tasks/answer-question/index.ts";
import { checkLessonClaimsTask } from "../src/ai/tasks/check-lesson-claims/index.ts";
import { evaluateTopicAssessmentTask } from "../src/ai/tasks/evaluate-topic-assessment/index.ts";
import { extractMemoryTask } from "../src/ai/tasks/extract-memory/index.ts";
import { gradeOpenAnswerTask } from "../src/ai/tasks/grade-open-answer/index.ts";
import { gradeReviewAnswerTask } from "../src/ai/tasks/grade-review-answer/index.ts";
import { judgeQuizAnswerTask } from "../src/ai/tasks/judge-quiz-answer/index.ts";
import { nameLessonConceptsTask } from "../src/ai/tasks/name-lesson-concepts/index.ts";
import { pickDatedClaimsTask } from "../src/ai/tasks/pick-dated-claims/index.ts";
import { planGoalTask } from "../src/ai/tasks/plan-goal/index.ts";
import { replanCourseSectionsTask } from "../src/ai/tasks/replan-course-sections/index.ts";
import { rewriteLessonTask } from "../src/ai/tasks/rewrite-lesson/index.ts";
import { rewriteSectionLessonsTask } from "../src/ai/tasks/rewrite-section-lessons/index.ts";
import { writeAudioOverviewTask } from "../src/ai/tasks/write-audio-overview/index.ts";
import { writeChoiceQuizTask } from "../src/ai/tasks/write-choice-quiz/index.ts";
import { writeCourseRoadmapTask } from "../src/ai/tasks/write-course-roadmap/index.ts";
import { writeCourseSectionTask } from "../src/ai/tasks/write-course-section/index.ts";
import { writeExamQuestionsTask } from "../src/ai/tasks/write-exam-questions/index.ts";
import { writeGapFixTask } from "../src/ai/tasks/write-gap-fix/index.ts";
import { writeImagePromptTask } from "../src/ai/tasks/write-image-prompt/index.ts";
import { writeKnowledgeQuestionsTask } from "../src/ai/tasks/write-knowledge-questions/index.ts";
import { writeLessonTask } from "../src/ai/tasks/write-lesson/index.ts";
import { writeLessonAssessmentTask } from "../src/ai/tasks/write-lesson-assessment/index.ts";
import { writePlacementQuestionsTask } from "../src/ai/tasks/write-placement-questions/index.ts";
import { writePracticeQuestionsTask } from "../src/ai/tasks/write-practice-questions/index.ts";
import { writeReviewCardsTask } from "../src/ai/tasks/write-review-cards/index.ts";
import { writeSectionLessonsTask } from "../src/ai/tasks/write-section-lessons/index.ts";
import { writeTopicAssessmentTask } from "../src/ai/tasks/write-topic-assessment/index.ts";
import type { FakeReply } from "./fakes/fake-openai-server.ts";

// biome-ignore lint/suspicious/noExplicitAny: a list of tasks of different input and output types.
export type AnyTask = AiTask<any, any, any>;
/** One task with one input; `answer` is a good raw answer (the demo's). */
export type TaskSample = { task: AnyTask; input: unknown; label: string };

const course = {
  title: "Python Foundations",
  description: "Variables, loops and functions for people new to programming.",
  complexityLevel: 1,
  desiredDuration: 10,
  realisticDuration: 12,
  tags: ["python", "programming"],
};
const section = { topic: "Loops", summary: "Repeat work with for and while loops." };

/** The fixed goals the planner and the writers are run over (eval:ai), the first one by the replay suite. */
export const SAMPLE_GOALS = [
  "learn Python for data analysis at work",
  "understand the basics of personal finance and budgeting",
  "learn to play chess well enough to beat my friends",
  "prepare for a job interview as a junior web developer",
];

const lessonInput = (goal: string, lessonTitle: string) => ({
  goal,
  courseTitle: course.title,
  courseDescription: course.description,
  level: 1,
  section,
  lessonTitle,
  previousLessons: [],
  nextLessons: ["While loops"],
  earlierSections: ["Variables"],
  estimatedMinutes: 20,
});

/** A sample input for every task, built around one goal. */
export function samplesFor(goal: string): TaskSample[] {
  const lesson = lessonInput(goal, "For loops");
  const written = answerWithDemo(writeLessonTask, lesson);
  const lessonMaterial = { lessonTitle: written.title, blocks: written.blocks };
  const samples: [AnyTask, unknown][] = [
    [planGoalTask, { goal, clarifications: [], profile: {} }],
    [writeCourseRoadmapTask, { goal, course }],
    [writeSectionLessonsTask, { goal, courseTitle: course.title, section, previousSections: ["Variables"] }],
    [writeLessonTask, lesson],
    [writeLessonAssessmentTask, lessonMaterial],
    [writeReviewCardsTask, lessonMaterial],
    [
      answerQuestionTask,
      {
        question: "Why does a for loop stop?",
        history: [],
        lesson: { title: written.title, blocks: written.blocks },
      },
    ],
    [
      gradeOpenAnswerTask,
      {
        question: "What does a for loop do?",
        modelAnswer: "It runs its body once for each item of a sequence.",
        rubric: "Mentions repeating for each item.",
        answer: "It repeats the code for every item in the list.",
      },
    ],
    [writeChoiceQuizTask, { goal }],
    [writeKnowledgeQuestionsTask, { goal }],
    [writeTopicAssessmentTask, { goal }],
    [
      evaluateTopicAssessmentTask,
      {
        goal,
        submission: {
          topics: [
            {
              topicTitle: "Loops",
              answers: [
                {
                  questionIndex: 0,
                  questionType: "open",
                  question: "What is a loop?",
                  answer: "Code that repeats",
                  correctAnswer: "A block that runs repeatedly",
                },
              ],
            },
          ],
        },
      },
    ],
    [writeImagePromptTask, { goal, title: course.title }],
    [
      gradeReviewAnswerTask,
      {
        question: "What does a for loop do?",
        expectedAnswer: "It runs its body once for each item of a sequence.",
        answer: "It repeats the code for every item.",
      },
    ],
    [
      writeCourseSectionTask,
      { goal, courseTitle: course.title, subject: "Error handling", sections: [section] },
    ],
    [
      replanCourseSectionsTask,
      {
        goal,
        courseTitle: course.title,
        courseDescription: course.description,
        position: { index: 0, count: 1, otherCourses: [] },
        sections: [{ ...section, stays: true }],
        outline: [
          {
            title: "Python notes",
            headings: [
              { path: ["Basics"], page: 1 },
              { path: ["Basics", "Variables"], page: 1 },
              { path: ["Basics", "Loops"], page: 3 },
            ],
          },
        ],
      },
    ],
    [
      rewriteSectionLessonsTask,
      {
        goal,
        courseTitle: course.title,
        section,
        lessons: ["For loops", "While loops"],
        instruction: "more practice, less theory",
      },
    ],
    [
      rewriteLessonTask,
      {
        courseTitle: course.title,
        sectionTopic: section.topic,
        title: written.title,
        blocks: written.blocks,
        style: "simpler",
      },
    ],
    [
      nameLessonConceptsTask,
      {
        goal,
        courseTitle: course.title,
        section,
        lessons: [
          { title: "For Loops and While Loops", headings: ["For loops", "While loops"] },
          { title: "Quick Check: What You Learned", headings: [] },
        ],
      },
    ],
    [
      extractMemoryTask,
      {
        earlier: [{ role: "user", content: `How do I start with ${goal}?` }],
        message: "My exam is on 12 June. I prefer short examples.",
        reply: "Good to know: start with the basics.",
        known: [{ kind: "preference", text: "Prefers diagrams." }],
      },
    ],
    [
      judgeQuizAnswerTask,
      {
        lesson: { title: written.title, blocks: written.blocks },
        concepts: ["For loops", "Loop variables"],
        asked: "**Question 1 of 4:** What does a for loop repeat?",
        answer: "Its body, once for each item",
      },
    ],
    [
      writePracticeQuestionsTask,
      {
        goal,
        concept: "For loops",
        lessonTitles: [written.title],
        material: "A for loops runs its body once for each item of a sequence.",
        otherConcepts: ["While loops", "Variables", "Functions"],
        seen: [],
        count: 3,
      },
    ],
    [
      writeExamQuestionsTask,
      {
        goal,
        scope: course.title,
        concepts: [
          { name: "For loops", count: 3, lessonTitles: [written.title] },
          { name: "While loops", count: 1, lessonTitles: [] },
        ],
        material: "A for loops runs its body once for each item of a sequence.",
        seen: [],
        count: 4,
      },
    ],
    [
      writePlacementQuestionsTask,
      {
        goal,
        concepts: [
          { name: "For loops", lessonTitles: [written.title] },
          { name: "Variables", lessonTitles: ["Variables and Types"] },
        ],
      },
    ],
    [
      writeGapFixTask,
      {
        lessonTitle: written.title,
        blocks: written.blocks,
        concepts: ["For loops"],
        mistakes: [
          {
            question: "What does a for loop repeat?",
            yourAnswer: "The whole program",
            correctAnswer: "Its body, once for each item",
            concepts: ["For loops"],
          },
        ],
      },
    ],
    [
      pickDatedClaimsTask,
      {
        courseTitle: course.title,
        lessonTitle: written.title,
        text: "Python 3.12 is the latest release. A for loop runs its body once for each item of a sequence.",
      },
    ],
    [
      checkLessonClaimsTask,
      {
        lessonTitle: written.title,
        claims: ["Python 3.12 is the latest release."],
        pages: [
          {
            n: 1,
            title: "Python releases",
            url: "https://www.python.org/downloads/",
            text: "Python 3.14 is the latest release of Python.",
          },
        ],
      },
    ],
    [
      writeAudioOverviewTask,
      {
        title: written.title,
        kind: "lesson",
        length: "brief",
        language: "en",
        parts: [
          {
            title: "What a for loop does",
            points: ["A for loop runs its body once for each item of a sequence."],
          },
          { title: "When it stops", points: ["It stops when the sequence has no more items."] },
        ],
        sources: [],
      },
    ],
    [
      answerFromSourcesTask,
      {
        question: "Why does a for loop stop?",
        history: [],
        passages: [
          {
            n: 1,
            sourceTitle: "Python notes",
            location: "Page 3",
            text: "A for loop stops when its sequence has no more items.",
          },
        ],
      },
    ],
  ];
  return samples.map(([task, input]) => ({ task, input, label: goal }));
}

/** The fixed lessons eval:ai writes, beside the goals. */
export function lessonSamples(): TaskSample[] {
  return ["For loops", "While loops", "Nested loops"].map((title) => ({
    task: writeLessonTask,
    input: lessonInput(SAMPLE_GOALS[0]!, title),
    label: title,
  }));
}

/** The good raw answer to a sample, as text a model would send (JSON, or the text itself). */
export function goodAnswer(sample: TaskSample): string {
  const answer = answerWithDemo(sample.task, sample.input as never);
  return typeof answer === "string" ? answer : JSON.stringify(answer);
}

/** A reply carrying `content`: streamed for tasks that stream, a plain completion otherwise. */
export function replyWith(
  task: AnyTask,
  content: string,
  shape: Partial<Extract<FakeReply, { kind: "sse" }>> = {},
): FakeReply {
  return task.stream
    ? { pieces: Math.max(4, Math.ceil(content.length / 5)), ...shape, kind: "sse", content }
    : { ...shape, kind: "json", content };
}

const SPANISH =
  "El aprendizaje constante de los conceptos permite que cada estudiante comprenda mejor el tema y lo aplique en su trabajo diario con confianza ";

/** The same answer with its prose (strings of three words or more) in Spanish, lengths kept. */
export function inSpanish(answer: string): string {
  // Clozes, code, formulas and links stay as they are; the words around them are translated.
  const kept = /(\{\{[^}]*\}\}|`[^`]*`|\$[^$]*\$|https?:\S+)/;
  const translate = (text: string): string =>
    kept.test(text)
      ? text
          .split(kept)
          .map((part, i) => (i % 2 ? part : translatePlain(part)))
          .join("")
      : translatePlain(text);
  const translatePlain = (text: string) => {
    if (text.split(" ").length < 3 || /[{}$`\\]|::|https?:/.test(text)) return text;
    let out = SPANISH.repeat(Math.ceil(text.length / SPANISH.length) + 1).slice(0, text.length);
    out = out.slice(0, Math.max(out.lastIndexOf(" "), Math.min(text.length, 3))).trimEnd();
    return out.length >= text.length - 12 ? out : text;
  };
  try {
    const value = JSON.parse(answer);
    return JSON.stringify(value, (_key, v) => (typeof v === "string" ? translate(v) : v));
  } catch {
    return translate(answer);
  }
}

/** The ISO 639-3 code franc answers for a learning language (BCP-47), where franc-min knows it. */
export const FRANC_CODES: Record<string, string> = {
  en: "eng",
  es: "spa",
  "es-419": "spa",
  fr: "fra",
  de: "deu",
  pt: "por",
  "pt-BR": "por",
  it: "ita",
  nl: "nld",
  pl: "pol",
  ru: "rus",
  uk: "ukr",
  tr: "tur",
  ro: "ron",
  hu: "hun",
  cs: "ces",
  id: "ind",
  vi: "vie",
  sw: "swh",
};

/**
 * The language of a text (ISO 639-3, "und" when too short to tell): franc over the answer's prose,
 * choosing among English, the other large European languages and `expected` (the learner's).
 */
export function languageOf(answer: unknown, expected = "eng"): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      if (value.split(" ").length >= 3) strings.push(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(answer);
  const only = [...new Set(["eng", "spa", "fra", "deu", "por", "ita", expected])];
  return franc(strings.join(" "), { minLength: 20, only });
}

/** The fields a schema-valid object answer cannot lose: its first required key. */
export function withoutFirstField(answer: string): string {
  const value = JSON.parse(answer) as Record<string, unknown>;
  const [first] = Object.keys(value);
  const { [first!]: _, ...rest } = value;
  return JSON.stringify(rest);
}

/** How a replayed answer ends. */
export type ReplayOutcome = "ok" | "invalid" | "truncated" | "unavailable" | "timeout";

/**
 * A recorded misbehaviour: the fake's replies for a task's good answer, what the engine must make
 * of it (outcome, requests sent) and whether it applies to text tasks (chat) or object tasks.
 */
export type Misbehaviour = {
  name: string;
  appliesTo: "all" | "object";
  /** AI_STRUCTURED_OUTPUT for the run (default json-schema). */
  mode?: "tool";
  replies(task: AnyTask, good: string): FakeReply[];
  outcome: ReplayOutcome;
  requests: number;
};

/** A scratchpad written into the answer, as DeepSeek R1 and Qwen3 do on Ollama. */
export const SCRATCHPAD =
  "<think>The learner wants JSON. Let me reason step by step about the schema before I answer.</think>";

export const MISBEHAVIOURS: Misbehaviour[] = [
  {
    name: "fenced JSON",
    appliesTo: "object",
    replies: (task, good) => [replyWith(task, `\`\`\`json\n${good}\n\`\`\``)],
    outcome: "ok",
    requests: 1,
  },
  {
    name: "trailing prose",
    appliesTo: "object",
    replies: (task, good) => [replyWith(task, `${good}\n\nI hope this helps! Let me know if you want more.`)],
    outcome: "ok",
    requests: 1,
  },
  {
    name: "<think> block",
    appliesTo: "all",
    replies: (task, good) => [replyWith(task, `${SCRATCHPAD}\n${good}`)],
    outcome: "ok",
    requests: 1,
  },
  {
    name: "cut-off answer, then whole",
    appliesTo: "all",
    replies: (task, good) => [
      replyWith(task, good.slice(0, Math.floor(good.length / 2)), { finishReason: "length" }),
      replyWith(task, good),
    ],
    outcome: "ok",
    requests: 2,
  },
  {
    name: "cut-off answer twice",
    appliesTo: "all",
    replies: (task, good) =>
      [1, 2].map(() =>
        replyWith(task, good.slice(0, Math.floor(good.length / 2)), { finishReason: "length" }),
      ),
    outcome: "truncated",
    requests: 2,
  },
  {
    name: "tool call with a missing field",
    appliesTo: "object",
    mode: "tool",
    replies: (task, good) => [
      replyWith(task, "", { tool: { arguments: withoutFirstField(good) } }),
      replyWith(task, "", { tool: { arguments: good } }),
    ],
    outcome: "ok",
    requests: 2,
  },
  {
    name: "429 with Retry-After",
    appliesTo: "all",
    replies: (task, good) => [
      { kind: "status", status: 429, headers: { "retry-after": "2" } },
      replyWith(task, good),
    ],
    outcome: "ok",
    requests: 2,
  },
  {
    name: "30-second silence",
    appliesTo: "all",
    replies: (task, good) => [
      task.stream ? replyWith(task, good, { firstDelayMs: 30_000 }) : { kind: "hang" },
    ],
    outcome: "timeout",
    requests: 1,
  },
  {
    name: "answer in the wrong language",
    appliesTo: "all",
    replies: (task, good) => [replyWith(task, inSpanish(good))],
    outcome: "ok",
    requests: 1,
  },
];
