import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { AiEngine } from "../../ai/engine.ts";
import { nameLessonConceptsTask } from "../../ai/tasks/name-lesson-concepts/index.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { conceptWork } from "../../db/schema/index.ts";
import type { JobDefinition, JobRun } from "../../jobs/background.ts";
import { getUserTier } from "../subscriptions/index.ts";
import { listConceptNames, saveLessonConcepts } from "./concepts.ts";
import { type EvidenceInput, recordEvidence } from "./evidence.ts";
import { findLessonConcepts, linkCardConcepts, resolveConceptNames } from "./items.ts";

/** The backfill's data: one goal of one learner. */
export type ConceptWorkData = { userId: string; goalId: string };
type Deps = { db: Db; ai: AiEngine };

/** A running backfill silent this long lost its worker (kill -9): the sweep sends it again. */
const STALE_MS = 120_000;
/** A queued one nobody took for this long is sent again. */
const QUEUED_STALE_MS = 60_000;
const FAILED = "The concepts of this goal's lessons could not be named. They will be tried again.";

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** The goal's sections with lessons not linked to any concept yet, in course and section order. */
async function findUnnamedSections(db: DbOrTx, userId: string, goalId: string) {
  const rows = rowsOf(
    await db.execute(sql`
      select r.id, r.content as topic, r.summary, c.title as course_title, g.description as goal,
        json_agg(json_build_object('id', l.id, 'title', l.title, 'content', l.content) order by l.order) as lessons
      from roadmaps r
      join courses c on c.id = r.course_id
      join goals g on g.id = c.goal_id
      join lessons l on l.roadmap_id = r.id
      where c.goal_id = ${goalId}::uuid and r.user_id = ${userId}::uuid
        and not exists (select 1 from lesson_concepts lc where lc.lesson_id = l.id)
      group by r.id, r.content, r.summary, c.title, c."order", r."order", g.description
      order by c."order", r."order"`),
  );
  return z
    .array(
      z.object({
        id: z.string(),
        topic: z.string(),
        summary: z.string(),
        course_title: z.string(),
        goal: z.string(),
        lessons: z.preprocess(
          (v) => (typeof v === "string" ? JSON.parse(v) : v),
          z.array(
            z.object({
              id: z.string(),
              title: z.string(),
              content: z.object({ blocks: z.array(z.record(z.string(), z.unknown())) }).nullable(),
            }),
          ),
        ),
      }),
    )
    .parse(rows);
}

/** The headings of a written lesson (what the demo names concepts after, and a model reads). */
const headingsOf = (content: { blocks: Record<string, unknown>[] } | null) =>
  (content?.blocks ?? []).flatMap((b) => (b.type === "header" && typeof b.text === "string" ? [b.text] : []));

/** Claims the goal's work (queued, failed or stale) for this try; false when another has it or it is done. */
async function claim(db: Db, data: ConceptWorkData): Promise<boolean> {
  const rows = await db
    .update(conceptWork)
    .set({
      state: "running",
      attempts: sql`${conceptWork.attempts} + 1`,
      heartbeatAt: sql`now()`,
      error: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(conceptWork.goalId, data.goalId),
        eq(conceptWork.userId, data.userId),
        or(
          inArray(conceptWork.state, ["queued", "failed"]),
          and(
            eq(conceptWork.state, "running"),
            lt(conceptWork.heartbeatAt, sql`now() - interval '2 minutes'`),
          ),
        ),
      ),
    )
    .returning({ goalId: conceptWork.goalId });
  return rows.length > 0;
}

const setWork = (db: Db, goalId: string, values: Partial<typeof conceptWork.$inferInsert>) =>
  db
    .update(conceptWork)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(conceptWork.goalId, goalId));

/**
 * The learner's record on a goal as evidence, once its lessons have concepts: each lesson
 * assessment's graded answers (the latest attempt) and each rating of the goal's cards, at the time
 * they were given, with the keys live answers use, so a run repeated records nothing twice.
 */
