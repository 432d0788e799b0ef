import { and, desc, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { aiCalls } from "../db/schema/index.ts";

/** How an AI call ended. */
export type AiCallOutcome = "ok" | "retry_exhausted" | "invalid_output" | "truncated" | "timeout" | "error";

export type AiCallRecord = {
  userId?: string | null;
  task: string;
  provider: string;
  model: string;
  /** The AI_ROUTES route that made the call (routes.ts routeLabel). */
  route?: string | null;
  inputTokens: number;
  outputTokens: number;
  reasoningTokens?: number;
  firstTokenMs?: number | null;
  latencyMs: number;
  outcome: AiCallOutcome;
  attempts: number;
};

/** Inserts one ai_calls row. */
export async function insertAiCall(db: DbOrTx, record: AiCallRecord): Promise<void> {
  await db.insert(aiCalls).values({
    ...record,
    userId: record.userId ?? null,
    route: record.route ?? null,
    inputTokens: Math.max(0, Math.round(record.inputTokens)),
    outputTokens: Math.max(0, Math.round(record.outputTokens)),
    reasoningTokens: Math.max(0, Math.round(record.reasoningTokens ?? 0)),
    firstTokenMs: record.firstTokenMs == null ? null : Math.max(0, Math.round(record.firstTokenMs)),
    latencyMs: Math.max(0, Math.round(record.latencyMs)),
  });
}

/** Tokens and calls for one user and task. */
export type AiUsageRow = {
  userId: string | null;
  task: string;
  calls: number;
  failedCalls: number;
  inputTokens: number;
  outputTokens: number;
  /** Of the output tokens, those spent reasoning. */
  reasoningTokens: number;
};

/** Sums tokens and calls by user and task (optionally since a date), most tokens first: cost per user and task. */
export async function summarizeAiUsage(
  db: DbOrTx,
  options: { since?: Date; userId?: string } = {},
): Promise<AiUsageRow[]> {
  const filters = [
    options.since ? gte(aiCalls.createdAt, options.since) : undefined,
    options.userId ? sql`${aiCalls.userId} = ${options.userId}` : undefined,
  ].filter((f) => f !== undefined);
  const total = sql<number>`sum(${aiCalls.inputTokens} + ${aiCalls.outputTokens})`;
  const rows = await db
    .select({
      userId: aiCalls.userId,
      task: aiCalls.task,
      calls: sql<number>`count(*)`,
      failedCalls: sql<number>`count(*) filter (where ${aiCalls.outcome} <> 'ok')`,
      inputTokens: sql<number>`coalesce(sum(${aiCalls.inputTokens}), 0)`,
      outputTokens: sql<number>`coalesce(sum(${aiCalls.outputTokens}), 0)`,
      reasoningTokens: sql<number>`coalesce(sum(${aiCalls.reasoningTokens}), 0)`,
    })
    .from(aiCalls)
    .where(filters.length ? and(...filters) : undefined)
    .groupBy(aiCalls.userId, aiCalls.task)
    .orderBy(desc(total), aiCalls.task);
  return rows.map((r) => ({
    ...r,
    calls: Number(r.calls),
    failedCalls: Number(r.failedCalls),
    inputTokens: Number(r.inputTokens),
    outputTokens: Number(r.outputTokens),
    reasoningTokens: Number(r.reasoningTokens),
  }));
}

/** Tokens and calls of one day, user, task and model: what `npm run usage` prices. */
export type AiCallTotal = {
  day: string;
  userId: string | null;
  task: string;
  model: string;
  /** The route that made the calls; null for calls made before AI_ROUTES (ADR 0049). */
  route: string | null;
  calls: number;
  okCalls: number;
  inputTokens: number;
  outputTokens: number;
};

/** Sums ai_calls by day (UTC), user, task, model and route since a date. */
export async function listAiCallTotals(db: DbOrTx, options: { since: Date }): Promise<AiCallTotal[]> {
  const day = sql<string>`to_char(${aiCalls.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      userId: aiCalls.userId,
      task: aiCalls.task,
      model: aiCalls.model,
      route: aiCalls.route,
      calls: sql<number>`count(*)`,
      okCalls: sql<number>`count(*) filter (where ${aiCalls.outcome} = 'ok')`,
      inputTokens: sql<number>`coalesce(sum(${aiCalls.inputTokens}), 0)`,
      outputTokens: sql<number>`coalesce(sum(${aiCalls.outputTokens}), 0)`,
    })
    .from(aiCalls)
    .where(gte(aiCalls.createdAt, options.since))
    .groupBy(day, aiCalls.userId, aiCalls.task, aiCalls.model, aiCalls.route)
    .orderBy(day);
  return rows.map((r) => ({
    ...r,
    calls: Number(r.calls),
    okCalls: Number(r.okCalls),
    inputTokens: Number(r.inputTokens),
    outputTokens: Number(r.outputTokens),
  }));
}
