import { and, asc, count, desc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { fromJsonRows, jsonColumn, jsonRowsColumn } from "../../db/json-rows.ts";
import { preparedPerDb, prepareRaw } from "../../db/prepared.ts";
import { courses, goals, lessons, roadmaps, users } from "../../db/schema/index.ts";
import { SectionStatSchema } from "../curriculum/index.ts";

/** The caller's goals, newest first; one goal when goalId is given. */
export function findGoalRows(db: DbOrTx, userId: string, goalId?: string) {
  return db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), goalId ? eq(goals.id, goalId) : undefined))
    .orderBy(desc(goals.createdAt), desc(goals.id));
}

/** The caller's active goal, if any. */
export function findActiveGoalRow(db: DbOrTx, userId: string) {
  return memoizedRead(
    db,
    { key: `active-goal:${userId}`, owner: userId, maxAgeMs: HOT_READ_MAX_AGE_MS, reads: ["goals"] },
    async () => {
      const [row] = await db
        .select()
        .from(goals)
        .where(and(eq(goals.userId, userId), eq(goals.isActive, true)));
      return row;
    },
  );
}

/** The caller's courses in goal order; of one goal when goalId is given. */
export function findCourseRows(db: DbOrTx, userId: string, goalId?: string) {
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.userId, userId), goalId ? eq(courses.goalId, goalId) : undefined))
    .orderBy(asc(courses.goalId), asc(courses.order));
}

/**
 * The select list of the goal tree: the caller's goals (or one goal: an id, or a scalar subquery
 * answering one), their courses and every section's completion facts, as three json columns
 * (goals, courses, stats). findGoalTree decodes them.
 */
export function goalTreeColumns(userId: Placeholder, goalId?: Placeholder | SQL): SQL {
  const ofGoal = (column: string) => (goalId ? sql` and ${sql.raw(column)} = ${goalId}` : sql``);
  return sql`
      (select coalesce(json_agg(g order by g.created_at desc, g.id desc), '[]')
         from ${goals} g where g.user_id = ${userId}${ofGoal("g.id")}) as goals,
      (select coalesce(json_agg(c order by c.goal_id, c."order"), '[]')
         from ${courses} c where c.user_id = ${userId}${ofGoal("c.goal_id")}) as courses,
      ${sectionStatsColumn(userId, goalId)}`;
}

/**
 * The `stats` json column: completion facts of every section of the caller's goals (or of one goal),
 * as SectionStat rows. The one query of these facts: the goal tree, the courses screen and the
 * dashboard select it.
 */
export function sectionStatsColumn(userId: Placeholder, goalId?: Placeholder | SQL): SQL {
  return sql`(select coalesce(json_agg(s), '[]') from (
         select r.id as "sectionId", r.course_id as "courseId", c.goal_id as "goalId",
                r.is_completed as "isCompleted", count(l.id)::int as lessons,
                (count(l.id) filter (where l.is_completed))::int as "completedLessons"
           from ${roadmaps} r
           join ${courses} c on c.id = r.course_id
           left join ${lessons} l on l.roadmap_id = r.id
          where r.user_id = ${userId}${goalId ? sql` and c.goal_id = ${goalId}` : sql``}
          group by r.id, c.goal_id) s) as stats`;
}

/** The goal tree's json columns as the statement answers them (goalTreeColumns). */
const GoalTreeRowSchema = z.object({
  goals: jsonRowsColumn,
  courses: jsonRowsColumn,
  stats: jsonColumn(z.array(SectionStatSchema)),
});

/** Decodes the goal tree's json columns (of a row holding them) into Drizzle row shapes. */
export function decodeGoalTree(row: unknown) {
  const tree = GoalTreeRowSchema.parse(row);
  return {
    goalRows: fromJsonRows(goals, tree.goals),
    courseRows: fromJsonRows(courses, tree.courses),
    stats: tree.stats,
  };
}

/**
 * The caller's goals (or one goal), their courses and every section's completion facts in one
 * statement (the same goal and course rows as findGoalRows and findCourseRows), one round trip.
 */
export function findGoalTree(db: DbOrTx, userId: string, goalId?: string) {
  return memoizedRead(
    db,
    {
      key: `goal_tree:${userId}:${goalId ?? ""}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["goals", "courses", "roadmaps", "lessons"],
    },
    async () => {
      const statement = goalId ? goalTreeOfGoal(db) : goalTreeOfUser(db);
      const [row] = await statement.execute({ userId, goalId });
      return decodeGoalTree(row);
    },
  );
}

const goalTreeOfUser = preparedPerDb((db) =>
  prepareRaw<unknown>(db, "goal_tree", sql`select ${goalTreeColumns(sql.placeholder("userId"))}`),
);
const goalTreeOfGoal = preparedPerDb((db) =>
  prepareRaw<unknown>(
    db,
    "goal_tree_of_goal",
    sql`select ${goalTreeColumns(sql.placeholder("userId"), sql.placeholder("goalId"))}`,
  ),
);

/** Goals not yet completed: the "goals in progress" the tier limits count. */
export async function countGoalsInProgress(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goals)
    .where(
      and(
        eq(goals.userId, userId),
        eq(goals.isCompleted, false),
        // A class assignment's copy is counted outside the learner's own goal limits (issue 39).
        sql`not exists (select 1 from assignment_copies a where a.goal_id = ${goals.id})`,
      ),
    );
  return row?.n ?? 0;
}

/** Serializes goal changes of one user (tier check + single active goal) inside a transaction. */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Records a new goal. */
export async function insertGoalRow(tx: DbOrTx, values: typeof goals.$inferInsert): Promise<void> {
  await tx.insert(goals).values(values);
}

/** Makes no goal of the caller active (before another becomes active). */
export async function deactivateGoals(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(goals)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(goals.userId, userId), eq(goals.isActive, true)));
}

/** Updates one of the caller's goals; undefined when it is not theirs. */
export async function updateGoalRow(
  db: DbOrTx,
  userId: string,
  goalId: string,
  patch: Partial<Pick<typeof goals.$inferInsert, "description" | "metadata" | "isActive" | "imageUrl">>,
) {
  const [row] = await db
    .update(goals)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the caller's goals; courses, sections, lessons, plans and assessments cascade. */
export async function deleteGoalRow(db: DbOrTx, userId: string, goalId: string) {
  const [row] = await db
    .delete(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
    .returning({ id: goals.id, isActive: goals.isActive });
  return row;
}

/** The goal's switch: lessons written from now on also use web search results (issue 41). */
export async function setGoalWebGrounding(
  db: DbOrTx,
  userId: string,
  goalId: string,
  enabled: boolean,
): Promise<void> {
  await db
    .update(goals)
    .set({ webGrounding: enabled, updatedAt: sql`now()` })
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
}
