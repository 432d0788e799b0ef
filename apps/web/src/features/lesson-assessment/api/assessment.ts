import {
  type LessonAssessment,
  LessonAssessmentSchema,
  type NextLesson,
  NextLessonSchema,
  type SubmitLessonAssessmentRequest,
} from "@brainy/contract";
import { ApiError, api } from "../../../lib/api-client.ts";

const id = (value: string) => encodeURIComponent(value);

/** GET /api/assessments/lesson/{lessonId}; null when none has been written yet. */
export async function getLessonAssessment(lessonId: string): Promise<LessonAssessment | null> {
  try {
    return await api(`/assessments/lesson/${id(lessonId)}`, { schema: LessonAssessmentSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/lessons/{id}/assessment: writes it once (however many callers) and answers it. */
export function generateLessonAssessment(lessonId: string): Promise<LessonAssessment> {
  return api(`/lessons/${id(lessonId)}/assessment`, { method: "POST", schema: LessonAssessmentSchema });
}

/** DELETE /api/assessments/lesson/{assessmentId}: questions, answers and result are discarded. */
export function deleteLessonAssessment(assessmentId: string): Promise<unknown> {
  return api(`/assessments/lesson/${id(assessmentId)}`, { method: "DELETE" });
}

/** POST /api/assessments/lesson/{id}/submit: the server grades and answers the result. */
export function submitLessonAssessment(
  assessmentId: string,
  body: SubmitLessonAssessmentRequest,
): Promise<LessonAssessment> {
  return api(`/assessments/lesson/${id(assessmentId)}/submit`, {
    method: "POST",
    body,
    schema: LessonAssessmentSchema,
  });
}

/** GET /api/lessons/{id}/next-lesson; null when this is the last lesson (404). */
export async function getNextLesson(lessonId: string): Promise<NextLesson | null> {
  try {
    return await api(`/lessons/${id(lessonId)}/next-lesson`, { schema: NextLessonSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/lessons/{id}/generate-content: answers when the lesson is written. */
export function prepareLesson(lessonId: string): Promise<unknown> {
  return api(`/lessons/${id(lessonId)}/generate-content`, { method: "POST" });
}
