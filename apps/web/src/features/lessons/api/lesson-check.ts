import {
  type LessonCheck,
  LessonCheckSchema,
  type LessonCheckState,
  LessonCheckStateSchema,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/lessons/{id}/check: whether checking works here (else what to configure) and the latest check. */
export function getLessonCheck(lessonId: string): Promise<LessonCheckState> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/check`, { schema: LessonCheckStateSchema });
}

export function useLessonCheck(lessonId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.lessons.check(lessonId),
    queryFn: () => getLessonCheck(lessonId),
    enabled,
  });
}

/** POST /api/lessons/{id}/check: looks the lesson's claims that may date up on the web. */
export function checkLesson(lessonId: string): Promise<LessonCheck> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/check`, { method: "POST", schema: LessonCheckSchema });
}

export function useCheckLesson(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkLesson(lessonId),
    onSuccess: (check) =>
      queryClient.setQueryData<LessonCheckState>(queryKeys.lessons.check(lessonId), (state) => ({
        available: true,
        reason: null,
        ...state,
        check,
      })),
  });
}
