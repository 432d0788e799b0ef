import { type NextLesson, NextLessonSchema } from "@brainy/contract";
import { ApiError, api } from "../../../lib/api-client.ts";

/** GET /api/lessons/{id}/next-lesson; null when this is the last lesson (404). */
export async function getNextLesson(lessonId: string): Promise<NextLesson | null> {
  try {
    return await api(`/lessons/${encodeURIComponent(lessonId)}/next-lesson`, { schema: NextLessonSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
