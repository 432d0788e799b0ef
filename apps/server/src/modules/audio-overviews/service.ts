import type { AudioOverview, CreateAudioOverview, PlanTier } from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import type { Db } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { MediaStore } from "../../media/store.ts";
import type { Speaker } from "../../speech/index.ts";
import { returnAudioOverview, takeAudioOverview } from "../entitlements/index.ts";
import { findLearningLanguage } from "../users/index.ts";
import { toAudioOverview } from "./mappers.ts";
import { gatherMaterial, resolveSubject } from "./material.ts";
import { makeAudioOverviewJob, type OverviewJobData, SPEAKER_UNAVAILABLE, turnKey } from "./recording.ts";
import {
  deleteOverview,
  findAbandonedOverviews,
  findOverview,
  findOverviewOf,
  insertOverview,
  listOverviewsOf,
  requeueAbandonedOverview,
  requeueFailedOverview,
  setOverviewUsage,
} from "./repository.ts";

type Deps = { db: Db; ai: AiEngine; speaker: Speaker | null; background: Background };
type Caller = { userId: string; tier: PlanTier };

function assertSpeaker(speaker: Speaker | null): void {
  if (!speaker) throw new AppError("SPEECH_UNAVAILABLE", SPEAKER_UNAVAILABLE);
}

/**
 * POST /audio-overviews: the caller's overview of a scope at a length. The same request again
 * answers the same overview (made, being made or failed) and takes nothing; a new one is checked
 * (the scope is the caller's: else 404; it has written material: else 409), takes one of the
 * plan's daily overviews in the same transaction that stores it (429 past them) and is queued.
 */
export async function createAudioOverview(
  deps: Deps,
  caller: Caller,
  body: CreateAudioOverview,
): Promise<{ created: boolean; overview: AudioOverview }> {
  const { db } = deps;
  assertSpeaker(deps.speaker);
  const subject = await resolveSubject(db, caller.userId, body.scope);
  const existing = await findOverviewOf(db, caller.userId, subject.scopeKey, body.length);
  if (existing) return { created: false, overview: toAudioOverview(existing) };
  // Checked before anything is taken: the material exists, and today's AI tokens are not spent.
  await gatherMaterial(db, caller.userId, subject);
  await deps.ai.assertTokensLeft?.({ userId: caller.userId, tier: caller.tier });
  const language = await findLearningLanguage(db, caller.userId);
  const { made, value: row } = await takeAudioOverview({
    db,
    userId: caller.userId,
    tier: caller.tier,
    write: async (tx) => {
      const found = await findOverviewOf(tx, caller.userId, subject.scopeKey, body.length);
      if (found) return { made: false, value: found };
      const inserted = await insertOverview(tx, {
        userId: caller.userId,
        scopeKey: subject.scopeKey,
        scope: subject.scope,
        lessonId: subject.lessonId,
        sectionId: subject.sectionId,
        courseId: subject.courseId,
        length: body.length,
        language,
        title: subject.title,
      });
      return { made: true, subjectId: inserted.id, value: inserted };
    },
    keep: (tx, id, eventId) => setOverviewUsage(tx, id, eventId),
  });
  if (made) await sendJob(deps, { userId: caller.userId, overviewId: row.id });
  return { created: made, overview: toAudioOverview(row) };
}

function sendJob(deps: Pick<Deps, "background">, data: OverviewJobData) {
  return deps.background.send(makeAudioOverviewJob, data, { queued: true });
}

/** GET /audio-overviews/{id}: one of the caller's overviews; another learner's is 404. */
export async function getAudioOverview(deps: { db: Db }, userId: string, id: string): Promise<AudioOverview> {
  const row = await findOverview(deps.db, userId, id);
  if (!row) throw notFound("Audio overview");
  return toAudioOverview(row);
}

/** GET /audio-overviews?…: the caller's overviews of a scope (404 when the scope is not theirs). */
export async function listAudioOverviews(
  deps: { db: Db },
  userId: string,
  scope: CreateAudioOverview["scope"],
): Promise<AudioOverview[]> {
  const subject = await resolveSubject(deps.db, userId, scope).catch((error) => {
    // A lesson still being written, or a source still being read, has no overview yet.
    if (error instanceof AppError && error.code === "CONFLICT") return null;
    throw error;
  });
  if (!subject) return [];
  return (await listOverviewsOf(deps.db, userId, subject.scopeKey)).map(toAudioOverview);
}

/**
 * POST /audio-overviews/{id}/retry: a failed overview queued again; it takes a use again (the
 * failure gave its use back) and goes on from its script and the turns already recorded.
 */
export async function retryAudioOverview(deps: Deps, caller: Caller, id: string): Promise<AudioOverview> {
  const { db } = deps;
  const row = await findOverview(db, caller.userId, id);
  if (!row) throw notFound("Audio overview");
  if (row.state !== "failed") return toAudioOverview(row);
  assertSpeaker(deps.speaker);
  await deps.ai.assertTokensLeft?.({ userId: caller.userId, tier: caller.tier });
  const { made } = await takeAudioOverview({
    db,
    userId: caller.userId,
    tier: caller.tier,
    write: async (tx) =>
      (await requeueFailedOverview(tx, caller.userId, id))
        ? { made: true, subjectId: id, value: null }
        : { made: false, value: null },
    keep: (tx, overviewId, eventId) => setOverviewUsage(tx, overviewId, eventId),
  });
  if (made) await sendJob(deps, { userId: caller.userId, overviewId: id });
  return getAudioOverview(deps, caller.userId, id);
}

/** DELETE /audio-overviews/{id}: removes it (a new one of the scope may be made); a running one answers 409. */
export async function removeAudioOverview(deps: { db: Db; media: MediaStore }, userId: string, id: string) {
  const row = await findOverview(deps.db, userId, id);
  if (!row) throw notFound("Audio overview");
  if (row.state === "running" || row.state === "queued")
    throw new AppError("CONFLICT", "This overview is being made: delete it once it is done or failed.");
  await deleteOverview(deps.db, userId, id);
  if (row.usageEventId && row.state === "failed") await returnAudioOverview(deps.db, row.usageEventId);
  const key = row.audioUrl?.split("/").at(-1);
  if (key) await deps.media.delete(key).catch(() => {});
  // A failed one's recorded turns, kept for its Retry.
  await Promise.all(
    Array.from({ length: row.turnsDone }, (_, n) => deps.media.delete(turnKey(id, n)).catch(() => {})),
  );
}

/**
 * Sends again the overviews a dead process left (start-up): on PGlite every unfinished one, on
 * PostgreSQL those whose heartbeat went stale. Answers how many.
 */
export async function resumeAbandonedOverviews(
  deps: { db: Db; background: Background },
  options: { everyUnfinished: boolean },
): Promise<number> {
  const abandoned = await findAbandonedOverviews(deps.db, options);
  for (const row of abandoned) {
    await requeueAbandonedOverview(deps.db, row.id);
    await sendJob(deps, { userId: row.userId, overviewId: row.id });
  }
  return abandoned.length;
}
