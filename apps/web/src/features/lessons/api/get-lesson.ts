import { type Lesson, LessonSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const lessonQueryKey = (lessonId: string) => ["lesson", lessonId] as const;

/** GET /api/lessons/{id}: the lesson page's data. */
export function getLesson(lessonId: string): Promise<Lesson> {
  return api(`/lessons/${encodeURIComponent(lessonId)}`, { schema: LessonSchema });
}

export function useLesson(lessonId: string) {
  return useQuery({ queryKey: lessonQueryKey(lessonId), queryFn: () => getLesson(lessonId), retry: false });
}
