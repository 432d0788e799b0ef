import { type ForgotPasswordRequest, ForgotPasswordResponseSchema } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/auth/forgot-password; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<string> {
  const answer = await api("/auth/forgot-password", {
    method: "POST",
    body: input,
    schema: ForgotPasswordResponseSchema,
  });
  return answer.message;
}

/** Mutation hook for the "Forgot password?" form. */
export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
