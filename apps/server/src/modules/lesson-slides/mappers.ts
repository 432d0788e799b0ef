import type { LessonVideo } from "@brainy/contract";
import type { VideoRow } from "./repository.ts";

/** What the learner reads while it is being made: 'Drawing the slides…', 'Recording slide 4 of 12…'. */
export function progressOf(
  row: Pick<VideoRow, "state" | "stage" | "slidesDone" | "slidesTotal">,
): string | null {
  if (row.state === "queued") return row.slidesTotal > 0 ? "Waiting to carry on…" : "Waiting to start…";
  if (row.state !== "running") return null;
  if (row.stage === "narration")
    return `Recording slide ${Math.min(row.slidesDone + 1, row.slidesTotal)} of ${row.slidesTotal}…`;
  if (row.stage === "encoding") return "Putting the video together…";
  return "Drawing the slides…";
}

/** A stored video as the API answers it (the files only once it is done). */
export function toLessonVideo(row: VideoRow): LessonVideo {
  const done = row.state === "done" && row.videoUrl !== null;
  return {
    id: row.id,
    lessonId: row.lessonId,
    contentVersion: row.contentVersion,
    language: row.language,
    state: row.state as LessonVideo["state"],
    progress: progressOf(row),
    slidesDone: row.slidesDone,
    slidesTotal: row.slidesTotal,
    attempts: row.attempts,
    error: row.state === "done" ? null : row.error,
    videoUrl: done ? row.videoUrl : null,
    captionsUrl: done ? row.captionsUrl : null,
    durationSeconds: done ? row.durationSeconds : null,
    chapters: done ? row.chapters : [],
    createdAt: row.createdAt.toISOString(),
  };
}
