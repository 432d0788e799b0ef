import { LessonImageSchema } from "@brainy/contract";
import { api } from "../../../lib/api-client.ts";

/** POST /api/lessons/{id}/generate-image: draws the illustration once; answers its URL. */
export function generateLessonImage(lessonId: string): Promise<{ imageUrl: string }> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/generate-image`, {
    method: "POST",
    schema: LessonImageSchema,
  });
}
