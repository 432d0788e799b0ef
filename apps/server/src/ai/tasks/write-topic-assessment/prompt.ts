import type { TaskPrompt } from "../../task.ts";
import { describeKnownConcepts, quote } from "../prompt-helpers.ts";

export type TopicAssessmentInput = {
  goal: string;
  level?: string;
  /** The goal's concepts named so far (issue 37): a question checking one names it exactly. */
  knownConcepts?: string[];
};

/** The prompt for the topic-based assessment. */
export function buildTopicAssessmentPrompt(input: TopicAssessmentInput): TaskPrompt {
  return {
    instructions: `You assess a learner topic by topic for Brainy AI, so the plan can skip what they already know. Name the goal's 3 to 5 main topics (2 to 6 allowed) in learning order and write 2 or 3 questions for each: at least one multiple-choice (exactly four options; correctAnswer is the exact text of the right option; expectedLength null) and one open-ended (options empty; correctAnswer null; expectedLength such as "2-3 sentences"). Each question names in concepts the 1 to 3 concepts it checks (short names; a known concept's name exactly when it checks that one). Answer in JSON matching the schema, in the language of the goal.`,
    prompt: `Learner's goal: ${quote(input.goal, 2000)}\nLevel: ${input.level ?? "Beginner"}\n${describeKnownConcepts(input.knownConcepts)}`,
  };
}
