import { isProStatus, PLAN_LIMITS, type SubscriptionStatus } from "@brainy/contract";
import type { DbOrTx } from "../../db/client.ts";
import { findSubscriptionByUserId } from "./repository.ts";

/** The caller's plan; no subscription row means Free. A canceled plan stays active until its period ends. */
export async function getSubscriptionStatus(db: DbOrTx, userId: string): Promise<SubscriptionStatus> {
  const row = await findSubscriptionByUserId(db, userId);
  const plans = PLAN_LIMITS;
  if (!row) return { tier: "free", isActive: true, endDate: null, limits: plans.free, plans };
  const end = row.currentPeriodEnd;
  const periodOver = end !== null && end.getTime() <= Date.now();
  const isActive = row.status === "active" || (row.status === "canceled" && !periodOver);
  const tier = row.tier as SubscriptionStatus["tier"];
  const limits = isProStatus({ tier, isActive }) ? plans.pro : plans.free;
  return { tier, isActive, endDate: end ? end.toISOString() : null, limits, plans };
}

/** "pro" only for an active Pro plan; free, basic and inactive plans are treated as Free. */
export async function getUserTier(db: DbOrTx, userId: string): Promise<"free" | "pro"> {
  return isProStatus(await getSubscriptionStatus(db, userId)) ? "pro" : "free";
}
