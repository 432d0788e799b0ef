import { z } from "zod";

/** An answer from the learner's sources: Markdown text with [n] markers citing the numbered passages. */
export const AnswerFromSourcesOutputSchema = z.string().min(1).max(20_000);
