import {
  type LessonAssessment,
  LessonAssessmentSchema,
  type LessonGradingProgress,
  LessonGradingProgressSchema,
  type SubmitLessonAssessmentRequest,
} from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys.ts";
import { readEventStream } from "../../../lib/sse.ts";

/**
 * POST /api/assessments/lesson/{id}/submit as an event stream: the server grades, `onProgress` hears
 * how far (at once, then as the model writes each open answer's grade); resolves with the result.
 * Validation errors reject as ApiError before any progress.
 */
export async function submitLessonAssessment(
  assessmentId: string,
  body: SubmitLessonAssessmentRequest,
  onProgress?: (progress: LessonGradingProgress) => void,
): Promise<LessonAssessment> {
  let graded: LessonAssessment | undefined;
  await readEventStream(`/assessments/lesson/${encodeURIComponent(assessmentId)}/submit`, {
    method: "POST",
    body,
    schemas: { progress: LessonGradingProgressSchema, done: LessonAssessmentSchema },
    on: { progress: (event) => onProgress?.(event), done: (event) => (graded = event) },
  });
  if (!graded) throw new Error("The grading ended early.");
  return graded;
}

/**
 * Submits the answers: the graded assessment replaces the page's, and the lesson and the learning
 * plan (its progress) are read again before the mutation settles.
 */
export function useSubmitLessonAssessment(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      assessmentId,
      body,
      onProgress,
    }: {
      assessmentId: string;
      body: SubmitLessonAssessmentRequest;
      onProgress?: (progress: LessonGradingProgress) => void;
    }) => submitLessonAssessment(assessmentId, body, onProgress),
    onSuccess: async (graded) => {
      queryClient.setQueryData(queryKeys.lessons.assessment(lessonId), graded);
      await queryClient.invalidateQueries({ queryKey: queryKeys.lessons.detail(lessonId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.learningPlan.all });
    },
  });
}
