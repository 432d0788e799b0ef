import type { Db } from "../db/client.ts";
import type { AiCallContext } from "./engine.ts";
import { type AiCallOutcome, insertAiCall } from "./repository.ts";
import { addUsedTokens, utcDay } from "./token-budget.ts";

/** What one finished call reports; latency is measured from `started` (performance.now()). */
export type CallReport = {
  ctx: AiCallContext;
  task: string;
  provider: string;
  model: string;
  /** The AI_ROUTES route that made the call (routes.ts routeLabel); absent outside the routed engine. */
  route?: string;
  started: number;
  outcome: AiCallOutcome;
  attempts: number;
  inputTokens?: number;
  outputTokens?: number;
  /** Of the output tokens, those spent reasoning (provider-reported, else estimated from the scratchpad). */
  reasoningTokens?: number;
  /** Call start to the provider's first streamed token; undefined for answers not streamed. */
  firstTokenMs?: number;
  /** Answers asked for: 1 when the first was used, 2 after a repair or a longer retry (not stored). */
  rounds?: number;
};

export type RecordCall = (report: CallReport) => Promise<void>;

/** Minimal logger shape (pino's), so the engine can warn without depending on Fastify. */
export type AiLogger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Records calls in ai_calls, and a learner's tokens on their day's budget (token-budget.ts); a
 * failed insert is logged and never fails the user's request.
 */
export function createCallRecorder(db: Db, logger?: AiLogger): RecordCall {
  return async (report) => {
    try {
      await insertAiCall(db, {
        userId: report.ctx.userId ?? null,
        task: report.task,
        provider: report.provider,
        model: report.model,
        route: report.route ?? null,
        inputTokens: report.inputTokens ?? 0,
        outputTokens: report.outputTokens ?? 0,
        reasoningTokens: report.reasoningTokens ?? 0,
        firstTokenMs: report.firstTokenMs ?? null,
        latencyMs: performance.now() - report.started,
        outcome: report.outcome,
        attempts: report.attempts,
      });
      if (report.ctx.userId) {
        const tokens = (report.inputTokens ?? 0) + (report.outputTokens ?? 0);
        await addUsedTokens(db, {
          userId: report.ctx.userId,
          day: utcDay(new Date()),
          tokens: Math.round(tokens),
        });
      }
    } catch (error) {
      logger?.error({ err: error, task: report.task }, "could not record ai call");
    }
  };
}
