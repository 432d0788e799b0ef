import { type LessonWorkEvent, LessonWorkEventSchema } from "@brainy/contract";
import { readEventStream } from "../../../lib/sse.ts";

/**
 * GET /api/lessons/{id}/work-stream: the lesson's background work (illustration, assessment,
 * narration) now and on each change; the server closes it once nothing is queued or running.
 */
export function followLessonWork(
  lessonId: string,
  handlers: { onWork: (event: LessonWorkEvent) => void; signal?: AbortSignal },
): Promise<void> {
  return readEventStream(`/lessons/${encodeURIComponent(lessonId)}/work-stream`, {
    schemas: { work: LessonWorkEventSchema },
    on: { work: handlers.onWork },
    signal: handlers.signal,
  });
}
