import type { Dashboard } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { summarizeGoalProgress } from "../curriculum/progress.ts";
import { findActiveGoalRow, findSectionStats } from "../goals/repository.ts";
import { findCurrentLessonRow } from "../lessons/repository.ts";
import { localDay, summarizeFocus } from "../pomodoro/focus-summary.ts";
import { findFocusDays } from "../pomodoro/repository.ts";
import { countProgress, findSectionName } from "./repository.ts";

/** GET /dashboard: the active goal with its progress, the lesson to continue, and overall totals. */
export async function getDashboard(options: {
  db: Db;
  userId: string;
  timeZone?: string;
}): Promise<Dashboard> {
  const { db, userId } = options;
  const timeZone = options.timeZone ?? "UTC";
  const [goal, current, totals, focusDays] = await Promise.all([
    findActiveGoalRow(db, userId),
    findCurrentLessonRow(db, userId),
    countProgress(db, userId),
    findFocusDays(db, userId, timeZone),
  ]);
  const [stats, roadmapName] = await Promise.all([
    goal ? findSectionStats(db, userId, goal.id) : Promise.resolve([]),
    current ? findSectionName(db, current.lesson.roadmapId) : Promise.resolve(""),
  ]);
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
    currentLesson: current
      ? {
          id: current.lesson.id,
          title: current.lesson.title,
          roadmapName,
          estimatedMinutes: current.lesson.estimatedTimeInMinutes,
        }
      : null,
    stats: {
      ...totals,
      completionPercentage:
        totals.totalLessons === 0 ? 0 : Math.round((100 * totals.completedLessons) / totals.totalLessons),
    },
    focus: summarizeFocus(focusDays, localDay(new Date(), timeZone)),
  };
}
