import { z } from "zod";

/** The evaluation: per topic, whether the learner should study it (true) or may skip it (false). */
export const TopicEvaluationOutputSchema = z.object({
  topics: z
    .array(
      z.object({
        title: z.string().min(1).max(120).describe("The topic's title, exactly as submitted"),
        recommendToComplete: z
          .boolean()
          .describe("true when the answers show gaps (focus needed); false when the topic looks mastered"),
      }),
    )
    .min(1)
    .max(10)
    .describe("One entry per submitted topic, in the same order"),
});
export type TopicEvaluationOutput = z.infer<typeof TopicEvaluationOutputSchema>;
