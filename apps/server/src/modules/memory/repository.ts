import type { MemoryKind } from "@brainy/contract";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { chatMessages, memoryItems, memorySettings, notes, sourcePassages } from "../../db/schema/index.ts";

export type MemoryItemRow = typeof memoryItems.$inferSelect;

/** The most items a learner keeps: the extractor stops adding past it (edit or delete to make room). */
export const MEMORY_ITEMS_MAX = 200;

/** The text as duplicates are found: lowercased letters and digits, single-spaced. */
export const memoryTextKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The learner's items, most recently noted or edited first. */
export function findMemoryItems(db: DbOrTx, userId: string, limit = MEMORY_ITEMS_MAX) {
  return db
    .select()
    .from(memoryItems)
    .where(eq(memoryItems.userId, userId))
    .orderBy(desc(memoryItems.updatedAt), desc(memoryItems.id))
    .limit(limit);
}

/** Whether Brainy remembers things about the learner: on unless they switched it off. */
export async function findRemember(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ remember: memorySettings.remember })
    .from(memorySettings)
    .where(eq(memorySettings.userId, userId));
  return row?.remember ?? true;
}

export async function upsertRemember(db: DbOrTx, userId: string, remember: boolean): Promise<void> {
  await db
    .insert(memorySettings)
    .values({ userId, remember })
    .onConflictDoUpdate({ target: memorySettings.userId, set: { remember, updatedAt: new Date() } });
}

/** Changes one of the learner's items; undefined when it is not theirs (or gone). */
export async function updateMemoryItemRow(
  db: DbOrTx,
  userId: string,
  id: string,
  patch: Partial<
    Pick<MemoryItemRow, "kind" | "text" | "textKey" | "edited" | "sourceMessageId" | "sourceAt">
  >,
): Promise<MemoryItemRow | undefined> {
  const [row] = await db
    .update(memoryItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(memoryItems.id, id), eq(memoryItems.userId, userId)))
    .returning();
  return row;
}

/** Whether another of the learner's items already says this (same kind and key). */
export async function findItemByKey(db: DbOrTx, userId: string, kind: MemoryKind, textKey: string) {
  const [row] = await db
    .select({ id: memoryItems.id })
    .from(memoryItems)
    .where(and(eq(memoryItems.userId, userId), eq(memoryItems.kind, kind), eq(memoryItems.textKey, textKey)));
  return row;
}

/** Adds an item unless the learner already has one saying the same (a parallel job's). */
export async function insertMemoryItem(
  db: DbOrTx,
  values: Pick<MemoryItemRow, "userId" | "kind" | "text" | "textKey" | "sourceMessageId" | "sourceAt">,
): Promise<void> {
  await db.insert(memoryItems).values(values).onConflictDoNothing();
}

export async function deleteMemoryItemRow(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(memoryItems)
    .where(and(eq(memoryItems.id, id), eq(memoryItems.userId, userId)))
    .returning({ id: memoryItems.id });
  return rows.length > 0;
}

export async function deleteMemoryItems(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(memoryItems).where(eq(memoryItems.userId, userId));
}

/**
 * The exchange ending with the learner's chat answer `messageId` (its question and the answer) and
 * up to `take` messages before it, oldest first; empty when the answer is not theirs (or gone).
 */
export async function findExchangeWithContext(db: DbOrTx, userId: string, messageId: string, take: number) {
  const [anchor] = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.userId, userId)));
  if (!anchor) return undefined;
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), lte(chatMessages.createdAt, anchor.createdAt)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.role))
    .limit(take + 2);
  const turns = rows.reverse();
  const reply = turns.at(-1);
  const question = turns.at(-2);
  if (reply?.role !== "assistant" || question?.role !== "user") return undefined;
  return {
    at: anchor.createdAt,
    earlier: turns.slice(0, -2),
    message: question.content,
    reply: reply.content,
  };
}

/** Letters and digits only, lowercased, single-spaced, in SQL: as `materialWords` reads text. */
const normalized = (column: unknown) =>
  sql`' ' || regexp_replace(lower(${column}), '[^a-z0-9]+', ' ', 'g') || ' '`;

/**
 * Whether any of the learner's source passages or notes contains one of these word runs (each
 * from `materialWords`, joined by single spaces): the check that memory never copies their material.
 */
export async function materialContainsAny(db: DbOrTx, userId: string, runs: string[]): Promise<boolean> {
  if (runs.length === 0) return false;
  const patterns = sql`array[${sql.join(
    runs.map((run) => sql`${`% ${run} %`}`),
    sql`, `,
  )}]::text[]`;
  const [passage] = await db
    .select({ id: sourcePassages.id })
    .from(sourcePassages)
    .where(
      and(eq(sourcePassages.userId, userId), sql`${normalized(sourcePassages.text)} like any(${patterns})`),
    )
    .limit(1);
  if (passage) return true;
  const [note] = await db
    .select({ id: notes.id })
    .from(notes)
    .where(and(eq(notes.userId, userId), sql`${normalized(notes.content)} like any(${patterns})`))
    .limit(1);
  return Boolean(note);
}
