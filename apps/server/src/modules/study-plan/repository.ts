import { and, eq, lt, not, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { jsonColumn } from "../../db/json-rows.ts";
import {
  calendarFeeds,
  courses,
  goals,
  lessons,
  reviewCards,
  roadmaps,
  users,
} from "../../db/schema/index.ts";

/** The goal's target date and its owner's weekly slots; undefined for another user's goal. */
export async function findPlanGoal(db: DbOrTx, userId: string, goalId: string) {
  const [row] = await db
    .select({ targetDate: goals.targetDate, schedule: users.learningSchedule })
    .from(goals)
    .innerJoin(users, eq(users.id, goals.userId))
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
  return row;
}

/** One lesson as the plan reads it: [id, title, minutes, completed, completed at, course id, course title]. */
const PlanLessonTuple = z.tuple([
  z.string(),
  z.string(),
  z.number(),
  z.boolean(),
  z.string().nullable(),
  z.string(),
  z.string(),
]);
const PlanLessonsColumn = jsonColumn(z.array(PlanLessonTuple));

/**
 * Every lesson of the goal's courses a plan holds (a lesson hidden from the plan only when it was
 * completed, to show as done), in course, section and lesson order: one statement answering
 * one row (PGlite pays per row: a thousand lessons as rows took 55 ms, as one json array a few).
 */
export async function findGoalLessons(db: DbOrTx, userId: string, goalId: string) {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      ${lessons.id}, ${lessons.title}, ${lessons.estimatedTimeInMinutes}, ${lessons.isCompleted},
      ${lessons.completedAt}, ${courses.id}, ${courses.title}
    ) order by ${courses.order}, ${roadmaps.order}, ${lessons.order}), '[]') as "lessons"
    from ${lessons}
    join ${roadmaps} on ${roadmaps.id} = ${lessons.roadmapId}
    join ${courses} on ${courses.id} = ${roadmaps.courseId}
    where ${courses.goalId} = ${goalId} and ${lessons.userId} = ${userId}
      and (not ${lessons.isHidden} or ${lessons.isCompleted})`);
  const [row] = (result as unknown as { rows: { lessons: unknown }[] }).rows;
  return PlanLessonsColumn.parse(row?.lessons).map(
    ([id, title, minutes, isCompleted, completedAt, courseId, courseTitle]) => ({
      id,
      title,
      minutes,
      isCompleted,
      completedAt: completedAt ? new Date(completedAt) : null,
      courseId,
      courseTitle,
    }),
  );
}

/** The learner's active review cards due before `until`, counted per local date in the zone. */
export function countDueCardsByDay(db: DbOrTx, userId: string, timeZone: string, until: Date) {
  const day = sql<string>`to_char(${reviewCards.due} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({ day, cards: sql<number>`count(*)::int` })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), not(reviewCards.suspended), lt(reviewCards.due, until)))
    .groupBy(sql`1`);
}

/** Sets or clears a goal's target date; false for another user's goal. */
export async function updateTargetDate(
  db: DbOrTx,
  userId: string,
  goalId: string,
  targetDate: string | null,
) {
  const rows = await db
    .update(goals)
    .set({ targetDate, updatedAt: new Date() })
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
    .returning({ id: goals.id });
  return rows.length > 0;
}

/** The learner's feed row, if any. */
export async function findFeed(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Makes the learner's feed, replacing (so revoking) any earlier token. */
export async function upsertFeed(db: DbOrTx, userId: string, tokenHash: string, timeZone: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, timeZone })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, timeZone, createdAt: new Date() },
    })
    .returning();
  return row!;
}

export async function deleteFeed(db: DbOrTx, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The feed of a token's hash with its learner's active goal (null when none). */
export async function findFeedByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      userId: calendarFeeds.userId,
      timeZone: calendarFeeds.timeZone,
      schedule: users.learningSchedule,
      locale: users.interfaceLocale,
      goalId: goals.id,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(goals, and(eq(goals.userId, calendarFeeds.userId), eq(goals.isActive, true)))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}
