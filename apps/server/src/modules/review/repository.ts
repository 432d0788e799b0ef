import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  courses,
  goals,
  lessons,
  reviewCards,
  reviewLogs,
  reviewSettings,
  roadmaps,
  type StoredFsrsState,
} from "../../db/schema/index.ts";
import { lockUser } from "../entitlements/index.ts";
import { linkCardConcepts } from "../learner-model/index.ts";

/** A card's FSRS state as selected (ts-fsrs's Card, in columns). */
const FSRS_STATE_COLUMNS = {
  due: reviewCards.due,
  stability: reviewCards.stability,
  difficulty: reviewCards.difficulty,
  elapsedDays: reviewCards.elapsedDays,
  scheduledDays: reviewCards.scheduledDays,
  learningSteps: reviewCards.learningSteps,
  reps: reviewCards.reps,
  lapses: reviewCards.lapses,
  state: reviewCards.state,
  lastReview: reviewCards.lastReview,
};

/** A card row with its lesson's title. */
export const CARD_COLUMNS = {
  id: reviewCards.id,
  userId: reviewCards.userId,
  lessonId: reviewCards.lessonId,
  lessonTitle: lessons.title,
  source: reviewCards.source,
  blockIndex: reviewCards.blockIndex,
  kind: reviewCards.kind,
  front: reviewCards.front,
  back: reviewCards.back,
  suspended: reviewCards.suspended,
  ...FSRS_STATE_COLUMNS,
  createdAt: reviewCards.createdAt,
};
export type CardRow = {
  id: string;
  userId: string;
  lessonId: string | null;
  lessonTitle: string | null;
  source: string;
  blockIndex: number | null;
  kind: string;
  front: string;
  back: string;
  suspended: boolean;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
  createdAt: Date;
};

/** A new card's values (the FSRS columns start at their defaults: new, due now). */
export type CardInsert = {
  lessonId?: string | null;
  source: string;
  sourceKey?: string | null;
  blockIndex?: number | null;
  kind: string;
  front: string;
  back: string;
};

/** The FSRS state held in a card row. */
export function fsrsStateOf(
  row: Pick<
    CardRow,
    | "due"
    | "stability"
    | "difficulty"
    | "elapsedDays"
    | "scheduledDays"
    | "learningSteps"
    | "reps"
    | "lapses"
    | "state"
    | "lastReview"
  >,
): StoredFsrsState {
  return {
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview ? row.lastReview.toISOString() : null,
  };
}

/** The FSRS columns set from a state. */
function fsrsColumns(s: StoredFsrsState) {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsedDays: s.elapsedDays,
    scheduledDays: s.scheduledDays,
    learningSteps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    lastReview: s.lastReview ? new Date(s.lastReview) : null,
  };
}

const cardsOf = (db: DbOrTx) =>
  db.select(CARD_COLUMNS).from(reviewCards).leftJoin(lessons, eq(lessons.id, reviewCards.lessonId));

/** One of the user's cards, or undefined (another user's card is not found). */
export async function findCard(db: DbOrTx, userId: string, cardId: string): Promise<CardRow | undefined> {
  const [row] = await cardsOf(db).where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
  return row;
}

/** The user's cards, newest first; of one lesson when asked. */
export async function listCards(db: DbOrTx, userId: string, lessonId?: string): Promise<CardRow[]> {
  return cardsOf(db)
    .where(and(eq(reviewCards.userId, userId), lessonId ? eq(reviewCards.lessonId, lessonId) : undefined))
    .orderBy(desc(reviewCards.createdAt), asc(reviewCards.blockIndex));
}

/** What a new card checks (issue 37): concept names among its lesson's, or the concepts' ids. */
export type CardConcepts = { concepts?: string[]; conceptIds?: string[] };

/**
 * Inserts cards; one whose source key the user already has is skipped. Each new card of a lesson
 * is linked to the concepts it names among the lesson's (all of them when it names none), or to
 * the concept ids given. Answers the new ids.
 */
export async function insertCards(
  db: DbOrTx,
  userId: string,
  cards: (CardInsert & CardConcepts)[],
): Promise<string[]> {
  if (cards.length === 0) return [];
  const rows = await db
    .insert(reviewCards)
    .values(cards.map(({ concepts: _names, conceptIds: _ids, ...card }) => ({ ...card, userId })))
    .onConflictDoNothing()
    .returning({ id: reviewCards.id, sourceKey: reviewCards.sourceKey, lessonId: reviewCards.lessonId });
  // Rows come back in the order given; when some were skipped, by their source keys.
  const inputOf = (row: (typeof rows)[number], i: number) =>
    rows.length === cards.length ? cards[i] : cards.find((c) => c.sourceKey && c.sourceKey === row.sourceKey);
  const linked = rows.flatMap((row, i) => {
    const card = inputOf(row, i);
    return row.lessonId || card?.conceptIds?.length
      ? [{ cardId: row.id, lessonId: row.lessonId, concepts: card?.concepts, conceptIds: card?.conceptIds }]
      : [];
  });
  if (linked.length) await linkCardConcepts(db, userId, linked);
  return rows.map((r) => r.id);
}

