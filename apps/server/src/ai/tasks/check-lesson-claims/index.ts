import { defineTask } from "../../task.ts";
import { buildCheckLessonClaimsPrompt, type CheckLessonClaimsInput } from "./prompt.ts";
import { type CheckLessonClaimsOutput, CheckLessonClaimsOutputSchema } from "./schema.ts";

export type { CheckLessonClaimsInput, CheckPage } from "./prompt.ts";

/**
 * The verdicts in the claims' order, one per claim given (a claim the model skipped is 'unclear'),
 * citing only pages that exist.
 */
function alignVerdicts(
  output: CheckLessonClaimsOutput,
  input: CheckLessonClaimsInput,
): CheckLessonClaimsOutput {
  const known = new Set(input.pages.map((p) => p.n));
  return {
    claims: input.claims.map((claim, i) => {
      const answer = output.claims.find((c) => c.claim.trim() === claim.trim()) ?? output.claims[i];
      if (!answer)
        return { claim, verdict: "unclear" as const, finding: "No page found settles this.", pages: [] };
      const pages = [...new Set(answer.pages.filter((n) => known.has(n)))];
      return {
        claim,
        verdict: pages.length === 0 ? "unclear" : answer.verdict,
        finding: answer.finding,
        pages,
      };
    }),
  };
}

/** 'Check this lesson', step two: each claim against the pages found for it, cited. */
export const checkLessonClaimsTask = defineTask({
  name: "check-lesson-claims",
  schema: CheckLessonClaimsOutputSchema,
  description: "For each claim: holds, changed or unclear, what holds now, and the pages that say so",
  buildPrompt: buildCheckLessonClaimsPrompt,
  finalize: alignVerdicts,
  maxOutputTokens: 2000,
});
