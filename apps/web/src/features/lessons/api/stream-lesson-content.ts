import {
  type Lesson,
  LessonSchema,
  type LessonStreamBlockEvent,
  LessonStreamBlockEventSchema,
} from "@brainy/contract";
import { readEventStream } from "../../../lib/sse.ts";

/**
 * GET /api/lessons/{id}/content-stream: starts the lesson's generation if needed and reports each
 * finished block, then the whole lesson. Rejects with the ApiError of a failed generation (or of
 * a plan limit: 402 PRO_REQUIRED, 429 RATE_LIMIT_EXCEEDED).
 */
export function streamLessonContent(
  lessonId: string,
  handlers: {
    onBlock: (event: LessonStreamBlockEvent) => void;
    onDone: (lesson: Lesson) => void;
    signal?: AbortSignal;
  },
): Promise<void> {
  return readEventStream(`/lessons/${encodeURIComponent(lessonId)}/content-stream`, {
    schemas: { block: LessonStreamBlockEventSchema, done: LessonSchema },
    on: { block: handlers.onBlock, done: handlers.onDone },
    signal: handlers.signal,
  });
}
