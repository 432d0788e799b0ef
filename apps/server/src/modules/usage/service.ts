import type { PlanTier, UsageSummary } from "@brainy/contract";
import { findTokenDay, nextBudgetReset, type TokenBudgets, utcDay } from "../../ai/token-budget.ts";
import type { DbOrTx } from "../../db/client.ts";
import { limitsFor } from "../entitlements/index.ts";
import { summarizeCallsSince } from "./repository.ts";

/** The first moment of the calendar month (UTC) `now` falls in. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * What the learner used this month (lessons written, chat messages, tokens, from ai_calls) and
 * today (tokens against the plan's daily budget), with the plan's limits.
 */
export async function getUsageSummary(options: {
  db: DbOrTx;
  userId: string;
  tier: PlanTier;
  budgets: TokenBudgets;
  now?: Date;
}): Promise<UsageSummary> {
  const now = options.now ?? new Date();
  const start = monthStart(now);
  const [month, today] = await Promise.all([
    summarizeCallsSince(options.db, options.userId, start),
    findTokenDay(options.db, options.userId, utcDay(now)),
  ]);
  const limits = limitsFor(options.tier);
  const budget = options.budgets[options.tier];
  return {
    plan: options.tier,
    month: { start: start.toISOString(), ...month },
    today: {
      usedTokens: today.used,
      tokensLeft: budget > 0 ? Math.max(0, budget - today.used - today.reserved) : null,
      resetsAt: nextBudgetReset(now).toISOString(),
    },
    limits: {
      lessonGenerationsPerDay: limits.lessonGenerationsPerDay,
      chatMessagesPerDay: limits.chatMessagesPerDay,
      dailyTokens: budget > 0 ? budget : null,
    },
  };
}
