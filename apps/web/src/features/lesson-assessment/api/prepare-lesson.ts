import { api } from "../../../lib/api-client.ts";

/** POST /api/lessons/{id}/generate-content: answers when the lesson is written. */
export function prepareLesson(lessonId: string): Promise<unknown> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/generate-content`, { method: "POST" });
}
