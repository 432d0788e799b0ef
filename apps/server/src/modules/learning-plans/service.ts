import type { LearningPlan, RoadmapSection } from "@brainy/contract";
import type { AiCallContext, AiEngine } from "../../ai/engine.ts";
import type { learningPlans as plansTable } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { findGoalRows } from "../goals/index.ts";
import { findRoadmapRow, rewriteCourseRoadmap } from "../roadmaps/index.ts";
import { findPlanRows, insertPlanRow, updatePlanCompletion } from "./repository.ts";

function toLearningPlan(row: typeof plansTable.$inferSelect): LearningPlan {
  return {
    id: row.id,
    goalId: row.goalId,
    roadmapId: row.roadmapId,
    assessmentResults: row.assessmentResults,
    duration: row.duration,
    completionStatus: row.completionStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's plans, newest first (the first is current); of one goal when goalId is given. */
export async function listLearningPlans({
  db,
  userId,
  goalId,
}: UserOptions & { goalId?: string }): Promise<LearningPlan[]> {
  if (goalId) {
    const [goal] = await findGoalRows(db, userId, goalId);
    if (!goal) throw notFound("Goal");
  }
  return (await findPlanRows(db, userId, { goalId })).map(toLearningPlan);
}

/** One of the caller's plans; 404 when it is not theirs. */
export async function getLearningPlan({
  db,
  userId,
  id,
}: UserOptions & { id: string }): Promise<LearningPlan> {
  const [row] = await findPlanRows(db, userId, { id });
  if (!row) throw notFound("Learning plan");
  return toLearningPlan(row);
}

/** POST /learningplans: records the goal assessment's answers as the goal's current plan. */
export async function createLearningPlan({
  db,
  userId,
  input,
}: UserOptions & {
  input: { goalId: string; roadmapId?: string | null; assessmentResults: string; duration: string };
}): Promise<LearningPlan> {
  const [goal] = await findGoalRows(db, userId, input.goalId);
  if (!goal) throw notFound("Goal");
  if (input.roadmapId && !(await findRoadmapRow(db, userId, input.roadmapId))) throw notFound("Roadmap");
  return toLearningPlan(await insertPlanRow(db, { userId, ...input, roadmapId: input.roadmapId ?? null }));
}

/** PUT /learningplans/{id}/roadmap-completion */
export async function setPlanCompletion({
  db,
  userId,
  id,
  completionStatus,
}: UserOptions & { id: string; completionStatus: string }): Promise<LearningPlan> {
  const row = await updatePlanCompletion(db, userId, id, completionStatus);
  if (!row) throw notFound("Learning plan");
  return toLearningPlan(row);
}

/**
 * POST /learningplans/{id}/regenerate-roadmap: rewrites the roadmap of the plan's course (the
 * course of its roadmap section, else the goal's active course). 409 once lessons are completed.
 */
export async function regeneratePlanRoadmap(
  options: UserOptions & { ai: AiEngine; ctx: AiCallContext & { userId: string }; id: string },
): Promise<RoadmapSection[]> {
  const plan = await getLearningPlan(options);
  const section = plan.roadmapId
    ? await findRoadmapRow(options.db, options.userId, plan.roadmapId)
    : undefined;
  return rewriteCourseRoadmap({ ...options, courseOrGoalId: section?.courseId ?? plan.goalId });
}
