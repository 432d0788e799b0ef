import { type CourseShare, CourseShareSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** PUT /api/courses/{id}/share: makes the course's link (first time) or changes the name opt-in. */
export function shareCourse(courseId: string, showName: boolean): Promise<CourseShare> {
  return api(`/courses/${encodeURIComponent(courseId)}/share`, {
    method: "PUT",
    body: { showName },
    schema: CourseShareSchema,
  });
}

/** Shares the course (or changes the opt-in) and keeps the dialog's answer. */
export function useShareCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showName: boolean) => shareCourse(courseId, showName),
    onSuccess: (share) => queryClient.setQueryData(queryKeys.courseShare(courseId), { share }),
  });
}
