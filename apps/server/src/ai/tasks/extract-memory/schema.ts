import { MEMORY_TEXT_MAX, MemoryKindSchema } from "@brainy/contract";
import { z } from "zod";

/** Durable facts about the learner found in their recent chat (issue 38). */
export const ExtractMemoryOutputSchema = z.object({
  items: z
    .array(
      z.object({
        kind: MemoryKindSchema.describe(
          "preference (how they like to learn or be taught), misconception (an idea they keep getting wrong), circumstance (a date, deadline, job or situation that shapes their study)",
        ),
        text: z
          .string()
          .min(1)
          .max(MEMORY_TEXT_MAX)
          .describe("One short sentence about the learner, in the third person, in your own words"),
        replaces: z
          .number()
          .int()
          .min(1)
          .nullable()
          .describe("The number of a known fact this one updates or corrects; null for a new fact"),
      }),
    )
    .max(5)
    .describe("New or updated facts only; empty when the conversation shows none"),
});
export type ExtractMemoryOutput = z.infer<typeof ExtractMemoryOutputSchema>;
