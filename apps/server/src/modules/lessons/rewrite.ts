import type { LessonBlock } from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import type { AiStreamEvent } from "../../ai/task.ts";
import { rewriteLessonTask } from "../../ai/tasks/rewrite-lesson/index.ts";
import type { RewriteLessonInput } from "../../ai/tasks/rewrite-lesson/prompt.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import type { UsageReceipt } from "../entitlements/index.ts";
import { findLearningLanguage } from "../users/index.ts";
import { type GenerationDeps, HEARTBEAT_MS } from "./generation.ts";
import type { GenerationHub } from "./generation-hub.ts";
import { citedPassages, type GroundingPassage } from "./grounding.ts";
import { finishRewrite, touchGeneration } from "./repository.ts";
import { createBlockSaver } from "./stream-blocks.ts";

/** The error a rewrite's followers get when it fails: the lesson is back as it was. */
export const REWRITE_FAILED =
  "The rewrite could not be written, so the lesson is as it was. Please try again later.";

/**
 * A rewrite of a written lesson (course edits) whose lesson row the caller has already claimed:
 * its status is `generating` and its content empty, the old version kept in lesson_versions.
 */
export type LessonRewrite = {
  db: GenerationDeps["db"];
  ai: AiEngine;
  hub: GenerationHub;
  log?: GenerationDeps["log"];
  actor: Actor;
  lessonId: string;
  /** The lesson's title while its blocks stream in. */
  title: string;
  /** What the rewriter reads (absent when `append` writes a part instead). */
  input?: RewriteLessonInput;
  /** A grounded lesson's passages, numbered as in `input.passages` (empty: not grounded). */
  grounding: GroundingPassage[];
  receipt: UsageReceipt;
  /** Run once the rewrite is stored (e.g. narrating the new text). */
  onWritten?: () => Promise<void>;
  /** Puts the old version back after a failure or a shutdown (the caller owns lesson_versions). */
  restore: () => Promise<void>;
  /**
   * Instead of rewriting the lesson: a part appended after its blocks `keep` ('Fix the gaps', issue
   * 38), written by `write`; the lesson's title stays and the new version is `keep` then the part.
   */
  append?: {
    keep: LessonBlock[];
    write: (
      signal: AbortSignal,
    ) => AsyncIterable<AiStreamEvent<{ blocks?: unknown }, { blocks: LessonBlock[] }>>;
  };
};

/**
 * Starts a claimed rewrite detached from the request, streaming it into the lesson the way a first
 * writing is: each finished block saved and published on the hub, so GET /lessons/{id}/content-stream
 * (the lesson page) shows it as the model writes, then `done`. A failure (or a shutdown) puts the
 * old version back, gives the plan's lesson generation back and tells followers.
 */
export function startLessonRewrite(rewrite: LessonRewrite): void {
  rewrite.hub.run(rewrite.lessonId, (signal) => runRewrite(rewrite, signal));
}

async function runRewrite(rewrite: LessonRewrite, signal: AbortSignal): Promise<void> {
  const { db, ai, hub, actor, lessonId } = rewrite;
  const heartbeat = setInterval(() => void touchGeneration(db, lessonId).catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  const keep = rewrite.append?.keep ?? [];
  const saveBlocks = createBlockSaver(rewrite, lessonId, rewrite.title, keep);
  const events = rewrite.append
    ? rewrite.append.write(signal)
    : ai.stream(rewriteLessonTask, rewrite.input as RewriteLessonInput, actor, { signal });
  try {
    const language = await findLearningLanguage(db, actor.userId);
    for await (const event of events) {
      if (event.type === "partial") {
        await saveBlocks(event.partial.blocks as unknown[] | undefined);
        continue;
      }
      const output: { title?: string; blocks: LessonBlock[] } = event.output;
      const title = output.title ?? rewrite.title;
      const blocks = [...keep, ...output.blocks];
      const stored = await finishRewrite(db, lessonId, {
        content: { title, blocks },
        // The engine asked for the learner's language, so the rewrite is in it (ADR 0027).
        language,
        citations: rewrite.grounding.length > 0 ? citedPassages(blocks, rewrite.grounding) : undefined,
      });
      if (stored)
        await rewrite
          .onWritten?.()
          .catch((error) => rewrite.log?.error({ err: error, lessonId }, "the rewrite's follow-up failed"));
      hub.publish(lessonId, { type: "done" });
      return;
    }
    throw new Error("the rewrite's stream ended without its answer");
  } catch (error) {
    const stopped = signal.aborted;
    await rewrite
      .restore()
      .catch((cause) =>
        rewrite.log?.error({ err: cause, lessonId }, "restoring a lesson after its rewrite failed"),
      );
    await rewrite.receipt.release().catch(() => {});
    if (!stopped) rewrite.log?.error({ err: error, lessonId }, "lesson rewrite failed");
    hub.publish(lessonId, {
      type: "failed",
      error: new AppError("AI_UNAVAILABLE", REWRITE_FAILED, { cause: error }),
    });
  } finally {
    clearInterval(heartbeat);
  }
}
