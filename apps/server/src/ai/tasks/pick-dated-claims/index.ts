import { defineTask } from "../../task.ts";
import { buildPickDatedClaimsPrompt, DATED_CLAIMS_MAX } from "./prompt.ts";
import { PickDatedClaimsOutputSchema } from "./schema.ts";

export type { PickDatedClaimsInput } from "./prompt.ts";
export { DATED_CLAIMS_MAX } from "./prompt.ts";

/** 'Check this lesson', step one: the lesson's claims that may date, each with a search query. */
export const pickDatedClaimsTask = defineTask({
  name: "pick-dated-claims",
  schema: PickDatedClaimsOutputSchema,
  description: "The lesson's claims that may be out of date, with a web search for each",
  buildPrompt: buildPickDatedClaimsPrompt,
  finalize: (output) => ({ claims: output.claims.slice(0, DATED_CLAIMS_MAX) }),
  maxOutputTokens: 1200,
});
