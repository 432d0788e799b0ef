import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { lessons, roadmaps } from "../../db/schema/index.ts";

/** Lesson and topic totals of every course the user has, in one query. */
export async function countProgress(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      totalLessons: sql<number>`(select count(*) from ${lessons} where ${lessons.userId} = ${userId})::int`,
      completedLessons: sql<number>`(select count(*) from ${lessons} where ${lessons.userId} = ${userId} and ${lessons.isCompleted})::int`,
      totalRoadmaps: sql<number>`count(*)::int`,
      completedRoadmaps: sql<number>`count(*) filter (where ${roadmaps.isCompleted})::int`,
    })
    .from(roadmaps)
    .where(and(eq(roadmaps.userId, userId)));
  return row ?? { totalLessons: 0, completedLessons: 0, totalRoadmaps: 0, completedRoadmaps: 0 };
}

/** A section's topic name. */
export async function findSectionName(db: DbOrTx, roadmapId: string): Promise<string> {
  const [row] = await db.select({ name: roadmaps.content }).from(roadmaps).where(eq(roadmaps.id, roadmapId));
  return row?.name ?? "";
}
