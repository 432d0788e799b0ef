/**
 * Daily token budgets (ADR 0027) and the learner's language, applied around every AI call with a
 * user: the engine a server uses is the provider's wrapped in `withLearnerContext`. A call is let
 * in by one conditional upsert on the learner's row of the day in `ai_token_days` (used + reserved
 * under the plan's budget), which reserves the call's most likely cost, so parallel calls on any
 * instance overshoot the budget by one call at most; the recorder adds what the call really spent
 * and the reservation is given back when it ends.
 */
import type { PlanTier } from "@brainy/contract";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../db/client.ts";
import { aiTokenDays, users } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import type { AiCallContext, AiEngine } from "./engine.ts";
import type { AiTask } from "./task.ts";

/** Tokens (in + out) a learner may spend per UTC day, by plan; 0 is no budget. */
export type TokenBudgets = Record<PlanTier, number>;

/** The UTC calendar day (YYYY-MM-DD) a moment falls on: the budget's day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When the budget of the day `now` falls on resets: the next midnight UTC. */
export function nextBudgetReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
const TokenDayRowSchema = z.object({ used: z.coerce.number(), reserved: z.coerce.number() });

/** The learner's tokens of a day: spent by finished calls and held by running ones (0 when none). */
export async function findTokenDay(db: DbOrTx, userId: string, day: string) {
  const [row] = await db
    .select({ used: aiTokenDays.usedTokens, reserved: aiTokenDays.reservedTokens })
    .from(aiTokenDays)
    .where(sql`${aiTokenDays.userId} = ${userId} and ${aiTokenDays.day} = ${day}`);
  return row ? TokenDayRowSchema.parse(row) : { used: 0, reserved: 0 };
}

/** The learners who spent the most tokens on a day, most first (npm run usage). */
export async function listTopTokenDays(db: DbOrTx, day: string, limit = 10) {
  const rows = await db
    .select({ userId: aiTokenDays.userId, used: aiTokenDays.usedTokens })
    .from(aiTokenDays)
    .where(sql`${aiTokenDays.day} = ${day} and ${aiTokenDays.usedTokens} > 0`)
    .orderBy(sql`${aiTokenDays.usedTokens} desc`)
    .limit(limit);
  return rows.map((row) => ({ userId: row.userId, used: Number(row.used) }));
}

/**
 * Reserves `tokens` on the learner's day when used + reserved is still under `budget`, in one
 * statement (the row lock orders parallel callers on any instance); answers whether it did.
 */
export async function reserveTokens(
  db: DbOrTx,
  options: { userId: string; day: string; tokens: number; budget: number },
): Promise<boolean> {
  const { userId, day, tokens, budget } = options;
  const result = await db.execute(sql`
    insert into ${aiTokenDays} (user_id, day, reserved_tokens) values (${userId}, ${day}, ${tokens})
    on conflict (user_id, day) do update
      set reserved_tokens = ${aiTokenDays}.reserved_tokens + excluded.reserved_tokens
      where ${aiTokenDays}.used_tokens + ${aiTokenDays}.reserved_tokens < ${budget}
    returning 1 as ok`);
  return rowsOf(result).length === 1;
}

/** Gives back a reservation when its call has ended. */
export async function releaseTokens(db: DbOrTx, options: { userId: string; day: string; tokens: number }) {
  await db
    .update(aiTokenDays)
    .set({ reservedTokens: sql`greatest(0, ${aiTokenDays.reservedTokens} - ${options.tokens})` })
    .where(sql`${aiTokenDays.userId} = ${options.userId} and ${aiTokenDays.day} = ${options.day}`);
}

/** Adds the tokens a finished call spent to the learner's day (recorded with its ai_calls row). */
export async function addUsedTokens(db: DbOrTx, options: { userId: string; day: string; tokens: number }) {
  if (options.tokens <= 0) return;
  await db
    .insert(aiTokenDays)
    .values({ userId: options.userId, day: options.day, usedTokens: options.tokens })
    .onConflictDoUpdate({
      target: [aiTokenDays.userId, aiTokenDays.day],
      set: { usedTokens: sql`${aiTokenDays.usedTokens} + excluded.used_tokens` },
    });
}

