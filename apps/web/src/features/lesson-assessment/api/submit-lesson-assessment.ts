import {
  type LessonAssessment,
  LessonAssessmentSchema,
  type SubmitLessonAssessmentRequest,
} from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/assessments/lesson/{id}/submit: the server grades and answers the result. */
export function submitLessonAssessment(
  assessmentId: string,
  body: SubmitLessonAssessmentRequest,
): Promise<LessonAssessment> {
  return api(`/assessments/lesson/${encodeURIComponent(assessmentId)}/submit`, {
    method: "POST",
    body,
    schema: LessonAssessmentSchema,
  });
}

/**
 * Submits the answers: the graded assessment replaces the page's, and the lesson and the learning
 * plan (its progress) are read again before the mutation settles.
 */
export function useSubmitLessonAssessment(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assessmentId, body }: { assessmentId: string; body: SubmitLessonAssessmentRequest }) =>
      submitLessonAssessment(assessmentId, body),
    onSuccess: async (graded) => {
      queryClient.setQueryData(queryKeys.lessons.assessment(lessonId), graded);
      await queryClient.invalidateQueries({ queryKey: queryKeys.lessons.detail(lessonId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.learningPlan.all });
    },
  });
}
