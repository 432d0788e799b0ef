import { type GenerateLessonsResponse, GenerateLessonsResponseSchema } from "@brainy/contract";
import { api } from "../../../lib/api-client.ts";

/** POST /api/roadmaps/{id}/generate-lessons: writes a section's lesson titles (content comes later). */
export function generateLessons(roadmapId: string): Promise<GenerateLessonsResponse> {
  return api(`/roadmaps/${encodeURIComponent(roadmapId)}/generate-lessons`, {
    method: "POST",
    body: { generateContent: false },
    schema: GenerateLessonsResponseSchema,
  });
}
