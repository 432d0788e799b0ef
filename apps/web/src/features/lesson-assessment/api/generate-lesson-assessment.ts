import { type LessonAssessment, LessonAssessmentSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/lessons/{id}/assessment: writes it once (however many callers) and answers it. */
export function generateLessonAssessment(lessonId: string): Promise<LessonAssessment> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/assessment`, {
    method: "POST",
    schema: LessonAssessmentSchema,
  });
}

/** Writes the lesson's assessment and shows it in place of what the page had. */
export function useGenerateLessonAssessment(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateLessonAssessment(lessonId),
    onSuccess: (fresh) => queryClient.setQueryData(queryKeys.lessons.assessment(lessonId), fresh),
  });
}
