import { type Lesson, LessonSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/lessons/{id}: the lesson page's data. */
export function getLesson(lessonId: string): Promise<Lesson> {
  return api(`/lessons/${encodeURIComponent(lessonId)}`, { schema: LessonSchema });
}

export function useLesson(lessonId: string) {
  return useQuery({
    queryKey: queryKeys.lessons.detail(lessonId),
    queryFn: () => getLesson(lessonId),
    retry: false,
  });
}
