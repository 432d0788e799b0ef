import type { GoalSources } from "@brainy/contract";
import { type Db, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { listGoalSourceIds, replaceGoalSources } from "../sources/index.ts";
import { findGoalRows, setGoalWebGrounding } from "./repository.ts";

async function assertOwnGoal(db: Db, userId: string, goalId: string): Promise<void> {
  const [goal] = await findGoalRows(db, userId, goalId);
  if (!goal) throw notFound("Goal");
}

/** GET /goals/{id}/sources: the sources the goal's lessons are written from; 404 for another user's goal. */
export async function getGoalSources(options: {
  db: Db;
  userId: string;
  goalId: string;
  /** Whether the server has a search engine (the web switch works). */
  webSearch?: boolean;
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
      const [goal] = await findGoalRows(db, userId, goalId);
      if (!goal) throw notFound("Goal");
      return { sourceIds: await listGoalSourceIds(db, userId, goalId), webGrounding: goal.webGrounding };
    },
  );
  return deriveOnce("goal-sources", answer, (kept) => ({ ...kept, webSearch: options.webSearch ?? false }));
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
  /** Lessons written from then on also use web search results; undefined leaves it. */
  webGrounding?: boolean;
  webSearch?: boolean;
}): Promise<GoalSources> {
  await assertOwnGoal(options.db, options.userId, options.goalId);
  const sourceIds = await replaceGoalSources(options.db, options);
  if (options.webGrounding !== undefined)
    await setGoalWebGrounding(options.db, options.userId, options.goalId, options.webGrounding);
  const [goal] = await findGoalRows(options.db, options.userId, options.goalId);
  return { sourceIds, webGrounding: goal?.webGrounding ?? false, webSearch: options.webSearch ?? false };
}
