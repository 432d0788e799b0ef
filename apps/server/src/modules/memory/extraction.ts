import type { MemoryKind } from "@brainy/contract";
import type { AiCallContext, AiEngine } from "../../ai/engine.ts";
import {
  type ExtractMemoryInput,
  type ExtractMemoryOutput,
  extractMemoryTask,
} from "../../ai/tasks/extract-memory/index.ts";
import type { Db } from "../../db/client.ts";
import type { JobDefinition } from "../../jobs/background.ts";
import { AppError } from "../../lib/app-error.ts";
import { getUserTier } from "../subscriptions/index.ts";
import {
  findExchangeWithContext,
  findItemByKey,
  findMemoryItems,
  findRemember,
  insertMemoryItem,
  MEMORY_ITEMS_MAX,
  materialContainsAny,
  memoryTextKey,
  updateMemoryItemRow,
} from "./repository.ts";

/** Messages before the exchange the extractor reads as context: the two questions and answers before. */
const CONTEXT_MESSAGES = 4;
/** Known facts the extractor is shown (most recent first), to update rather than repeat. */
const KNOWN_SHOWN = 40;
/** A run of this many words found in the learner's sources or notes is copying, not a fact. */
export const QUOTED_SPAN_WORDS = 8;

/** The text's letters and digits as the material check reads them: lowercased ASCII words. */
export const materialWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

/** Every run of QUOTED_SPAN_WORDS consecutive words of the text (none when it is shorter). */
export function wordRuns(text: string, size = QUOTED_SPAN_WORDS): string[] {
  const words = materialWords(text);
  const runs = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) runs.add(words.slice(i, i + size).join(" "));
  return [...runs];
}

/** Whether a fact quotes a long span of the learner's sources or notes (it is then dropped). */
export function quotesMaterial(db: Db, userId: string, text: string): Promise<boolean> {
  return materialContainsAny(db, userId, wordRuns(text));
}

/** The extract-memory call; undefined when the learner's daily AI budget is spent (noting can wait). */
async function runExtraction(
  deps: MemoryJobDeps,
  call: { input: ExtractMemoryInput; ctx: AiCallContext },
): Promise<ExtractMemoryOutput | undefined> {
  try {
    return await deps.ai.run(extractMemoryTask, call.input, call.ctx);
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMIT_EXCEEDED") return undefined;
    throw error;
  }
}

export type MemoryJobData = { userId: string; messageId: string };
export type MemoryJobDeps = { db: Db; ai: AiEngine; log?: { warn(obj: object, msg: string): void } };

/**
 * Notes durable facts from the learner's newest chat message (the question `messageId` answers;
 * the turns before are context): runs the `extract-memory` task (not when the day's AI budget is
 * spent), drops facts that quote their sources or notes, updates the known fact a
 * new one replaces (unless the learner edited it) and adds the rest, without duplicates. Does
 * nothing when the learner switched memory off. Answers how many facts were kept.
 */
export async function rememberFromChat(deps: MemoryJobDeps, data: MemoryJobData): Promise<number> {
  const { db } = deps;
  const { userId } = data;
  if (!(await findRemember(db, userId))) return 0;
  const [exchange, known, tier] = await Promise.all([
    findExchangeWithContext(db, userId, data.messageId, CONTEXT_MESSAGES),
    findMemoryItems(db, userId, KNOWN_SHOWN),
    getUserTier({ db, userId }),
  ]);
  if (!exchange) return 0;
  const { at, earlier, message, reply } = exchange;
  const output = await runExtraction(deps, {
    input: {
      earlier: earlier.map((turn) => ({ role: turn.role as "user" | "assistant", content: turn.content })),
      message,
      reply,
      known: known.map((row) => ({ kind: row.kind as MemoryKind, text: row.text })),
    },
    ctx: { userId, tier },
  });
  if (!output) return 0;
  // The switch may have been turned off while the model answered.
  if (!(await findRemember(db, userId))) return 0;
  let kept = 0;
  let count = (await findMemoryItems(db, userId)).length;
  for (const fact of output.items) {
    const text = fact.text.trim().replace(/\s+/g, " ");
    const textKey = memoryTextKey(text);
    if (!textKey) continue;
    if (await quotesMaterial(db, userId, text)) {
      deps.log?.warn({ userId }, "a memory item quoting the learner's sources or notes was dropped");
      continue;
    }
    const source = { sourceMessageId: data.messageId, sourceAt: at };
    const same = await findItemByKey(db, userId, fact.kind, textKey);
    // Already known as it is: kept where it first came from.
    if (same) continue;
    const replaced = fact.replaces ? known[fact.replaces - 1] : undefined;
    if (replaced && !replaced.edited) {
      await updateMemoryItemRow(db, userId, replaced.id, { kind: fact.kind, text, textKey, ...source });
      kept++;
      continue;
    }
    if (replaced || count >= MEMORY_ITEMS_MAX) continue;
    await insertMemoryItem(db, { userId, kind: fact.kind, text, textKey, ...source });
    count++;
    kept++;
  }
  return kept;
}

/**
 * The tutor's memory of a chat exchange, noted after the answer was saved (never in the request).
 * Sent only while the learner lets Brainy remember; one retry, as a failed note is not worth more.
 */
export const extractMemoryJob: JobDefinition<MemoryJobData, MemoryJobDeps> = {
  name: "extract-memory",
  retryLimit: 1,
  expireInSeconds: 120,
  accept: ({ db }, data) => findRemember(db, data.userId),
  run: (deps, data) => rememberFromChat(deps, data),
};
