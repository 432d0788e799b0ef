import type { Lesson, LessonBlock } from "@brainy/contract";
import { notFound } from "../../lib/app-error.ts";
import { createWaker } from "../../lib/waker.ts";
import { ensureLessonGeneration, generationFailure, type LessonCall } from "./generation.ts";
import type { GenerationEvent } from "./generation-hub.ts";
import { getLesson } from "./reads.ts";
import { findLessonRow, STALE_GENERATION_MS } from "./repository.ts";

/** What a follower of a lesson's generation receives. */
export type LessonStreamEvent =
  | { type: "block"; index: number; block: LessonBlock }
  | { type: "done"; lesson: Lesson };

const POLL_MS = 400;

/**
 * Follows a lesson's content until it is written, starting the generation when needed: first the
 * blocks saved so far, then each new block (exactly once, in order), then the whole lesson. Wakes
 * on this process's generation events and polls the database for generations on other instances.
 * Throws the generation's error when it fails.
 */
export async function* followLessonContent(
  options: LessonCall & { signal?: AbortSignal },
): AsyncGenerator<LessonStreamEvent> {
  const { signal, ...call } = options;
  const { actor, lessonId, ...deps } = call;
  let sent = 0;
  let failure: unknown;
  let finished = false;
  const waker = createWaker();
  const unsubscribe = deps.hub.subscribe(lessonId, (event: GenerationEvent) => {
    if (event.type === "failed") failure = event.error;
    if (event.type === "done") finished = true;
    waker.wake();
  });
  try {
    await ensureLessonGeneration(call);
    let restarts = 0;
    for (;;) {
      const row = await findLessonRow(deps.db, actor.userId, lessonId);
      if (!row) throw notFound("Lesson");
      const { lesson } = row;
      const blocks = (lesson.content?.blocks ?? []) as LessonBlock[];
      for (; sent < blocks.length; sent++) yield { type: "block", index: sent, block: blocks[sent]! };
      // Before `ready`: a failed rewrite puts the old version back (ready), and says it failed.
      if (failure || lesson.generationStatus === "failed") throw generationFailure(failure);
      // A generation running here is done once it has also queued what follows the content (its
      // `done` event), so the lesson answered names that work.
      if (lesson.generationStatus === "ready" && (finished || !deps.hub.isRunningHere(lessonId))) {
        yield { type: "done", lesson: await getLesson({ db: deps.db, userId: actor.userId, lessonId }) };
        return;
      }
      const stale =
        lesson.generationStatus === "generating" &&
        Date.now() - (lesson.generationStartedAt?.getTime() ?? 0) > STALE_GENERATION_MS;
      if (lesson.generationStatus === "idle" || stale) {
        // Stopped by a shutdown, or its server died: start it again (within reason).
        if (++restarts > 3) throw generationFailure(undefined);
        await ensureLessonGeneration(call);
        continue;
      }
      if (signal?.aborted) return;
      await waker.sleep(POLL_MS, signal);
    }
  } finally {
    unsubscribe();
  }
}

/** POST /lessons/{id}/generate-content: starts the generation if needed and answers when the lesson is written. */
export async function generateLessonContent(options: LessonCall): Promise<Lesson> {
  for await (const event of followLessonContent(options)) {
    if (event.type === "done") return event.lesson;
  }
  throw generationFailure(undefined);
}
