import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** PUT /api/courses/{id}/set-active: makes the course the active one of its goal. */
export function setCourseActive(courseId: string): Promise<unknown> {
  return api(`/courses/${encodeURIComponent(courseId)}/set-active`, { method: "PUT" });
}

/** Sets the active course, then re-reads the courses screen (and the goals list, which shows it). */
export function useSetCourseActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCourseActive,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.learningPlan.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
      ]);
    },
  });
}
