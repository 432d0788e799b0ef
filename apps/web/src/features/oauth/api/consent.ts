import {
  type OAuthConsent,
  OAuthConsentSchema,
  type OAuthRedirect,
  OAuthRedirectSchema,
} from "@brainy/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/oauth/authorize?…: the app's request checked, and what the consent screen names. */
export function getConsent(search: string): Promise<OAuthConsent> {
  return api(`/oauth/authorize?${search}`, { schema: OAuthConsentSchema });
}

export function useConsent(search: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.oauthConsent(search),
    queryFn: () => getConsent(search),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/oauth/authorize: allow or deny; answers where the browser goes next. */
export function decide(input: { query: Record<string, string>; approve: boolean }): Promise<OAuthRedirect> {
  return api("/oauth/authorize", {
    method: "POST",
    body: { ...input.query, approve: input.approve },
    schema: OAuthRedirectSchema,
  });
}

export function useDecide() {
  return useMutation({ mutationFn: decide });
}
