import type { LoginRequest } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Spec part 1 §8: an answer without a token. */
export const MISSING_LOGIN_TOKEN_MESSAGE = "Invalid login credentials";

/**
 * POST /api/auth/login; resolves to the token (throws when the answer has none). The answer's
 * validator (and zod) loads beside the request, on the first submit, not with the login page.
 */
export async function loginWithPassword(input: LoginRequest): Promise<string> {
  const [body, TokenResponseSchema] = await Promise.all([
    api("/auth/login", { method: "POST", body: input }),
    import("@brainy/contract").then(({ TokenResponseSchema }) => TokenResponseSchema),
  ]);
  const answer = TokenResponseSchema.safeParse(body);
  if (!answer.success || !answer.data.token) throw new Error(MISSING_LOGIN_TOKEN_MESSAGE);
  return answer.data.token;
}

/** Mutation hook for the login form. */
export function useLoginMutation() {
  return useMutation({ mutationFn: loginWithPassword });
}
