import { z } from "zod";

/** A chat answer: Markdown text. */
export const AnswerQuestionOutputSchema = z.string().min(1).max(20_000);
