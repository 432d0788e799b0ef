import { type LessonAudio, LessonAudioSchema } from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * GET /api/lessons/{id}/audio: the narration, `null` when none was recorded yet, or `"unavailable"`
 * when this server cannot narrate (503): then the page offers no button.
 */
export function useLessonAudio(lessonId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.lessons.audio(lessonId),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<LessonAudio | null | "unavailable"> => {
      try {
        return await api(`/lessons/${encodeURIComponent(lessonId)}/audio`, { schema: LessonAudioSchema });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        if (error instanceof ApiError && error.code === "SPEECH_UNAVAILABLE") return "unavailable";
        throw error;
      }
    },
  });
}

/** POST /api/audio/generate/{id}: records the narration once and answers it. */
export function useGenerateLessonAudio(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/audio/generate/${encodeURIComponent(lessonId)}`, { method: "POST", schema: LessonAudioSchema }),
    onSuccess: (audio) => queryClient.setQueryData(queryKeys.lessons.audio(lessonId), audio),
  });
}