async function replayHistory(db: Db, userId: string, goalId: string) {
  const [assessmentRows, reviewRows] = await Promise.all([
    db.execute(sql`
      select a.id, a.lesson_id, a.questions, a.results, a.submitted_at from lesson_assessments a
      join lessons l on l.id = a.lesson_id join roadmaps r on r.id = l.roadmap_id
      join courses c on c.id = r.course_id
      where c.goal_id = ${goalId}::uuid and a.user_id = ${userId}::uuid and a.submitted_at is not null`),
    db.execute(sql`
      select k.concept_id, rl.card_id, rl.rating, rl.duration_ms, rl.reviewed_at, rl.state_before->>'reps' as reps
      from review_logs rl
      join review_card_concepts k on k.card_id = rl.card_id
      join concepts c on c.id = k.concept_id
      where c.goal_id = ${goalId}::uuid and rl.user_id = ${userId}::uuid`),
  ]);
  const assessments = z
    .array(
      z.object({
        id: z.string(),
        lesson_id: z.string(),
        questions: z.array(
          z.object({ kind: z.string().optional(), concepts: z.array(z.string()).optional() }).passthrough(),
        ),
        results: z.array(z.object({ index: z.number(), points: z.number() }).passthrough()).nullable(),
        submitted_at: z.union([z.string(), z.date()]).transform((v) => new Date(v)),
      }),
    )
    .parse(rowsOf(assessmentRows));
  const known = await findLessonConcepts(db, userId, [...new Set(assessments.map((a) => a.lesson_id))]);
  const evidence: EvidenceInput[] = assessments.flatMap((a) =>
    (a.results ?? []).map((r) => ({
      conceptIds: resolveConceptNames(
        known.filter((c) => c.lessonId === a.lesson_id),
        a.questions[r.index]?.concepts,
      ),
      itemKey: `assessment:${a.id}:history:${r.index}`,
      kind: "assessment" as const,
      score: r.points,
      choices: a.questions[r.index]?.kind === "choice" ? 4 : null,
      at: a.submitted_at,
    })),
  );
  const reviews = z
    .array(
      z.object({
        concept_id: z.string(),
        card_id: z.string(),
        rating: z.number(),
        duration_ms: z.number(),
        reviewed_at: z.union([z.string(), z.date()]).transform((v) => new Date(v)),
        reps: z.coerce.number(),
      }),
    )
    .parse(rowsOf(reviewRows));
  for (const r of reviews)
    evidence.push({
      conceptIds: [r.concept_id],
      itemKey: `card:${r.card_id}:${r.reps}`,
      kind: "card" as const,
      score: r.rating === 1 ? 0 : 1,
      at: r.reviewed_at,
      durationMs: r.duration_ms,
    });
  evidence.sort((x, y) => x.at!.getTime() - y.at!.getTime());
  await recordEvidence({ db, userId, evidence });
}

/** Names the concepts of the goal's lessons that have none, section by section, then links cards and replays history. */
async function backfillGoal(deps: Deps, data: ConceptWorkData, run: JobRun): Promise<void> {
  const { db, ai } = deps;
  const { userId, goalId } = data;
  const sections = await findUnnamedSections(db, userId, goalId);
  const [{ done = 0 } = {}] = await db
    .select({ done: conceptWork.done })
    .from(conceptWork)
    .where(eq(conceptWork.goalId, goalId));
  await setWork(db, goalId, { total: done + sections.length });
  const ctx = { userId, tier: await getUserTier({ db, userId }) };
  let named = done;
  for (const section of sections) {
    if (run.signal.aborted) throw new Error("The backfill was stopped; it resumes where it was.");
    const knownConcepts = await listConceptNames(db, userId, goalId);
    const output = await ai.run(
      nameLessonConceptsTask,
      {
        goal: section.goal,
        courseTitle: section.course_title,
        section: { topic: section.topic, summary: section.summary },
        lessons: section.lessons.map((l) => ({ title: l.title, headings: headingsOf(l.content) })),
        ...(knownConcepts.length ? { knownConcepts } : {}),
      },
      ctx,
    );
    await db.transaction(async (tx) => {
      await saveLessonConcepts(tx, {
        userId,
        goalId,
        plans: section.lessons.map((l, i) => ({
          lessonId: l.id,
          concepts: output.lessons[i]?.concepts ?? [],
        })),
      });
      named += 1;
      await tx
        .update(conceptWork)
        .set({ done: named, heartbeatAt: new Date(), updatedAt: new Date() })
        .where(eq(conceptWork.goalId, goalId));
    });
  }
  // The goal's cards written before concepts existed check their lesson's concepts.
  const cards = z.array(z.object({ id: z.string(), lesson_id: z.string() })).parse(
    rowsOf(
      await db.execute(sql`
          select rc.id, rc.lesson_id from review_cards rc
          join lessons l on l.id = rc.lesson_id join roadmaps r on r.id = l.roadmap_id
          join courses c on c.id = r.course_id
          where c.goal_id = ${goalId}::uuid and rc.user_id = ${userId}::uuid
            and not exists (select 1 from review_card_concepts k where k.card_id = rc.id)`),
    ),
  );
  if (cards.length)
    await linkCardConcepts(
      db,
      userId,
      cards.map((c) => ({ cardId: c.id, lessonId: c.lesson_id })),
    );
  await replayHistory(db, userId, goalId);
}

