import type { Dashboard } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { summarizeGoalProgress } from "../curriculum/index.ts";
import { localDay, summarizeFocus } from "../pomodoro/index.ts";
import { type DashboardFacts, findDashboardFacts } from "./repository.ts";

/** GET /dashboard: the active goal with its progress, the lesson to continue, and overall totals. */
export async function getDashboard(options: {
  db: Db;
  userId: string;
  timeZone?: string;
}): Promise<Dashboard> {
  const timeZone = options.timeZone ?? "UTC";
  const facts = await findDashboardFacts(options.db, options.userId, timeZone);
  // The focus figures count from the learner's today: the answer is kept for that day.
  return deriveOnce("dashboard", facts, toDashboard, localDay(new Date(), timeZone));
}

/** The dashboard from its facts, on the learner's local date `today`. */
function toDashboard(facts: DashboardFacts, today: string): Dashboard {
  const { goal, currentLesson, totals, stats, focusDays } = facts;
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
    focus: summarizeFocus(focusDays, today),
  };
}
