import { type LessonAssessment, LessonAssessmentSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/assessments/lesson/{lessonId}; null when none has been written yet. */
export async function getLessonAssessment(lessonId: string): Promise<LessonAssessment | null> {
  try {
    return await api(`/assessments/lesson/${encodeURIComponent(lessonId)}`, {
      schema: LessonAssessmentSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The lesson's assessment as the server has it (null: none yet); writing it is a mutation. */
export function useLessonAssessment(lessonId: string) {
  return useQuery({
    queryKey: queryKeys.lessons.assessment(lessonId),
    queryFn: () => getLessonAssessment(lessonId),
    retry: false,
  });
}
