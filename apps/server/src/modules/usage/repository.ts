import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { aiCalls } from "../../db/schema/index.ts";

/** The tasks whose answered calls count as lessons written (a 'Fix the gaps' part is a rewrite) and as chat messages. */
export const LESSON_TASKS = ["write-lesson", "rewrite-lesson", "write-gap-fix"] as const;
export const CHAT_TASKS = ["answer-question", "answer-from-sources"] as const;

const MonthRowSchema = z.object({
  lessons: z.coerce.number(),
  chats: z.coerce.number(),
  input_tokens: z.coerce.number(),
  output_tokens: z.coerce.number(),
});

const list = (tasks: readonly string[]) =>
  sql.join(
    tasks.map((task) => sql`${task}`),
    sql`, `,
  );

/** The learner's AI calls since `since`, in one statement: lessons written, chat answers, tokens. */
export async function summarizeCallsSince(db: DbOrTx, userId: string, since: Date) {
  const result = await db.execute(sql`
    select
      count(*) filter (where ${aiCalls.task} in (${list(LESSON_TASKS)}) and ${aiCalls.outcome} = 'ok') as lessons,
      count(*) filter (where ${aiCalls.task} in (${list(CHAT_TASKS)}) and ${aiCalls.outcome} = 'ok') as chats,
      coalesce(sum(${aiCalls.inputTokens}), 0) as input_tokens,
      coalesce(sum(${aiCalls.outputTokens}), 0) as output_tokens
    from ${aiCalls}
    where ${aiCalls.userId} = ${userId} and ${aiCalls.createdAt} >= ${since.toISOString()}::timestamptz`);
  const row = MonthRowSchema.parse((result as unknown as { rows: unknown[] }).rows[0]);
  return {
    lessonsWritten: row.lessons,
    chatMessages: row.chats,
    inputTokens: row.input_tokens,
    outputTokens: row.output_tokens,
  };
}
