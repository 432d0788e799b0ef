import { type GoalSources, GoalSourcesSchema } from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const path = (goalId: string) => `/goals/${encodeURIComponent(goalId)}/sources`;

/** GET /api/goals/{id}/sources: the sources the goal's lessons are written from. */
export function useGoalSources(goalId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.goals.sources(goalId),
    queryFn: (): Promise<GoalSources> => api(path(goalId), { schema: GoalSourcesSchema }),
    enabled,
  });
}

/** PUT /api/goals/{id}/sources: attaches exactly these sources to the goal, and its web switch. */
export function useSetGoalSources(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { sourceIds: string[]; webGrounding?: boolean }): Promise<GoalSources> =>
      api(path(goalId), { method: "PUT", body, schema: GoalSourcesSchema }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.goals.sources(goalId), answer),
  });
}
