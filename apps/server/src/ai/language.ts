import { DEFAULT_LEARNING_LANGUAGE, learningLanguageName } from "@brainy/contract";
import type { TaskPrompt } from "./task.ts";

/**
 * The one instruction that makes every task answer in the learner's language (their profile's
 * 'Learning language'), added to each task's system prompt by the model engine; none for English,
 * which every prompt is written in. Tasks added later get it without a change of their own.
 */
export function languageInstruction(language: string | undefined): string | undefined {
  if (!language || language === DEFAULT_LEARNING_LANGUAGE) return undefined;
  const name = learningLanguageName(language);
  return [
    `Language: the learner studies in ${name} (BCP-47 "${language}").`,
    `Write every text meant for the learner in ${name}: titles, descriptions, explanations, lists, questions, options, answers, hints, feedback and cards.`,
    "Keep JSON keys, enum values, code and LaTeX as they are.",
    `The learner may write in ${name} or in English: judge what an answer means, never the language it is written in.`,
  ].join(" ");
}

/** The task's prompt with the language instruction appended to its system instructions. */
export function withLearningLanguage(prompt: TaskPrompt, language: string | undefined): TaskPrompt {
  const instruction = languageInstruction(language);
  return instruction ? { ...prompt, instructions: `${prompt.instructions}\n\n${instruction}` } : prompt;
}