/** Edits a card's text or suspension; answers false for a card not the user's. */
export async function updateCard(
  db: DbOrTx,
  userId: string,
  cardId: string,
  values: { front?: string; back?: string; suspended?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(reviewCards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)))
    .returning({ id: reviewCards.id });
  return rows.length > 0;
}

export async function deleteCard(db: DbOrTx, userId: string, cardId: string): Promise<boolean> {
  const rows = await db
    .delete(reviewCards)
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)))
    .returning({ id: reviewCards.id });
  return rows.length > 0;
}

/** Which cards a queue takes: all, one goal's (its lessons'), or some lessons' ('Review these'). */
export type QueueScope = { goalId?: string; lessonIds?: string[] };

/** The condition on a card's lesson for a scope (none for all cards). */
function scopeCondition(
  lessonId: SQLWrapper,
  userId: string,
  scope: QueueScope | undefined,
): SQL | undefined {
  if (scope?.lessonIds?.length) return inArray(lessonId, scope.lessonIds);
  if (scope?.goalId)
    return sql`${lessonId} in (select ${lessons.id} from ${lessons}
      join ${roadmaps} on ${roadmaps.id} = ${lessons.roadmapId}
      join ${courses} on ${courses.id} = ${roadmaps.courseId}
      where ${courses.goalId} = ${scope.goalId} and ${courses.userId} = ${userId})`;
  return undefined;
}

/**
 * The cards due in today's queue, soonest first: a learning step due by now, a card scheduled in
 * days due before the learner's midnight. One indexed range scan on (user, due). The query itself,
 * so a test can read its plan.
 */
export function dueCardsQuery(
  db: DbOrTx,
  userId: string,
  options: { now: Date; endOfDay: Date; limit: number; scope?: QueueScope },
) {
  return cardsOf(db)
    .where(
      and(
        eq(reviewCards.userId, userId),
        scopeCondition(reviewCards.lessonId, userId, options.scope),
        sql`not ${reviewCards.suspended}`,
        lt(reviewCards.due, options.endOfDay),
        or(lte(reviewCards.due, options.now), gte(reviewCards.scheduledDays, 1)),
      ),
    )
    .orderBy(asc(reviewCards.due), asc(reviewCards.id))
    .limit(options.limit);
}

/** The due cards (dueCardsQuery run). */
export async function findDueCards(
  db: DbOrTx,
  userId: string,
  options: { now: Date; endOfDay: Date; limit: number; scope?: QueueScope },
): Promise<CardRow[]> {
  return dueCardsQuery(db, userId, options);
}

/** Due cards are counted up to this many (a neglected deck shows "1000+"), so the count stays bounded. */
export const DUE_COUNT_CAP = 1000;

/** The raw row of findReviewFacts, decoded so a renamed column fails a test. */
const ReviewFactsRowSchema = z.object({
  due_today: z.coerce.number(),
  due_tomorrow: z.coerce.number(),
  reviewed_today: z.coerce.number(),
  days: z.array(z.string()).nullable(),
  can_undo: z.boolean(),
  desired_retention: z.coerce.number().nullable(),
});

/**
 * The day's counts in one statement: cards due today, due tomorrow, reviews today, the local days
 * with reviews in the last year (for the streak), whether there is a rating to undo, and the
 * desired retention.
 */
