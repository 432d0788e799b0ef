import { type PlanTier, SOURCE_LIMITS, type Source } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { writeWithinLimit } from "../entitlements/index.ts";
import { countSources, insertSource } from "./repository.ts";

/** What a new source past the plan's count answers: 402 on Free (Pro has more), 409 on Pro. */
function noRoomForSource(tier: PlanTier): AppError {
  const limit = SOURCE_LIMITS[tier].sources;
  if (tier === "free")
    return new AppError(
      "PRO_REQUIRED",
      `The Free plan keeps ${limit} sources. Delete one, or upgrade to Pro for ${SOURCE_LIMITS.pro.sources}.`,
    );
  return new AppError(
    "CONFLICT",
    `You have ${limit} sources, the most a plan keeps. Delete one to add another.`,
  );
}

/**
 * Refuses a new source past the plan's count before its upload is read (402 Free, 409 Pro). Only a
 * shortcut: insertSourceWithinLimit checks again under the learner's lock, which is what holds.
 */
export async function assertRoomForSource(db: Db, userId: string, tier: PlanTier): Promise<void> {
  if ((await countSources(db, userId)) >= SOURCE_LIMITS[tier].sources) throw noRoomForSource(tier);
}

/**
 * Inserts a source row if the learner has room for it, counted and inserted under their row lock:
 * 20 uploads at once on Free store 3 and the rest answer 402, on any instance.
 */
export function insertSourceWithinLimit(
  db: Db,
  tier: PlanTier,
  values: Parameters<typeof insertSource>[1],
): Promise<Source> {
  return writeWithinLimit(db, {
    userId: values.userId,
    limit: SOURCE_LIMITS[tier].sources,
    count: (tx) => countSources(tx, values.userId),
    refuse: () => noRoomForSource(tier),
    write: (tx) => insertSource(tx, values),
  });
}
