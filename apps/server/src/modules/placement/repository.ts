import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  courses,
  goals,
  lessons,
  placements,
  roadmaps,
  type StoredPlacementAnswer,
  type StoredPlacementItem,
} from "../../db/schema/index.ts";

export type PlacementRow = typeof placements.$inferSelect;

/** The caller's goal (its id and description), or undefined. */
export async function findOwnedGoal(db: DbOrTx, userId: string, goalId: string) {
  const [goal] = await db
    .select({ id: goals.id, description: goals.description })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
  return goal;
}

/** The lessons of the goal's active course (the one the learner studies next). */
export async function findActiveCourseLessonIds(
  db: DbOrTx,
  userId: string,
  goalId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(courses, eq(courses.id, roadmaps.courseId))
    .where(and(eq(courses.goalId, goalId), eq(courses.isActive, true), eq(lessons.userId, userId)));
  return new Set(rows.map((r) => r.id));
}

/** The goal's placement check, when the caller's. */
export async function findPlacement(
  db: DbOrTx,
  userId: string,
  goalId: string,
): Promise<PlacementRow | undefined> {
  const [row] = await db
    .select()
    .from(placements)
    .where(and(eq(placements.goalId, goalId), eq(placements.userId, userId)));
  return row;
}

/**
 * Saves the questions of a check that starts: a new row, or the row of a check skipped before it
 * had questions. A row that has questions already (a parallel start won) is left as it is.
 */
export async function saveStartedPlacement(
  db: DbOrTx,
  values: {
    userId: string;
    goalId: string;
    items: StoredPlacementItem[];
    status: "in_progress" | "done";
    currentItem: number | null;
    endReason: string | null;
  },
): Promise<void> {
  await db
    .insert(placements)
    .values(values)
    .onConflictDoUpdate({
      target: placements.goalId,
      set: {
        items: values.items,
        status: values.status,
        currentItem: values.currentItem,
        endReason: values.endReason,
        updatedAt: sql`now()`,
      },
      setWhere: sql`jsonb_array_length(${placements.items}) = 0`,
    });
}

/**
 * Moves a check on by one answer, only if no other answer moved it since `answered` was read
 * (two parallel answers: one wins). Answers whether this one won.
 */
export async function saveAnswer(
  db: DbOrTx,
  where: { userId: string; goalId: string; answered: number },
  set: {
    answers: StoredPlacementAnswer[];
    currentItem: number | null;
    status: "in_progress" | "done";
    endReason: string | null;
  },
): Promise<boolean> {
  const rows = await db
    .update(placements)
    .set({ ...set, answered: where.answered + 1, updatedAt: sql`now()` })
    .where(
      and(
        eq(placements.goalId, where.goalId),
        eq(placements.userId, where.userId),
        eq(placements.answered, where.answered),
        eq(placements.status, "in_progress"),
      ),
    )
    .returning({ goalId: placements.goalId });
  return rows.length > 0;
}

/** Sets a check's status (skip, or resume a skipped one); false when the row was not in `from`. */
export async function setPlacementStatus(
  db: DbOrTx,
  where: { userId: string; goalId: string; from: "in_progress" | "skipped" },
  to: { status: "in_progress" | "skipped"; endReason: string | null },
): Promise<boolean> {
  const rows = await db
    .update(placements)
    .set({ ...to, updatedAt: sql`now()` })
    .where(
      and(
        eq(placements.goalId, where.goalId),
        eq(placements.userId, where.userId),
        eq(placements.status, where.from),
      ),
    )
    .returning({ goalId: placements.goalId });
  return rows.length > 0;
}

/** A check skipped before it started: a row without questions (nothing when one exists). */
export async function insertSkippedPlacement(db: DbOrTx, userId: string, goalId: string): Promise<void> {
  await db
    .insert(placements)
    .values({ userId, goalId, status: "skipped", endReason: "skipped" })
    .onConflictDoNothing();
}

/** How many of these lessons are not completed (the ones the course view marks). */
export async function countOpenLessons(db: DbOrTx, userId: string, lessonIds: string[]): Promise<number> {
  if (lessonIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessons)
    .where(and(inArray(lessons.id, lessonIds), eq(lessons.userId, userId), eq(lessons.isCompleted, false)));
  return Number(row?.n ?? 0);
}