/** The 429 of a spent budget: its message says when it resets; details as the other 429s carry them. */
export function tokenBudgetExceeded(options: { now: Date; budget: number; used: number }): AppError {
  const resetsAt = nextBudgetReset(options.now);
  const resetInMs = resetsAt.getTime() - options.now.getTime();
  const hoursUntilReset = Math.max(1, Math.ceil(resetInMs / 3_600_000));
  const hours = `${hoursUntilReset} hour${hoursUntilReset === 1 ? "" : "s"}`;
  return new AppError(
    "RATE_LIMIT_EXCEEDED",
    `You have used today's AI allowance of ${options.budget.toLocaleString("en")} tokens. It resets at midnight UTC, in ${hours}.`,
    {
      details: {
        reason: "TOKEN_BUDGET",
        resetsAt: resetsAt.toISOString(),
        hoursUntilReset,
        usedTokens: options.used,
        dailyTokens: options.budget,
      },
      headers: { "retry-after": String(Math.ceil(resetInMs / 1000)) },
    },
  );
}

/** 429 when the learner's budget of today is already spent (or held by running calls); else nothing. */
export async function assertTokensLeft(
  db: DbOrTx,
  options: { userId: string; budget: number; now?: Date },
): Promise<void> {
  if (options.budget <= 0) return;
  const now = options.now ?? new Date();
  const day = await findTokenDay(db, options.userId, utcDay(now));
  if (day.used + day.reserved >= options.budget) {
    throw tokenBudgetExceeded({ now, budget: options.budget, used: day.used });
  }
}

/** A call's likely cost: its prompt at 4 characters a token plus the task's output cap. */
export function estimateCallTokens(task: AiTask<never, unknown, unknown>, input: unknown): number {
  const prompt = task.buildPrompt(input as never);
  const characters =
    prompt.instructions.length +
    prompt.prompt.length +
    (prompt.history ?? []).reduce((sum, turn) => sum + turn.content.length, 0);
  return Math.ceil(characters / 4) + task.maxOutputTokens;
}

async function learningLanguageOf(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ language: users.learningLanguage }).from(users).where(eq(users.id, userId));
  return row?.language;
}

/**
 * The engine with the learner's context: each call with a user gets their learning language
 * (from the profile, unless the caller named one) and passes their daily token budget (429
 * RATE_LIMIT_EXCEEDED, reason TOKEN_BUDGET, when it is spent). Calls without a user pass as they are.
 */
export function withLearnerContext(
  engine: AiEngine,
  options: { db: DbOrTx; budgets: TokenBudgets; now?: () => Date },
): AiEngine {
  const { db, budgets } = options;
  const now = options.now ?? (() => new Date());
  const admit = async (task: AiTask<never, unknown, unknown>, input: unknown, ctx: AiCallContext) => {
    const userId = ctx.userId;
    if (!userId) return { ctx, release: async () => {} };
    const stored = await learningLanguageOf(db, userId);
    // A user id with no row (a script's, a deleted account's) has no profile and no budget.
    if (stored === undefined) return { ctx, release: async () => {} };
    const withLanguage = { ...ctx, language: ctx.language ?? stored };
    const budget = budgets[ctx.tier];
    if (budget <= 0) return { ctx: withLanguage, release: async () => {} };
    const at = now();
    const day = utcDay(at);
    const tokens = estimateCallTokens(task, input);
    if (!(await reserveTokens(db, { userId, day, tokens, budget }))) {
      const { used } = await findTokenDay(db, userId, day);
      throw tokenBudgetExceeded({ now: at, budget, used });
    }
    return { ctx: withLanguage, release: () => releaseTokens(db, { userId, day, tokens }).catch(() => {}) };
  };
  return {
    provider: engine.provider,
    async assertTokensLeft(ctx) {
      if (ctx.userId)
        await assertTokensLeft(db, { userId: ctx.userId, budget: budgets[ctx.tier], now: now() });
    },
    async run(task, input, ctx, callOptions) {
      const admitted = await admit(task as never, input, ctx);
      try {
        return await engine.run(task, input, admitted.ctx, callOptions);
      } finally {
        await admitted.release();
      }
    },
    async *stream(task, input, ctx, callOptions) {
      const admitted = await admit(task as never, input, ctx);
      try {
        yield* engine.stream(task, input, admitted.ctx, callOptions);
      } finally {
        await admitted.release();
      }
    },
  };
}
