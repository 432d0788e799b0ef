import { LtiDeepLinkAnswerSchema, LtiDeepLinkChoicesSchema, type LtiDeepLinkRequest } from "@brainy/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/lti/deep-links/{id}: the teacher's courses to place in their LMS course. */
export function useDeepLinkChoices(deepLinkId: string) {
  return useQuery({
    queryKey: queryKeys.lti.deepLink(deepLinkId),
    queryFn: () => api(`/lti/deep-links/${deepLinkId}`, { schema: LtiDeepLinkChoicesSchema }),
    retry: false,
  });
}

/** POST /api/lti/deep-links/{id}: assigns the course and answers the signed response to post to the LMS. */
export function useAnswerDeepLink(deepLinkId: string) {
  return useMutation({
    mutationFn: (input: LtiDeepLinkRequest) =>
      api(`/lti/deep-links/${deepLinkId}`, { method: "POST", body: input, schema: LtiDeepLinkAnswerSchema }),
  });
}
