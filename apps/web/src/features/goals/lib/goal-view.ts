import { GOAL_LEVELS, type GoalLevel, goalLevelOf, PLAN_LIMITS } from "@brainy/contract";

/** Goal levels the create-goal form offers (the contract's). */
export { GOAL_LEVELS, type GoalLevel };

/** The goal fields the goals page logic reads (a subset of the contract's goal). */
export type GoalLike = {
  id: string;
  isActive?: boolean | null;
  isCompleted?: boolean | null;
  metadata?: string | null;
  progress?: number | null;
  goalProgress?: { completionPercentage: number; completedLessons: number; totalLessons: number } | null;
};

/** The level stored in a goal's metadata JSON ({level}); 'Not specified' when absent or unreadable. */
export function readGoalLevel(metadata: string | null | undefined): string {
  if (!metadata) return "Not specified";
  try {
    const parsed = JSON.parse(metadata) as { level?: unknown } | null;
    const level = parsed && typeof parsed === "object" ? parsed.level : undefined;
    return typeof level === "string" && level.trim() ? level.trim() : "Not specified";
  } catch {
    return "Not specified";
  }
}

/** Builds the metadata JSON text the server stores for a goal. */
export function writeGoalMetadata(level: GoalLevel): string {
  return JSON.stringify({ level });
}

/** Splits goals into the active one, other incomplete ones and completed ones (goal card states). */
export function partitionGoals<G extends GoalLike>(
  goals: readonly G[],
  activeGoalId?: string | null,
): { active: G | null; others: G[]; completed: G[] } {
  const completed = goals.filter((goal) => goal.isCompleted);
  const incomplete = goals.filter((goal) => !goal.isCompleted);
  const active =
    incomplete.find((goal) => (activeGoalId ? goal.id === activeGoalId : goal.isActive)) ??
    incomplete.find((goal) => goal.isActive) ??
    null;
  return { active, others: incomplete.filter((goal) => goal !== active), completed };
}

/** Percent complete and lesson counts, from goalProgress when present, else the bare progress. */
export function readGoalProgress(goal: GoalLike): { percent: number; completed: number; total: number } {
  const detail = goal.goalProgress;
  const percent = detail ? detail.completionPercentage : (goal.progress ?? 0);
  return {
    percent: Math.max(0, Math.min(100, Math.round(percent))),
    completed: detail?.completedLessons ?? 0,
    total: detail?.totalLessons ?? 0,
  };
}

/** Which limit dialog (if any) Add New Goal must show instead of the new-goal modal. */
export function getGoalLimitVariant(
  goals: readonly GoalLike[],
  isPro: boolean,
): "free-limit" | "pro-maximum" | null {
  const inProgress = goals.filter((goal) => !goal.isCompleted).length;
  if (isPro) return inProgress >= PLAN_LIMITS.pro.goalsInProgress ? "pro-maximum" : null;
  return inProgress >= PLAN_LIMITS.free.goalsInProgress ? "free-limit" : null;
}

/** The level name of a course's complexity (1 Beginner, 2 Practitioner, 3 Advanced). */
export function formatComplexity(level: number): GoalLevel {
  return goalLevelOf(level);
}

/** Hours as the goals page shows them: "1 hour", "12 hours", "7.5 hours". */
export function formatHours(hours: number): string {
  const value = Math.round(hours * 10) / 10;
  return `${value} ${value === 1 ? "hour" : "hours"}`;
}
