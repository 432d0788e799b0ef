import { type LessonAssessment, LessonAssessmentSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { appEvents, emitAppEvent } from "./events.ts";
import { planLimitOf } from "./plan-limit.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * POST /api/lessons/{id}/test-out: the lesson's assessment to take without studying it (issue 38).
 * The server writes the lesson first when needed (Free: the day's lesson, 429 past it).
 */
export function testOutLesson(lessonId: string): Promise<LessonAssessment> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/test-out`, {
    method: "POST",
    schema: LessonAssessmentSchema,
  });
}

/**
 * Starts a test-out (from the courses view or the lesson page); the assessment page then opens on the answer. Past the Free daily lesson the
 * daily-lesson dialog opens, as for a lesson (the 402 of the topic limit opens its own modal).
 */
export function useTestOutLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testOutLesson,
    onSuccess: async (assessment) => {
      queryClient.setQueryData(queryKeys.lessons.assessment(assessment.lessonId), assessment);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.lessons.detail(assessment.lessonId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usage }),
      ]);
    },
    onError: (error) => {
      const limit = planLimitOf(error);
      if (limit?.kind === "daily-lesson") emitAppEvent(appEvents.dailyLessonLimit, limit.quota);
    },
  });
}
