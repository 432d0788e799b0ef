import type { ResetPasswordRequest } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/auth/reset-password: sets the new password with the emailed single-use token. */
export async function resetPasswordWithToken(input: ResetPasswordRequest): Promise<void> {
  await api("/auth/reset-password", { method: "POST", body: input });
}

/** Mutation hook for the /reset-password screen. */
export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPasswordWithToken });
}
