import type { Dashboard } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { summarizeGoalProgress } from "../curriculum/progress.ts";
import { localDay, summarizeFocus } from "../pomodoro/focus-summary.ts";
import { findDashboardFacts } from "./repository.ts";

/** GET /dashboard: the active goal with its progress, the lesson to continue, and overall totals. */
export async function getDashboard(options: {
  db: Db;
  userId: string;
  timeZone?: string;
}): Promise<Dashboard> {
  const timeZone = options.timeZone ?? "UTC";
  const { goal, currentLesson, totals, stats, focusDays } = await findDashboardFacts(
    options.db,
    options.userId,
    timeZone,
  );
  return {
    activeGoal: goal
      ? {
          id: goal.id,
          description: goal.title || goal.description,
          imageUrl: goal.imageUrl,
          metadata: goal.metadata,
          goalProgress: summarizeGoalProgress(stats, goal.isCompleted),
        }
      : null,
    currentLesson,
    stats: {
      ...totals,
      completionPercentage:
        totals.totalLessons === 0 ? 0 : Math.round((100 * totals.completedLessons) / totals.totalLessons),
    },
    focus: summarizeFocus(focusDays, localDay(new Date(), timeZone)),
  };
}
