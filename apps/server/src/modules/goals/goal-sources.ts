import type { GoalSources } from "@brainy/contract";
import { type Db, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { listGoalSourceIds, replaceGoalSources } from "../sources/index.ts";
import { findGoalRows } from "./repository.ts";

async function assertOwnGoal(db: Db, userId: string, goalId: string): Promise<void> {
  const [goal] = await findGoalRows(db, userId, goalId);
  if (!goal) throw notFound("Goal");
}

/** GET /goals/{id}/sources: the sources the goal's lessons are written from; 404 for another user's goal. */
export async function getGoalSources(options: {
  db: Db;
  userId: string;
  goalId: string;
}): Promise<GoalSources> {
  const { db, userId, goalId } = options;
  // Kept until a write could change it; a deleted source's link goes with it (cascade).
  const answer = await memoizedRead(
    db,
    {
      key: `goal-sources:${userId}:${goalId}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["goals", "goal_sources"],
    },
    async () => {
      await assertOwnGoal(db, userId, goalId);
      return { sourceIds: await listGoalSourceIds(db, userId, goalId) };
    },
  );
  return deriveOnce("goal-sources", answer, (kept) => ({ ...kept }));
}

/**
 * PUT /goals/{id}/sources: attaches these sources (and only these) to the goal: 404 for another
 * user's goal or source, 409 for a source not ready. Lessons written from then on use them.
 */
export async function setGoalSources(options: {
  db: Db;
  userId: string;
  goalId: string;
  sourceIds: string[];
}): Promise<GoalSources> {
  await assertOwnGoal(options.db, options.userId, options.goalId);
  return { sourceIds: await replaceGoalSources(options.db, options) };
}
