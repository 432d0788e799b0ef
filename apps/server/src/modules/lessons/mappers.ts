import type { LessonSummary } from "@brainy/contract";
import { lessons } from "../../db/schema/index.ts";

/**
 * The columns a lesson summary needs: lists select these, never a lesson's content, narration or
 * books, which can weigh tens of kilobytes per lesson.
 */
export const lessonSummaryColumns = {
  id: lessons.id,
  title: lessons.title,
  isCompleted: lessons.isCompleted,
  grade: lessons.grade,
  estimatedTimeInMinutes: lessons.estimatedTimeInMinutes,
  order: lessons.order,
  roadmapId: lessons.roadmapId,
  completedAt: lessons.completedAt,
  isHidden: lessons.isHidden,
};

export type LessonSummaryRow = Pick<typeof lessons.$inferSelect, keyof typeof lessonSummaryColumns>;

/** A lesson row as the API's lesson summary. */
export function toLessonSummary(row: LessonSummaryRow): LessonSummary {
  return {
    id: row.id,
    title: row.title,
    isCompleted: row.isCompleted,
    grade: row.grade,
    estimatedTimeInMinutes: row.estimatedTimeInMinutes,
    order: row.order,
    roadmapId: row.roadmapId,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    isHidden: row.isHidden,
  };
}
