import { ErrorReasons, type Goal, parseGoalMetadata } from "@brainy/contract";
import type { AiCallContext, AiEngine, ImageService } from "../../ai/engine.ts";
import { writeImagePromptTask } from "../../ai/tasks/write-image-prompt/index.ts";
import { writeKnowledgeQuestionsTask } from "../../ai/tasks/write-knowledge-questions/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { groupStats } from "../curriculum/index.ts";
import { toCourse, toGoalSummary } from "./mappers.ts";
import {
  deactivateGoals,
  deleteGoalRow,
  findActiveGoalRow,
  findGoalRows,
  findGoalTree,
  lockUser,
  updateGoalRow,
} from "./repository.ts";

/** The caller's goals (newest first) with courses and progress, in three queries. */
export async function listGoals({ db, userId, goalId }: UserOptions & { goalId?: string }): Promise<Goal[]> {
  return deriveOnce("goals-list", await findGoalTree(db, userId, goalId), toGoals);
}

/** The goals of a goal tree, each with its courses and progress. */
function toGoals({ goalRows, courseRows, stats }: Awaited<ReturnType<typeof findGoalTree>>): Goal[] {
  const statsByGoal = groupStats(stats, "goalId");
  const statsByCourse = groupStats(stats, "courseId");
  return goalRows.map((row) => ({
    ...toGoalSummary(row, statsByGoal.get(row.id) ?? []),
    courses: courseRows
      .filter((course) => course.goalId === row.id)
      .map((course) => toCourse(course, statsByCourse.get(course.id) ?? [])),
  }));
}

/** One of the caller's goals; 404 when it is not theirs. */
export async function getGoal(options: UserOptions & { goalId: string }): Promise<Goal> {
  const [goal] = await listGoals(options);
  if (!goal) throw notFound("Goal");
  return goal;
}

/** The caller's active goal; 404 'No active goal found' when none. */
export async function getActiveGoal(options: UserOptions): Promise<Goal> {
  const row = await findActiveGoalRow(options.db, options.userId);
  if (!row)
    throw new AppError("NOT_FOUND", "No active goal found", {
      details: { reason: ErrorReasons.noActiveGoal },
    });
  return getGoal({ ...options, goalId: row.id });
}

/** Updates a goal's description, metadata or active flag (true makes it the only active goal). */
export async function updateGoal(
  options: UserOptions & { goalId: string; description?: string; metadata?: string; isActive?: boolean },
): Promise<Goal> {
  const { db, userId, goalId, isActive, ...patch } = options;
  const changes = { ...patch, ...(isActive === undefined ? {} : { isActive }) };
  const row = await db.transaction(async (tx) => {
    if (isActive) {
      await lockUser(tx, userId);
      const [owned] = await findGoalRows(tx, userId, goalId);
      if (!owned) return undefined;
      await deactivateGoals(tx, userId);
    }
    return updateGoalRow(tx, userId, goalId, changes);
  });
  if (!row) throw notFound("Goal");
  return getGoal(options);
}

/** PUT /goals/{id}/set-active */
export function setActiveGoal(options: UserOptions & { goalId: string }): Promise<Goal> {
  return updateGoal({ ...options, isActive: true });
}

/** Deletes a goal and, by cascade, its courses, sections, lessons, plans and assessments. */
export async function deleteGoal(options: UserOptions & { goalId: string }): Promise<void> {
  const row = await deleteGoalRow(options.db, options.userId, options.goalId);
  if (!row) throw notFound("Goal");
}

/** Draws a new cover for a goal and stores its URL. */
export async function regenerateGoalImage(
  options: UserOptions & { goalId: string; ai: AiEngine; images: ImageService; ctx: AiCallContext },
): Promise<{ imageUrl: string }> {
  const { db, userId, goalId, ai, images, ctx } = options;
  const [goal] = await findGoalRows(db, userId, goalId);
  if (!goal) throw notFound("Goal");
  const title = goal.title ?? goal.description;
  const { prompt } = await ai.run(writeImagePromptTask, { goal: goal.description, title }, ctx);
  const { imageUrl } = await images.createCoverImage({ prompt, title, seed: `${goalId}:${Date.now()}` }, ctx);
  await updateGoalRow(db, userId, goalId, { imageUrl });
  return { imageUrl };
}

/** POST /goals/{id}/knowledge-assessment: free-text questions about the goal. */
export async function writeGoalKnowledgeQuestions(
  options: UserOptions & { goalId: string; ai: AiEngine; ctx: AiCallContext },
): Promise<{ questions: string[] }> {
  const [goal] = await findGoalRows(options.db, options.userId, options.goalId);
  if (!goal) throw notFound("Goal");
  const level = parseGoalMetadata(goal.metadata).level;
  return options.ai.run(writeKnowledgeQuestionsTask, { goal: goal.description, level }, options.ctx);
}
