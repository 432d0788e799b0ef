import { type Lesson, LessonImageSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/lessons/{id}/generate-image: has the illustration drawn (again after a failure); answers its URL. */
export function generateLessonImage(lessonId: string): Promise<{ imageUrl: string }> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/generate-image`, {
    method: "POST",
    schema: LessonImageSchema,
  });
}

/** The 'Generate Image' button: the drawn URL goes into the cached lesson. */
export function useGenerateLessonImage(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateLessonImage(lessonId),
    onSuccess: ({ imageUrl }) =>
      queryClient.setQueryData<Lesson>(queryKeys.lessons.detail(lessonId), (lesson) =>
        lesson
          ? { ...lesson, imageUrl, work: { ...lesson.work, illustration: { state: "done", error: null } } }
          : lesson,
      ),
  });
}