export async function findReviewFacts(
  db: DbOrTx,
  userId: string,
  options: { now: Date; endOfDay: Date; endOfTomorrow: Date; today: string; scope?: QueueScope },
) {
  const { now, endOfDay, endOfTomorrow, today } = options;
  const scoped = scopeCondition(sql.raw("c.lesson_id"), userId, options.scope) ?? sql`true`;
  const result = await db.execute(sql`
    select
      (select count(*)::int from (select 1 from ${reviewCards} c
        where c.user_id = ${userId} and not c.suspended and ${scoped} and c.due < ${endOfDay.toISOString()}::timestamptz
          and (c.due <= ${now.toISOString()}::timestamptz or c.scheduled_days >= 1)
        limit ${DUE_COUNT_CAP}) capped) as due_today,
      (select count(*)::int from ${reviewCards} c
        where c.user_id = ${userId} and not c.suspended and ${scoped} and c.due >= ${endOfDay.toISOString()}::timestamptz
          and c.due < ${endOfTomorrow.toISOString()}::timestamptz) as due_tomorrow,
      (select count(*)::int from ${reviewLogs} l
        where l.user_id = ${userId} and l.local_day = ${today}) as reviewed_today,
      (select array_agg(distinct l.local_day) from ${reviewLogs} l
        where l.user_id = ${userId} and l.reviewed_at > ${now.toISOString()}::timestamptz - interval '400 days') as days,
      exists (select 1 from ${reviewLogs} l where l.user_id = ${userId}) as can_undo,
      (select s.desired_retention from ${reviewSettings} s where s.user_id = ${userId}) as desired_retention
  `);
  const row = ReviewFactsRowSchema.parse((result as unknown as { rows: unknown[] }).rows[0]);
  return {
    dueToday: row.due_today,
    dueTomorrow: row.due_tomorrow,
    reviewedToday: row.reviewed_today,
    days: row.days ?? [],
    canUndo: row.can_undo,
    desiredRetention: row.desired_retention,
  };
}

/** The learner's desired retention, or null when never set. */
export async function findDesiredRetention(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ value: reviewSettings.desiredRetention })
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, userId));
  return row?.value ?? null;
}

export async function saveDesiredRetention(db: DbOrTx, userId: string, value: number) {
  await db
    .insert(reviewSettings)
    .values({ userId, desiredRetention: value })
    .onConflictDoUpdate({ target: reviewSettings.userId, set: { desiredRetention: value } });
}

/**
 * Writes a review: the card moves to its new state only if its reps are still those the grader saw
 * (a second tab's grade finds them changed and writes nothing), and the log row is written in the
 * same statement. Answers false when the card had moved on.
 */
export async function storeReview(
  db: DbOrTx,
  review: {
    userId: string;
    cardId: string;
    expectedReps: number;
    rating: number;
    durationMs: number;
    before: StoredFsrsState;
    after: StoredFsrsState;
    reviewedAt: Date;
    localDay: string;
  },
): Promise<boolean> {
  const after = fsrsColumns(review.after);
  const result = await db.execute(sql`
    with moved as (
      update ${reviewCards} set
        due = ${after.due.toISOString()}::timestamptz, stability = ${after.stability},
        difficulty = ${after.difficulty}, elapsed_days = ${after.elapsedDays},
        scheduled_days = ${after.scheduledDays}, learning_steps = ${after.learningSteps},
        reps = ${after.reps}, lapses = ${after.lapses}, state = ${after.state},
        last_review = ${after.lastReview?.toISOString() ?? null}::timestamptz, updated_at = now()
      where id = ${review.cardId} and user_id = ${review.userId} and reps = ${review.expectedReps}
      returning id
    )
    insert into ${reviewLogs} (card_id, user_id, rating, duration_ms, state_before, state_after, reviewed_at, local_day)
    select id, ${review.userId}, ${review.rating}, ${review.durationMs}, ${JSON.stringify(review.before)}::jsonb,
      ${JSON.stringify(review.after)}::jsonb, ${review.reviewedAt.toISOString()}::timestamptz, ${review.localDay}
    from moved
    returning id
  `);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The user's last review (to undo), or undefined. */
async function findLastReview(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: reviewLogs.id, cardId: reviewLogs.cardId, stateBefore: reviewLogs.stateBefore })
    .from(reviewLogs)
    .where(eq(reviewLogs.userId, userId))
    .orderBy(desc(reviewLogs.reviewedAt))
    .limit(1);
  return row;
}

/** Undoes a review: the card goes back to its state before, and the log row goes. */
async function revertReview(
  db: DbOrTx,
  userId: string,
  review: { id: string; cardId: string; stateBefore: StoredFsrsState },
) {
  await db
    .update(reviewCards)
    .set({ ...fsrsColumns(review.stateBefore), updatedAt: sql`now()` })
    .where(and(eq(reviewCards.id, review.cardId), eq(reviewCards.userId, userId)));
  await db.delete(reviewLogs).where(and(eq(reviewLogs.id, review.id), eq(reviewLogs.userId, userId)));
}

/**
 * Takes back the user's newest review in one transaction under their row lock: undos sent at once
 * (two tabs, a double press) queue, and each takes the review before the last one's; none when
 * there is nothing left (undefined).
 */
