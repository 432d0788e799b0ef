import type { Course, GoalSummary } from "@brainy/contract";
import type { courses, goals } from "../../db/schema/index.ts";
import { percentDone, type SectionStat, summarizeGoalProgress } from "../curriculum/index.ts";

type GoalRow = typeof goals.$inferSelect;
type CourseRow = typeof courses.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A goal row and its sections' stats as the API shows it (without courses). */
export function toGoalSummary(row: GoalRow, stats: readonly SectionStat[]): GoalSummary {
  const goalProgress = summarizeGoalProgress(stats, row.isCompleted);
  return {
    id: row.id,
    description: row.description,
    title: row.title,
    imageUrl: row.imageUrl,
    metadata: row.metadata,
    isActive: row.isActive,
    isCompleted: row.isCompleted,
    completedAt: iso(row.completedAt),
    skills: row.skills,
    progress: goalProgress.completionPercentage,
    goalProgress,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A course row and its sections' stats as the API shows it. */
export function toCourse(row: CourseRow, stats: readonly SectionStat[]): Course {
  return {
    id: row.id,
    goalId: row.goalId,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    complexityLevel: row.complexityLevel,
    desiredDuration: row.desiredDuration,
    realisticDuration: row.realisticDuration,
    tags: row.tags,
    tag: row.tags[0] ?? row.title,
    order: row.order,
    isActive: row.isActive,
    isCompleted: row.isCompleted,
    completedAt: iso(row.completedAt),
    completionPercentage: row.isCompleted ? 100 : percentDone(stats),
    createdAt: row.createdAt.toISOString(),
  };
}
