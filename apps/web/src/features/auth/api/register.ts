import { type RegisterRequest, TokenResponseSchema } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Spec part 1 §8: an answer without a token. */
export const MISSING_REGISTER_TOKEN_MESSAGE = "Registration failed";

/** POST /api/auth/register; resolves to the token (throws when the answer has none). */
export async function registerAccount(input: RegisterRequest): Promise<string> {
  const answer = TokenResponseSchema.safeParse(await api("/auth/register", { method: "POST", body: input }));
  if (!answer.success || !answer.data.token) throw new Error(MISSING_REGISTER_TOKEN_MESSAGE);
  return answer.data.token;
}

/** Mutation hook for the register form. */
export function useRegisterMutation() {
  return useMutation({ mutationFn: registerAccount });
}
