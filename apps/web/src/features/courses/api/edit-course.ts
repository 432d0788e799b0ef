import { type CourseEdit, type CourseOutline, CourseOutlineSchema, ErrorReasons } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { lessonQuotaFrom } from "../../../lib/plan-limit.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/courses/{id}/edits: one edit made on the outline's version; answers the new outline. */
export function editCourse(
  courseId: string,
  courseVersion: number,
  edit: CourseEdit,
): Promise<CourseOutline> {
  return api(`/courses/${encodeURIComponent(courseId)}/edits`, {
    method: "POST",
    body: { courseVersion, edit },
    schema: CourseOutlineSchema,
  });
}

/** The current course a 409 COURSE_VERSION_STALE carries, or null for any other error. */
export function staleCourseOf(error: unknown): CourseOutline | null {
  if (!(error instanceof ApiError) || error.details?.reason !== ErrorReasons.courseVersionStale) return null;
  const parsed = CourseOutlineSchema.safeParse(error.details.course);
  return parsed.success ? parsed.data : null;
}

/**
 * Edits a course. Success or a stale version puts the course as it is now in the editor's cache;
 * the courses screen and /home re-read theirs. Past the Free daily lesson the limit dialog opens.
 */
export function useEditCourse(courseId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.learningPlan.course(courseId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.learningPlan.course(null) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    ]);
  return useMutation({
    mutationFn: ({ version, edit }: { version: number; edit: CourseEdit }) =>
      editCourse(courseId, version, edit),
    onSuccess: async (outline) => {
      queryClient.setQueryData(queryKeys.learningPlan.outline(courseId), outline);
      await refresh();
    },
    onError: (error) => {
      const current = staleCourseOf(error);
      if (current) queryClient.setQueryData(queryKeys.learningPlan.outline(courseId), current);
      if (error instanceof ApiError && error.status === 429)
        emitAppEvent(appEvents.dailyLessonLimit, lessonQuotaFrom(error.details));
    },
  });
}
