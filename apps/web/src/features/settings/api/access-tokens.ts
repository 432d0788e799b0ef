import {
  type AccessToken,
  AccessTokenListSchema,
  type CreateAccessToken,
  type CreatedAccessToken,
  CreatedAccessTokenSchema,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/tokens: the learner's personal access tokens, then their connected apps. */
export function getAccessTokens(): Promise<AccessToken[]> {
  return api("/tokens", { schema: AccessTokenListSchema });
}

export function useAccessTokens() {
  return useQuery({ queryKey: queryKeys.accessTokens, queryFn: getAccessTokens });
}

/** POST /api/tokens: a new token; its secret is in this answer only. */
export function createAccessToken(input: CreateAccessToken): Promise<CreatedAccessToken> {
  return api("/tokens", { method: "POST", body: input, schema: CreatedAccessTokenSchema });
}

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: ({ token }) =>
      queryClient.setQueryData<AccessToken[]>(queryKeys.accessTokens, (list) => [token, ...(list ?? [])]),
  });
}

/** DELETE /api/tokens/{id}: the token (or app) stops working at once. */
export async function revokeAccessToken(id: string): Promise<void> {
  await api(`/tokens/${id}`, { method: "DELETE" });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<AccessToken[]>(queryKeys.accessTokens, (list) =>
        (list ?? []).filter((token) => token.id !== id),
      ),
  });
}
