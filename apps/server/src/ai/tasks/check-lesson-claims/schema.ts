import { z } from "zod";

export const CheckLessonClaimsOutputSchema = z.object({
  claims: z.array(
    z.object({
      claim: z.string().min(1).max(600),
      verdict: z.enum(["holds", "changed", "unclear"]),
      finding: z.string().min(1).max(1200).describe("What holds now, citing pages as [n]"),
      pages: z.array(z.number().int().min(1)).max(10).describe("The pages that say so"),
    }),
  ),
});
export type CheckLessonClaimsOutput = z.infer<typeof CheckLessonClaimsOutputSchema>;
