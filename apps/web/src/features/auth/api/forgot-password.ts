import type { ForgotPasswordRequest } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * POST /api/auth/forgot-password; the answer is the same whether or not the account exists. Its
 * validator loads on the submit (the form is part of the login page, which paints without zod).
 */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<string> {
  const { ForgotPasswordResponseSchema } = await import("@brainy/contract");
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
