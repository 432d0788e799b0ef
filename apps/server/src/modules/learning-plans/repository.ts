import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courses, goals, learningPlans, lessons, roadmaps, users } from "../../db/schema/index.ts";
import { lessonSummaryColumns } from "../lessons/mappers.ts";

/**
 * The caller (undefined when the account is gone) with the course's goal when courseId is given,
 * else with the active goal (null when there is none, or the course is not the caller's).
 */
export async function findUserAndPlanGoal(db: DbOrTx, userId: string, courseId?: string) {
  const which = courseId
    ? eq(
        goals.id,
        sql`(select ${courses.goalId} from ${courses} where ${courses.id} = ${courseId} and ${courses.userId} = ${userId})`,
      )
    : eq(goals.isActive, true);
  const [row] = await db
    .select({ user: { id: users.id, username: users.username, firstName: users.firstName }, goal: goals })
    .from(users)
    .leftJoin(goals, and(eq(goals.userId, users.id), which))
    .where(eq(users.id, userId));
  return row;
}

/** Lesson summaries of a course's sections, in section then lesson order. */
export function findCourseLessonSummaries(db: DbOrTx, userId: string, courseId: string) {
  return db
    .select(lessonSummaryColumns)
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(and(eq(lessons.userId, userId), eq(roadmaps.courseId, courseId)))
    .orderBy(asc(roadmaps.order), asc(lessons.order));
}

/** The caller's learning plans, newest first; filtered by plan id or goal id when given. */
export function findPlanRows(db: DbOrTx, userId: string, filter: { id?: string; goalId?: string } = {}) {
  return db
    .select()
    .from(learningPlans)
    .where(
      and(
        eq(learningPlans.userId, userId),
        filter.id ? eq(learningPlans.id, filter.id) : undefined,
        filter.goalId ? eq(learningPlans.goalId, filter.goalId) : undefined,
      ),
    )
    .orderBy(desc(learningPlans.createdAt), desc(learningPlans.id));
}

/** Records a learning plan and returns its row. */
export async function insertPlanRow(db: DbOrTx, values: typeof learningPlans.$inferInsert) {
  const [row] = await db.insert(learningPlans).values(values).returning();
  return row!;
}

/** Sets a plan's completion status; undefined when the plan is not the caller's. */
export async function updatePlanCompletion(db: DbOrTx, userId: string, id: string, completionStatus: string) {
  const [row] = await db
    .update(learningPlans)
    .set({ completionStatus, updatedAt: new Date() })
    .where(and(eq(learningPlans.id, id), eq(learningPlans.userId, userId)))
    .returning();
  return row;
}
