import { type ReplanPreview, ReplanPreviewSchema } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { lessonQuotaFrom } from "../../../lib/plan-limit.ts";

/**
 * POST /api/courses/{id}/replan-preview: the course's sections planned again from its goal's
 * sources, as a preview (nothing changes; its `edit` is applied through the course edits).
 */
export function previewReplan(courseId: string, courseVersion: number): Promise<ReplanPreview> {
  return api(`/courses/${encodeURIComponent(courseId)}/replan-preview`, {
    method: "POST",
    body: { courseVersion },
    schema: ReplanPreviewSchema,
  });
}

/** Asks for a re-plan preview; past the Free daily lesson the limit dialog opens. */
export function useReplanPreview(courseId: string) {
  return useMutation({
    mutationFn: (courseVersion: number) => previewReplan(courseId, courseVersion),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429)
        emitAppEvent(appEvents.dailyLessonLimit, lessonQuotaFrom(error.details));
    },
  });
}
