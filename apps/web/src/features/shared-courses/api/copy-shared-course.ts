import { type SharedCourseCopy, SharedCourseCopySchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/shared-courses/{token}/copy: the course copied into a new goal of the learner's own. */
export function copySharedCourse(token: string): Promise<SharedCourseCopy> {
  return api(`/shared-courses/${encodeURIComponent(token)}/copy`, {
    method: "POST",
    schema: SharedCourseCopySchema,
  });
}

/** Adds the course to the learner's goals, then re-reads what shows goals and courses. */
export function useCopySharedCourse(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => copySharedCourse(token),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.learningPlan.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
    },
  });
}
