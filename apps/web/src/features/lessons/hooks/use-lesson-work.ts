import { isLessonWorkPending, type Lesson } from "@brainy/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { queryKeys } from "../../../lib/query-keys.ts";
import { followLessonWork } from "../api/follow-lesson-work.ts";

/**
 * While the server works on the lesson (its illustration, assessment or narration queued or
 * running), follows that work's event stream and keeps the cached lesson in step: the page learns
 * that the illustration is drawn or the assessment written without asking again.
 */
export function useLessonWork(lesson: Lesson | undefined): void {
  const queryClient = useQueryClient();
  const lessonId = lesson?.id;
  const pending = lesson ? isLessonWorkPending(lesson.work) : false;

  useEffect(() => {
    if (!lessonId || !pending) return;
    const controller = new AbortController();
    followLessonWork(lessonId, {
      signal: controller.signal,
      onWork: (event) => {
        queryClient.setQueryData<Lesson>(queryKeys.lessons.detail(lessonId), (current) =>
          current ? { ...current, ...event } : current,
        );
        if (event.work.narration.state === "done")
          void queryClient.invalidateQueries({ queryKey: queryKeys.lessons.audio(lessonId) });
      },
    }).catch(() => {
      // The page keeps what it has; the next visit reads the work's state again.
    });
    return () => controller.abort();
  }, [lessonId, pending, queryClient]);
}
