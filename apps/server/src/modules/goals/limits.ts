import type { PlanTier } from "@brainy/contract";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { limitsFor } from "../entitlements/index.ts";
import { countGoalsInProgress } from "./repository.ts";

/**
 * Throws when the user may not start another goal: 402 PRO_REQUIRED on Free (the client shows
 * 'Goal Limit Reached'), 409 CONFLICT on Pro at 10 ('Maximum Goals Reached').
 */
export async function assertCanStartGoal(db: DbOrTx, userId: string, tier: PlanTier): Promise<void> {
  const limit = limitsFor(tier).goalsInProgress;
  if ((await countGoalsInProgress(db, userId)) < limit) return;
  const details = { reason: "GOAL_LIMIT", limit, tier };
  if (tier === "free") {
    throw new AppError(
      "PRO_REQUIRED",
      "Goal Limit Reached: the Free plan allows 1 goal in progress. Upgrade to Pro for up to 10 goals, or complete or delete your current goal.",
      { details },
    );
  }
  throw new AppError(
    "CONFLICT",
    "Maximum Goals Reached: you already have 10 goals in progress. Complete or delete one to add another.",
    { details },
  );
}
