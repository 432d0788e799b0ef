import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** One row per AI engine call (all attempts of it): who asked, what it cost, how it ended. */
export const aiCalls = pgTable(
  "ai_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for calls made without a user (jobs, scripts); kept when the user is deleted. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Task folder name, e.g. plan-goal. */
    task: text("task").notNull(),
    /** demo | openai | openai-compatible | anthropic | openai-image | demo-image */
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    /** The AI_ROUTES route that made the call, e.g. `cards (fallback): openai:gpt-5-mini`; null before routes (ADR 0049). */
    route: text("route"),
    /** Summed over every attempt of the call (retries and the repair attempt). */
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    /** Of the output tokens, those a reasoning model spent thinking (provider-reported, else estimated from its scratchpad). */
    reasoningTokens: integer("reasoning_tokens").notNull().default(0),
    latencyMs: integer("latency_ms").notNull(),
    /** Call start to the provider's first streamed token; null for answers not streamed. */
    firstTokenMs: integer("first_token_ms"),
    /** ok | retry_exhausted | invalid_output | truncated | timeout | error */
    outcome: text("outcome").notNull(),
    /** Model requests sent, counting retries and the repair attempt. */
    attempts: integer("attempts").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_calls_user_created_idx").on(t.userId, t.createdAt),
    index("ai_calls_task_idx").on(t.task),
  ],
);
