import type { AiEngine } from "../../ai/engine.ts";
import { writeLessonTask } from "../../ai/tasks/write-lesson/index.ts";
import type { Db } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import type { WebAccess } from "../../web/index.ts";
import { assertSectionAllowed, takeLessonGeneration, type UsageReceipt } from "../entitlements/index.ts";
import { findLessonLearnerNeeds, listLessonConceptNames } from "../learner-model/index.ts";
import { findMemoryForPrompt } from "../memory/index.ts";
import { findLearnerProfile, findLearningLanguage } from "../users/index.ts";
import type { GenerationHub } from "./generation-hub.ts";
import { citedPassages, findGroundingPassages } from "./grounding.ts";
import {
  claimGeneration,
  endGeneration,
  findCourseLessonTitles,
  findEarlierSectionTopics,
  findLessonInContext,
  finishGeneration,
  type LessonInContext,
  touchGeneration,
} from "./repository.ts";
import { createBlockSaver } from "./stream-blocks.ts";

export type GenerationDeps = {
  db: Db;
  ai: AiEngine;
  hub: GenerationHub;
  /** Told when a lesson's content is complete (its illustration and assessment follow). */
  background?: Background;
  log?: { error(obj: object, msg: string): void };
  /** Search and fetch for lessons of goals that write with web results (issue 41). */
  web?: WebAccess;
};

/** A call about one lesson for one learner. */
export type LessonCall = GenerationDeps & { actor: Actor; lessonId: string };

/** How often a running generation (or rewrite) refreshes its heartbeat. */
export const HEARTBEAT_MS = 5_000;

/** The write-lesson input: the lesson in its course, its neighbours, and the learner. */
async function buildLessonInput(db: Db, userId: string, row: LessonInContext, web?: WebAccess) {
  const [titles, earlier, profile, grounding, concepts, needs, memory] = await Promise.all([
    findCourseLessonTitles(db, userId, row.course.id),
    findEarlierSectionTopics(db, row.course.id, row.section.order),
    findLearnerProfile(db, userId),
    findGroundingPassages(db, userId, row, web),
    listLessonConceptNames(db, userId, row.lesson.id),
    // Weak prerequisites and recent mistakes on them: the lesson opens with a refresher (issue 38).
    findLessonLearnerNeeds({ db, userId, lessonId: row.lesson.id }),
    // What the tutor remembers about them (preferences, an exam date), unless switched off.
    findMemoryForPrompt({ db, userId, about: `${row.lesson.title} ${row.section.content}` }),
  ]);
  const index = titles.findIndex((t) => t.id === row.lesson.id);
  const inSection = titles.filter((t) => t.roadmapId === row.lesson.roadmapId);
  const position = inSection.findIndex((t) => t.id === row.lesson.id);
  const previousLessons = inSection.slice(0, position).map((t) => t.title);
  // The first lesson of a section builds on the last lesson of the section before.
  if (position === 0 && index > 0) previousLessons.push(titles[index - 1]!.title);
  return {
    goal: row.goal?.description ?? row.course.title,
    courseTitle: row.course.title,
    courseDescription: row.course.description,
    level: row.course.complexityLevel,
    section: { topic: row.section.content, summary: row.section.summary },
    lessonTitle: row.lesson.title,
    previousLessons,
    nextLessons: inSection.slice(position + 1).map((t) => t.title),
    earlierSections: earlier.map((s) => s.topic),
    estimatedMinutes: row.lesson.estimatedTimeInMinutes,
    profile,
    ...(concepts.length ? { concepts } : {}),
    ...(needs.weakPrerequisites.length ? { learnerNeeds: needs } : {}),
    ...(memory.length ? { memory } : {}),
    ...(grounding.length > 0
      ? { passages: grounding.map(({ citation: _, ...passage }) => passage), grounding }
      : {}),
  };
}

/**
 * Writes a claimed lesson: streams the model's answer, saving and publishing each block as soon
 * as the next one starts (so it is complete; stream-blocks.ts), then stores the whole lesson. A
 * failure gives the Free quota back and marks the lesson failed; a shutdown marks it idle so it
 * restarts.
 */
async function writeClaimedLesson(
  deps: GenerationDeps,
  actor: Actor,
  row: LessonInContext,
  receipt: UsageReceipt,
  signal: AbortSignal,
) {
  const { db, ai, hub } = deps;
  const lessonId = row.lesson.id;
  const heartbeat = setInterval(() => void touchGeneration(db, lessonId).catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  const saveBlocks = createBlockSaver(deps, lessonId, row.lesson.title);
  try {
    // The language it is written in (the engine asks the model for the learner's) is kept with it.
    const [{ grounding = [], ...input }, language] = await Promise.all([
      buildLessonInput(db, actor.userId, row, deps.web),
      findLearningLanguage(db, actor.userId),
    ]);
    for await (const event of ai.stream(writeLessonTask, input, actor, { signal })) {
      if (event.type === "final") {
        const output = event.output;
        await finishGeneration(db, lessonId, {
          content: { title: output.title, blocks: output.blocks },
          books: output.books,
          citations: citedPassages(output.blocks, grounding),
          imagePrompt: output.imagePrompt,
          minutes: output.estimatedMinutes,
          language,
        });
        // The server, not the page, starts what follows the content, so a closed tab misses nothing.
        await deps.background
          ?.emit("lessonWritten", { userId: actor.userId, lessonId })
          .catch((error) => deps.log?.error({ err: error, lessonId }, "queueing the lesson's work failed"));
        // Blocks not streamed yet (the last one, or all after a repaired answer) arrive with `done`.
        hub.publish(lessonId, { type: "done" });
        return;
      }
      await saveBlocks(event.partial.blocks as unknown[] | undefined);
    }
  } catch (error) {
    const stopped = signal.aborted;
    await endGeneration(db, lessonId, stopped ? "idle" : "failed").catch(() => {});
    await receipt.release().catch(() => {});
    if (!stopped) deps.log?.error({ err: error, lessonId }, "lesson generation failed");
    hub.publish(lessonId, { type: "failed", error });
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Makes sure a lesson's content is written or being written, starting the generation when no
 * one (on any instance) is: 404 for another user's lesson, 402 PRO_REQUIRED past the Free
 * plan's first section, 429 RATE_LIMIT_EXCEEDED past the Free daily lesson or the day's token
 * budget. Opening a written
 * lesson costs nothing. The generation runs detached from the request: a closed tab does not stop it.
 */
export async function ensureLessonGeneration(options: LessonCall): Promise<void> {
  const { actor, lessonId, ...deps } = options;
  const row = await findLessonInContext(deps.db, actor.userId, lessonId);
  if (!row) throw notFound("Lesson");
  if (row.lesson.generationStatus === "ready") return;
  assertSectionAllowed({ tier: actor.tier, sectionOrder: row.section.order });
  if (deps.hub.isRunningHere(lessonId)) return;
  await deps.ai.assertTokensLeft?.(actor);
  const claimed = await claimGeneration(deps.db, actor.userId, lessonId);
  if (!claimed) return;
  let receipt: UsageReceipt;
  try {
    receipt = await takeLessonGeneration({ db: deps.db, userId: actor.userId, tier: actor.tier, lessonId });
  } catch (error) {
    await endGeneration(deps.db, lessonId, "idle");
    throw error;
  }
  deps.hub.run(lessonId, (signal) => writeClaimedLesson(deps, actor, row, receipt, signal));
}

/** The error a failed generation reports to followers: the AI's own error, else a generic one. */
export function generationFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError("AI_UNAVAILABLE", "Failed to generate lesson content. Please try again later.");
}
