import { type LessonBlock, LessonBlockSchema } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import type { GenerationHub } from "./generation-hub.ts";
import { saveGeneratedBlocks } from "./repository.ts";

/**
 * Saves and publishes a streamed lesson's blocks as the model writes them: a block is finished
 * once the model has started the next one; it is validated against the contract's
 * `LessonBlockSchema`, appended to `lessons.content` (with the heartbeat) and published on the
 * hub. An invalid block stops live streaming: the validated (or repaired) lesson comes with
 * `done`. Used by a first writing and by a rewrite alike, so both reach the page the same way.
 */
export function createBlockSaver(
  deps: { db: Db; hub: GenerationHub },
  lessonId: string,
  title: string,
  /** Blocks kept before the streamed ones (a part appended to a lesson: 'Fix the gaps'). */
  keep: readonly LessonBlock[] = [],
) {
  const saved: LessonBlock[] = [...keep];
  const offset = keep.length;
  let streaming = true;
  return async (partialBlocks: unknown[] | undefined): Promise<void> => {
    const blocks = partialBlocks ?? [];
    const finished = blocks.length - 1 + offset;
    if (!streaming || finished <= saved.length) return;
    const fresh: LessonBlock[] = [];
    for (let i = saved.length; i < finished; i++) {
      const parsed = LessonBlockSchema.safeParse(blocks[i - offset]);
      if (!parsed.success) {
        streaming = false;
        break;
      }
      fresh.push(parsed.data);
    }
    if (fresh.length === 0) return;
    saved.push(...fresh);
    await saveGeneratedBlocks(deps.db, lessonId, { title, blocks: saved });
    const first = saved.length - fresh.length;
    for (const [i, block] of fresh.entries())
      deps.hub.publish(lessonId, { type: "block", index: first + i, block });
  };
}
