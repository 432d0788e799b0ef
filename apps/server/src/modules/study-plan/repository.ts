import { and, asc, eq, lt, not, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
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

/** Every lesson of the goal's courses, in course, section and lesson order: one statement. */
export function findGoalLessons(db: DbOrTx, userId: string, goalId: string) {
  return db
    .select({
      id: lessons.id,
      title: lessons.title,
      minutes: lessons.estimatedTimeInMinutes,
      isCompleted: lessons.isCompleted,
      completedAt: lessons.completedAt,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(courses, eq(courses.id, roadmaps.courseId))
    .where(and(eq(courses.goalId, goalId), eq(lessons.userId, userId)))
    .orderBy(asc(courses.order), asc(roadmaps.order), asc(lessons.order));
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
      goalId: goals.id,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(goals, and(eq(goals.userId, calendarFeeds.userId), eq(goals.isActive, true)))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}
