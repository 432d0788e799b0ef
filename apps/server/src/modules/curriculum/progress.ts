import { z } from "zod";

/** One roadmap section's completion facts, as the stats query (goals/repository.ts sectionStatsColumn) returns them. */
export const SectionStatSchema = z.object({
  sectionId: z.string(),
  courseId: z.string(),
  goalId: z.string(),
  isCompleted: z.boolean(),
  /** Lessons in the section. */
  lessons: z.number(),
  /** Of which completed. */
  completedLessons: z.number(),
});
export type SectionStat = z.infer<typeof SectionStatSchema>;

/** How much of a section is done: 1 when completed, else its share of completed lessons. */
export function sectionShare(stat: SectionStat): number {
  if (stat.isCompleted) return 1;
  return stat.lessons === 0 ? 0 : stat.completedLessons / stat.lessons;
}

/** Percent done over sections, each weighted equally (0 when there are none). */
export function percentDone(stats: readonly SectionStat[]): number {
  if (stats.length === 0) return 0;
  const sum = stats.reduce((total, stat) => total + sectionShare(stat), 0);
  return Math.round((100 * sum) / stats.length);
}

/** Groups stats by a key (courseId or goalId). */
export function groupStats(
  stats: readonly SectionStat[],
  key: "courseId" | "goalId",
): Map<string, SectionStat[]> {
  const groups = new Map<string, SectionStat[]>();
  for (const stat of stats) {
    const list = groups.get(stat[key]) ?? [];
    list.push(stat);
    groups.set(stat[key], list);
  }
  return groups;
}

/** A goal's progress: percent over its sections and lesson counts over the lessons written so far. */
export function summarizeGoalProgress(stats: readonly SectionStat[], isCompleted: boolean) {
  const completedLessons = stats.reduce((n, s) => n + s.completedLessons, 0);
  const totalLessons = stats.reduce((n, s) => n + s.lessons, 0);
  return { completionPercentage: isCompleted ? 100 : percentDone(stats), completedLessons, totalLessons };
}
