import { api } from "../../../lib/api-client.ts";

/** POST /api/lessons/{id}/assessment: has the assessment written in the background (once per lesson). */
export function prepareAssessment(lessonId: string): Promise<unknown> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/assessment`, { method: "POST" });
}