export async function takeBackLastReview(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const last = await findLastReview(tx, userId);
    if (last) await revertReview(tx, userId, last);
    return last;
  });
}

/** How many cards the user has (tests, the bench). */
export async function countCards(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviewCards).where(eq(reviewCards.userId, userId));
  return row?.n ?? 0;
}

/** The user's cards to export, oldest first: all, or those of one goal's lessons. */
export async function findCardsToExport(db: DbOrTx, userId: string, goalId?: string) {
  const query = db
    .select({
      kind: reviewCards.kind,
      front: reviewCards.front,
      back: reviewCards.back,
      lessonTitle: lessons.title,
    })
    .from(reviewCards)
    .leftJoin(lessons, eq(lessons.id, reviewCards.lessonId));
  const filtered = goalId
    ? query
        .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
        .innerJoin(courses, eq(courses.id, roadmaps.courseId))
        .where(and(eq(reviewCards.userId, userId), eq(courses.goalId, goalId)))
    : query.where(eq(reviewCards.userId, userId));
  return filtered.orderBy(asc(reviewCards.createdAt), asc(reviewCards.id));
}

/** The user's lessons with these titles (case-insensitive), for imported cards' lesson tags. */
export async function findLessonsByTitle(db: DbOrTx, userId: string, titles: string[]) {
  if (titles.length === 0) return [];
  return db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .where(
      and(
        eq(lessons.userId, userId),
        inArray(
          sql`lower(${lessons.title})`,
          titles.map((t) => t.toLowerCase()),
        ),
      ),
    );
}

/** The FSRS state of every active card linked to a lesson, with the lesson's section. */
export async function findCardsForMastery(db: DbOrTx, userId: string) {
  return db
    .select({
      lessonId: reviewCards.lessonId,
      roadmapId: lessons.roadmapId,
      ...FSRS_STATE_COLUMNS,
    })
    .from(reviewCards)
    .innerJoin(lessons, eq(lessons.id, reviewCards.lessonId))
    .where(and(eq(reviewCards.userId, userId), sql`not ${reviewCards.suspended}`));
}

/** Inserts cards, or updates the text of those the user has under the same source key (their schedule kept). */
export async function upsertCards(db: DbOrTx, userId: string, cards: CardInsert[]) {
  if (cards.length === 0) return;
  await db
    .insert(reviewCards)
    .values(cards.map((card) => ({ ...card, userId })))
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.sourceKey],
      set: {
        front: sql`excluded.front`,
        back: sql`excluded.back`,
        kind: sql`excluded.kind`,
        lessonId: sql`excluded.lesson_id`,
        updatedAt: sql`now()`,
      },
    });
}

/** Deletes the user's cards whose source key starts with `prefix`, but those in `keep`. */
export async function deleteNoteCardsExcept(db: DbOrTx, userId: string, prefix: string, keep: string[]) {
  await db
    .delete(reviewCards)
    .where(
      and(
        eq(reviewCards.userId, userId),
        sql`starts_with(${reviewCards.sourceKey}, ${prefix})`,
        keep.length ? notInArray(reviewCards.sourceKey, keep) : undefined,
      ),
    );
}

/**
 * A goal's sections and lessons in course, section and lesson order, each lesson once per active
 * card of it (the card's FSRS state, or nulls for a lesson without cards): one statement. No rows
 * when the goal is not the user's.
 */
export async function findGoalMasteryRows(db: DbOrTx, userId: string, goalId: string) {
  return db
    .select({
      goalId: goals.id,
      goalTitle: sql<string>`coalesce(nullif(${goals.title}, ''), ${goals.description})`,
      courseTitle: courses.title,
      sectionId: roadmaps.id,
      sectionTitle: roadmaps.content,
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      cardId: reviewCards.id,
      ...FSRS_STATE_COLUMNS,
    })
    .from(goals)
    .leftJoin(courses, and(eq(courses.goalId, goals.id), eq(courses.userId, userId)))
    .leftJoin(roadmaps, eq(roadmaps.courseId, courses.id))
    .leftJoin(lessons, eq(lessons.roadmapId, roadmaps.id))
    .leftJoin(
      reviewCards,
      and(
        eq(reviewCards.lessonId, lessons.id),
        eq(reviewCards.userId, userId),
        sql`not ${reviewCards.suspended}`,
      ),
    )
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
    .orderBy(
      asc(courses.order),
      asc(courses.createdAt),
      asc(roadmaps.order),
      asc(roadmaps.id),
      asc(lessons.order),
      asc(lessons.id),
    );
}
export type GoalMasteryRow = Awaited<ReturnType<typeof findGoalMasteryRows>>[number];
