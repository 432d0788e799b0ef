import { type MasteryMap, MasteryMapSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/review/goals/{goalId}/mastery: the goal's sections × lessons by retention, weak spots first. */
export function getMasteryMap(goalId: string): Promise<MasteryMap> {
  return api(`/review/goals/${encodeURIComponent(goalId)}/mastery`, { schema: MasteryMapSchema });
}

/** The mastery map of a goal, read again on each visit (reviews elsewhere change it). */
export function useMasteryMap(goalId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.review.masteryMap(goalId ?? ""),
    queryFn: () => getMasteryMap(goalId!),
    enabled: Boolean(goalId),
    refetchOnMount: "always",
  });
}