/**
 * Marks a goal's concepts to be named (a goal planned before concepts existed, or a copy of a
 * shared course): its work queued, unless it is queued or running already.
 */
export async function queueConceptNaming(db: DbOrTx, data: ConceptWorkData): Promise<boolean> {
  const rows = await db
    .insert(conceptWork)
    .values({ goalId: data.goalId, userId: data.userId, state: "queued" })
    .onConflictDoUpdate({
      target: conceptWork.goalId,
      set: { state: "queued", error: null, updatedAt: sql`now()` },
      setWhere: sql`${conceptWork.state} in ('done', 'failed')`,
    })
    .returning({ goalId: conceptWork.goalId });
  return rows.length > 0;
}

/**
 * The `backfill-concepts` job (issue 37): names the concepts of a goal's lessons planned before
 * concepts existed, resumable (each section is saved with its progress; a restart skips the named
 * ones), then links the goal's cards and replays its answers as evidence. Nothing the learner did
 * is changed or done again.
 */
export const backfillConceptsJob: JobDefinition<ConceptWorkData, Deps> = {
  name: "backfill-concepts",
  retryLimit: 3,
  expireInSeconds: 900,
  exclusiveKey: (data) => data.goalId,
  accept: ({ db }, data) => queueConceptNaming(db, data),
  async run(deps, data, run) {
    if (!(await claim(deps.db, data))) return "skipped";
    const heartbeat = setInterval(
      () => void setWork(deps.db, data.goalId, { heartbeatAt: new Date() }).catch(() => {}),
      20_000,
    );
    heartbeat.unref();
    try {
      await backfillGoal(deps, data, run);
      await setWork(deps.db, data.goalId, { state: "done", heartbeatAt: null });
      return "done";
    } catch (error) {
      const last = run.retryCount >= run.retryLimit;
      await setWork(deps.db, data.goalId, {
        state: last ? "failed" : "queued",
        error: FAILED,
        heartbeatAt: null,
      });
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  },
};

/**
 * Sends again the backfills a stopped server left (at start-up: on PGlite every unfinished one, as
 * the migration queued them), and those whose worker died (stale heartbeat) or that nobody took.
 */
export async function resumeConceptWork(
  deps: { db: Db },
  options: { everyUnfinished: boolean; send: (data: ConceptWorkData) => Promise<void> },
): Promise<number> {
  const rows = await deps.db
    .select({ goalId: conceptWork.goalId, userId: conceptWork.userId })
    .from(conceptWork)
    .where(
      options.everyUnfinished
        ? inArray(conceptWork.state, ["queued", "running"])
        : or(
            and(
              eq(conceptWork.state, "running"),
              lt(conceptWork.heartbeatAt, sql`now() - (${STALE_MS}::int * interval '1 millisecond')`),
            ),
            and(
              eq(conceptWork.state, "queued"),
              lt(conceptWork.updatedAt, sql`now() - (${QUEUED_STALE_MS}::int * interval '1 millisecond')`),
            ),
          ),
    )
    .limit(500);
  for (const row of rows) {
    await setWork(deps.db, row.goalId, { state: "queued", heartbeatAt: null });
    await options.send(row);
  }
  return rows.length;
}
