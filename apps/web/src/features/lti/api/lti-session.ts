import type { LtiSessionRequest } from "@brainy/contract";
import { api } from "../../../lib/api-client.ts";

/** POST /api/lti/session: trades an LTI launch's one-time ticket for the session token. */
export async function startLtiSession(input: LtiSessionRequest): Promise<string> {
  const [body, TokenResponseSchema] = await Promise.all([
    api("/lti/session", { method: "POST", body: input }),
    import("@brainy/contract").then(({ TokenResponseSchema }) => TokenResponseSchema),
  ]);
  const answer = TokenResponseSchema.parse(body);
  return answer.token;
}
