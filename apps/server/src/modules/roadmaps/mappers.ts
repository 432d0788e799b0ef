import type { RoadmapSection } from "@brainy/contract";
import type { roadmaps } from "../../db/schema/index.ts";

/** A roadmap row as the API's roadmap section. */
export function toRoadmapSection(row: typeof roadmaps.$inferSelect): RoadmapSection {
  return {
    id: row.id,
    content: row.content,
    name: row.content,
    summary: row.summary,
    isCompleted: row.isCompleted,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    courseId: row.courseId,
    goalId: row.goalId,
    order: row.order,
    updatedAt: row.updatedAt.toISOString(),
  };
}
