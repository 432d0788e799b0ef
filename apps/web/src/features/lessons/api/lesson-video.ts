import {
  type LessonVideo,
  LessonVideoSchema,
  type LessonVideoStatus,
  LessonVideoStatusSchema,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** How often the video is read again while it is being made. */
const PROGRESS_MS = 1500;

const videoPath = (lessonId: string) => `/lessons/${encodeURIComponent(lessonId)}/video`;
const pending = (video: LessonVideo | null | undefined) =>
  video?.state === "queued" || video?.state === "running";

/** GET /api/lessons/{id}/video: the lesson's video and whether the server makes them; re-read while it is made. */
export function useLessonVideo(lessonId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.lessons.video(lessonId),
    enabled,
    queryFn: () => api(videoPath(lessonId), { schema: LessonVideoStatusSchema }),
    refetchInterval: (query) => (pending(query.state.data?.video) ? PROGRESS_MS : false),
  });
}

/** POST /api/lessons/{id}/video (or …/retry): makes the video, or queues a failed one again. */
export function useMakeLessonVideo(lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: "make" | "retry") =>
      api(action === "make" ? videoPath(lessonId) : `/lessons/${encodeURIComponent(lessonId)}/video/retry`, {
        method: "POST",
        schema: LessonVideoSchema,
      }),
    onSuccess: (video) =>
      client.setQueryData<LessonVideoStatus>(queryKeys.lessons.video(lessonId), (status) => ({
        available: status?.available ?? true,
        video,
      })),
  });
}
