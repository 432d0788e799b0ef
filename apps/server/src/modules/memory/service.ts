import type {
  MemoryExport,
  MemoryItem,
  MemoryKind,
  MemoryList,
  MemorySettings,
  UpdateMemoryItem,
} from "@brainy/contract";
import type { RememberedFact } from "../../ai/tasks/prompt-helpers.ts";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import {
  deleteMemoryItemRow,
  deleteMemoryItems,
  findItemByKey,
  findMemoryItems,
  findRemember,
  type MemoryItemRow,
  memoryTextKey,
  updateMemoryItemRow,
  upsertRemember,
} from "./repository.ts";

/** Items a tutor's or writer's prompt carries at most. */
export const PROMPT_MEMORY_ITEMS = 8;

export const toMemoryItem = (row: MemoryItemRow): MemoryItem => ({
  id: row.id,
  kind: row.kind as MemoryKind,
  text: row.text,
  source: { kind: "chat", messageId: row.sourceMessageId, at: row.sourceAt.toISOString() },
  edited: row.edited,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /memory: what Brainy remembers about the caller, and whether it does. */
export async function listMemory({ db, userId }: UserOptions): Promise<MemoryList> {
  const [rows, remember] = await Promise.all([findMemoryItems(db, userId), findRemember(db, userId)]);
  return { items: rows.map(toMemoryItem), remember };
}

/** PATCH /memory/{id}: the learner's correction; another learner's item (or none) is a 404. */
export async function updateMemoryItem(
  options: UserOptions & { id: string; patch: UpdateMemoryItem },
): Promise<MemoryItem> {
  const { db, userId, id, patch } = options;
  const current = (await findMemoryItems(db, userId)).find((row) => row.id === id);
  if (!current) throw notFound("Memory item");
  const kind = (patch.kind ?? current.kind) as MemoryKind;
  const text = patch.text ?? current.text;
  const textKey = memoryTextKey(text);
  // Saying what another item already says would make a duplicate: that one goes.
  const same = await findItemByKey(db, userId, kind, textKey);
  if (same && same.id !== id) await deleteMemoryItemRow(db, userId, same.id);
  const row = await updateMemoryItemRow(db, userId, id, { kind, text, textKey, edited: true });
  if (!row) throw notFound("Memory item");
  return toMemoryItem(row);
}

/** DELETE /memory/{id}; another learner's item (or none) is a 404. */
export async function deleteMemoryItem(options: UserOptions & { id: string }): Promise<void> {
  if (!(await deleteMemoryItemRow(options.db, options.userId, options.id))) throw notFound("Memory item");
}

/** DELETE /memory: every item goes; the switch stays as it is. */
export async function deleteAllMemory({ db, userId }: UserOptions): Promise<void> {
  await deleteMemoryItems(db, userId);
}

/** PUT /memory/settings: off stops noting new facts and keeps the items out of every prompt. */
export async function saveMemorySettings(
  options: UserOptions & { settings: MemorySettings },
): Promise<MemorySettings> {
  await upsertRemember(options.db, options.userId, options.settings.remember);
  return { remember: options.settings.remember };
}

/** GET /memory/export: the account's memory as JSON (it goes with the account: rows cascade). */
export async function exportMemory(options: UserOptions): Promise<MemoryExport> {
  return { exportedAt: new Date().toISOString(), ...(await listMemory(options)) };
}

const wordsOf = (text: string) =>
  new Set(
    memoryTextKey(text)
      .split(" ")
      .filter((w) => w.length > 3),
  );

/**
 * The facts a tutor's or lesson writer's prompt carries (public): none when the learner switched
 * memory off; else those sharing most words with `about` (the question, the lesson), then the
 * circumstances and preferences that hold anywhere, newest first, at most PROMPT_MEMORY_ITEMS.
 */
export async function findMemoryForPrompt(
  options: UserOptions & { about: string },
): Promise<RememberedFact[]> {
  const { db, userId } = options;
  if (!(await findRemember(db, userId))) return [];
  const rows = await findMemoryItems(db, userId, 60);
  const about = wordsOf(options.about);
  const score = (row: MemoryItemRow) =>
    [...wordsOf(row.text)].filter((w) => about.has(w)).length * 2 + (row.kind === "misconception" ? 0 : 1);
  return rows
    .map((row, order) => ({ row, order, score: score(row) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, PROMPT_MEMORY_ITEMS)
    .map(({ row }) => ({ kind: row.kind, text: row.text }));
}
