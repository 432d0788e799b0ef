import { describe, expect, it } from "vitest";
import { demoWriteChoiceQuiz, demoWriteKnowledgeQuestions } from "./assessments.ts";
import { demoPlanGoal } from "./plan.ts";
import type { LearnerProfile } from "./server-types.ts";

/**
 * Thirty goals as learners type them, each with the answer they give to the clarifying question:
 * the demo planner's copy is read for the faults learners noticed (raw answer fragments pasted into
 * sentences, workplace wording in personal goals, the stated purpose lost from the title).
 */
type Case = {
  goal: string;
  answer: string;
  /** A word the goal's title must keep from the stated purpose; "" when the answer states none. */
  keep: string;
  /** A personal goal: no business or workplace wording anywhere. */
  personal: boolean;
};

const CASES: Case[] = [
  {
    goal: "Spanish",
    answer: "holding simple conversations while travelling, complete beginner",
    keep: "Conversations",
    personal: true,
  },
  {
    goal: "guitar",
    answer: "play songs around a campfire, never played before",
    keep: "Campfire",
    personal: true,
  },
  {
    goal: "I want to get fit",
    answer: "run a 5k in under 30 minutes, I walk sometimes",
    keep: "5K",
    personal: true,
  },
  {
    goal: "Learn personal budgeting",
    answer: "to save for a house deposit, I have never made a budget",
    keep: "House",
    personal: true,
  },
  {
    goal: "Italian cooking",
    answer: "cook dinner for my family on weeknights, I can make pasta",
    keep: "Dinner",
    personal: true,
  },
  {
    goal: "French",
    answer: "I want to talk with my partner's parents. I know a few words",
    keep: "Parents",
    personal: true,
  },
  {
    goal: "piano",
    answer: "to play my favourite film songs, complete beginner",
    keep: "Songs",
    personal: true,
  },
  {
    goal: "photography",
    answer: "take better photos of my kids, I use my phone",
    keep: "Photos",
    personal: true,
  },
  {
    goal: "Japanese",
    answer: "reading manga without a dictionary, I know hiragana",
    keep: "Manga",
    personal: true,
  },
  {
    goal: "watercolour painting",
    answer: "paint landscapes on holiday, total beginner",
    keep: "Landscapes",
    personal: true,
  },
  {
    goal: "learn to swim",
    answer: "swim a length of the pool without stopping, I can float",
    keep: "Length",
    personal: true,
  },
  {
    goal: "Investing",
    answer: "grow my savings for retirement, I have a savings account",
    keep: "Retirement",
    personal: true,
  },
  { goal: "singing", answer: "sing in a local choir, I sing in the shower", keep: "Choir", personal: true },
  {
    goal: "German",
    answer: "pass the B1 exam next year, I did German at school",
    keep: "B1",
    personal: true,
  },
  {
    goal: "yoga",
    answer: "for flexibility and less back pain, some experience",
    keep: "Flexibility",
    personal: true,
  },
  {
    goal: "Python",
    answer: "analyse sales data at work, some Excel experience",
    keep: "Sales",
    personal: false,
  },
  { goal: "SQL", answer: "write reports for my team, complete beginner", keep: "Reports", personal: false },
  {
    goal: "JavaScript",
    answer: "building my own website, I know some HTML",
    keep: "Website",
    personal: false,
  },
  {
    goal: "public speaking",
    answer: "present to clients with confidence, I get nervous",
    keep: "Clients",
    personal: false,
  },
  {
    goal: "Excel",
    answer: "to automate monthly reports at work, intermediate",
    keep: "Reports",
    personal: false,
  },
  {
    goal: "statistics",
    answer: "understand the research papers I read, rusty on maths",
    keep: "Papers",
    personal: false,
  },
  {
    goal: "machine learning",
    answer: "change career into data science, I code in Python",
    keep: "Career",
    personal: false,
  },
  { goal: "marketing", answer: "grow my small online shop, no experience", keep: "Shop", personal: false },
  { goal: "drawing", answer: "sketching people in cafes, beginner", keep: "People", personal: true },
  { goal: "chess", answer: "beat my brother, I know how the pieces move", keep: "Brother", personal: true },
  { goal: "Korean", answer: "watch dramas without subtitles, beginner", keep: "Dramas", personal: true },
  { goal: "baking bread", answer: "bake sourdough at home, never tried", keep: "Sourdough", personal: true },
  {
    goal: "calculus",
    answer: "for my engineering degree, I did maths at school",
    keep: "Engineering",
    personal: false,
  },
  { goal: "Rust", answer: "write fast command-line tools, I know C", keep: "Tools", personal: false },
  {
    goal: "gardening",
    answer: "grow vegetables on my balcony, complete beginner",
    keep: "Vegetables",
    personal: true,
  },
];

