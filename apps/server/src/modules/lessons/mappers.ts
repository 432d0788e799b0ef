import type { LessonSummary } from "@brainy/contract";
import type { lessons } from "../../db/schema/index.ts";

/** A lesson row as the API's lesson summary. */
export function toLessonSummary(row: typeof lessons.$inferSelect): LessonSummary {
  return {
    id: row.id,
    title: row.title,
    isCompleted: row.isCompleted,
    grade: row.grade,
    estimatedTimeInMinutes: row.estimatedTimeInMinutes,
    order: row.order,
    roadmapId: row.roadmapId,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}
