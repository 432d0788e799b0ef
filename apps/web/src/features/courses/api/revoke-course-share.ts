import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** DELETE /api/courses/{id}/share: the link stops opening the course at once. */
export function revokeCourseShare(courseId: string): Promise<unknown> {
  return api(`/courses/${encodeURIComponent(courseId)}/share`, { method: "DELETE" });
}

/** Revokes the link; the dialog then offers a new one. */
export function useRevokeCourseShare(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeCourseShare(courseId),
    onSuccess: () => queryClient.setQueryData(queryKeys.courseShare(courseId), { share: null }),
  });
}