const PROFILE: LearnerProfile = {
  currentStatus: 2,
  motivation: 1,
  educationDegree: "Master",
} as LearnerProfile;
const WORK_WORDS =
  /\b(?:at work|business|colleagues?|workplace|your job|employer|KPI|profit|revenue|customers?)\b/i;
const FIRST_PERSON = /\b(?:I|I'm|I've|my|me|mine)\b/;
const LEVEL_FRAGMENTS =
  /\b(?:complete beginner|total beginner|never (?:played|tried|made)|some experience|I know)\b/i;

function planFor(c: Case) {
  const question = "What do you want to be able to do, and how much experience do you have?";
  const output = demoPlanGoal({
    goal: c.goal,
    clarifications: [{ question, answer: c.answer }],
    profile: PROFILE,
  } as Parameters<typeof demoPlanGoal>[0]);
  expect(output.goal, `${c.goal}: a plan, not another question`).not.toBeNull();
  return output.goal!;
}

describe("demo planner copy, 30 goals with their answers", () => {
  it("has 30 varied cases", () => {
    expect(CASES).toHaveLength(30);
    expect(new Set(CASES.map((c) => c.goal)).size).toBe(30);
  });

  it.each(CASES)("$goal: keeps the stated purpose in the title", (c) => {
    const plan = planFor(c);
    expect(plan.title).toContain(c.keep);
  });

  it.each(CASES)(
    "$goal: never pastes the raw answer or level phrases into the copy, and speaks to the learner as you",
    (c) => {
      const plan = planFor(c);
      const copy = [plan.title, ...plan.courses.flatMap((course) => [course.title, course.description])];
      for (const text of copy) {
        expect(text, text).not.toContain(c.answer);
        expect(text, text).not.toMatch(LEVEL_FRAGMENTS);
      }
      // The goal's title keeps the learner's own words ("for My Family"); the app's sentences say "you".
      for (const course of plan.courses)
        expect(course.description, course.description).not.toMatch(FIRST_PERSON);
      for (const course of plan.courses) {
        expect(course.description, course.description).toMatch(/[.!?]$/);
        expect(course.description, course.description).not.toMatch(/\s{2}|\s[,.]|\b(\w+) \1\b/i);
      }
    },
  );

  it.each(CASES.filter((c) => c.personal))("$goal: a personal goal gets no workplace wording", (c) => {
    const plan = planFor(c);
    const goalText = `${c.goal} (What do you want to be able to do? ${c.answer})`;
    const texts = [
      plan.title,
      ...plan.courses.flatMap((course) => [course.title, course.description]),
      ...demoWriteKnowledgeQuestions({ goal: goalText, level: "Beginner" } as Parameters<
        typeof demoWriteKnowledgeQuestions
      >[0]).questions,
    ];
    for (const text of texts) expect(text, text).not.toMatch(WORK_WORDS);
    const quiz = demoWriteChoiceQuiz({ goal: goalText } as Parameters<typeof demoWriteChoiceQuiz>[0]);
    for (const q of quiz.questions) expect(q.question, q.question).not.toMatch(WORK_WORDS);
  });
});
