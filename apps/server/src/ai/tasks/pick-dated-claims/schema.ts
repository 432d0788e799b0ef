import { z } from "zod";
import { DATED_CLAIMS_MAX } from "./prompt.ts";

export const PickDatedClaimsOutputSchema = z.object({
  claims: z
    .array(
      z.object({
        claim: z.string().min(3).max(600).describe("The lesson's claim, one sentence"),
        query: z.string().min(2).max(200).describe("A web search that checks it"),
      }),
    )
    .max(DATED_CLAIMS_MAX * 2),
});
export type PickDatedClaimsOutput = z.infer<typeof PickDatedClaimsOutputSchema>;
