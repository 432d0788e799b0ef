import {
  type CourseOutline,
  CourseOutlineSchema,
  ErrorReasons,
  type LessonRewriteStyle,
} from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { lessonQuotaFrom } from "../../../lib/plan-limit.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type RewriteLessonInput = {
  courseId: string;
  courseVersion: number;
  lessonId: string;
  style: LessonRewriteStyle;
  instruction?: string;
  /** 'Rewrite with these pages': the lesson check whose web pages ground the rewrite. */
  checkId?: string;
};

/**
 * POST /api/courses/{id}/edits with a lesson rewrite: answers once it has started (the lesson is
 * being written); the old version is kept under Versions.
 */
export function rewriteLesson(input: RewriteLessonInput): Promise<CourseOutline> {
  return api(`/courses/${encodeURIComponent(input.courseId)}/edits`, {
    method: "POST",
    body: {
      courseVersion: input.courseVersion,
      edit: {
        kind: "rewriteLesson",
        lessonId: input.lessonId,
        style: input.style,
        instruction: input.instruction,
        checkId: input.checkId,
      },
    },
    schema: CourseOutlineSchema,
  });
}

/**
 * Starts a rewrite of the lesson, then re-reads it (and its versions, under its key), its
 * narration and the courses screen: the lesson comes back being written, so its page follows the
 * content stream and the new version streams in as it is written.
 * A stale course version re-reads the versions, which carry the current one; past the Free daily
 * lesson the limit dialog opens.
 */
export function useRewriteLesson(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rewriteLesson,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.lessons.detail(lessonId) }),
        // The old text's narration went with it (a new one is recorded when the old one existed).
        queryClient.invalidateQueries({ queryKey: queryKeys.lessons.audio(lessonId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.learningPlan.all }),
      ]),
    onError: async (error) => {
      if (error instanceof ApiError && error.details?.reason === ErrorReasons.courseVersionStale)
        await queryClient.invalidateQueries({ queryKey: queryKeys.lessons.versions(lessonId) });
      if (error instanceof ApiError && error.status === 429 && error.details?.reason !== "TOKEN_BUDGET")
        emitAppEvent(appEvents.dailyLessonLimit, lessonQuotaFrom(error.details));
    },
  });
}
