import type { LoginLinkRequest } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { MISSING_LOGIN_TOKEN_MESSAGE } from "./login.ts";

/** POST /api/auth/login-link: spends the emailed one-time link; resolves to the session token. */
export async function loginWithLink(input: LoginLinkRequest): Promise<string> {
  const [body, TokenResponseSchema] = await Promise.all([
    api("/auth/login-link", { method: "POST", body: input }),
    import("@brainy/contract").then(({ TokenResponseSchema }) => TokenResponseSchema),
  ]);
  const answer = TokenResponseSchema.safeParse(body);
  if (!answer.success || !answer.data.token) throw new Error(MISSING_LOGIN_TOKEN_MESSAGE);
  return answer.data.token;
}

/** Mutation hook for the sign-in link page. */
export function useLoginLinkMutation() {
  return useMutation({ mutationFn: loginWithLink });
}
