import { z } from "zod";

/** The kinds of durable facts the tutor keeps about a learner (issue 38). */
export const MEMORY_KINDS = ["preference", "misconception", "circumstance"] as const;
export const MemoryKindSchema = z.enum(MEMORY_KINDS).describe("What the fact is about");
export type MemoryKind = z.infer<typeof MemoryKindSchema>;

/** The longest memory item, in characters. */
export const MEMORY_TEXT_MAX = 300;

/** A memory item's text: one short sentence about the learner. */
export const MemoryTextSchema = z
  .string()
  .trim()
  .min(1, "Write what Brainy should remember")
  .max(MEMORY_TEXT_MAX, `At most ${MEMORY_TEXT_MAX} characters`);

/** One durable fact Brainy keeps about the learner, with where it came from. */
export const MemoryItemSchema = z.object({
  id: z.uuid(),
  kind: MemoryKindSchema,
  /** The fact, one sentence about the learner. */
  text: z.string(),
  /** Where it came from: a chat message of the learner's conversation (null once the chat was cleared). */
  source: z.object({
    /** Always "chat" today: memory is made from the tutor conversation. */
    kind: z.literal("chat"),
    /** The chat answer after which it was noted; null when that message was deleted. */
    messageId: z.uuid().nullable(),
    /** When that exchange happened (ISO). */
    at: z.string(),
  }),
  /** True once the learner edited the text by hand. */
  edited: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemoryItem = z.infer<typeof MemoryItemSchema>;

/** GET /memory: the learner's items, newest first, and whether Brainy remembers. */
export const MemoryListSchema = z.object({
  items: z.array(MemoryItemSchema),
  /** Off: nothing new is noted and the tutor and lesson writer see no items. */
  remember: z.boolean(),
});
export type MemoryList = z.infer<typeof MemoryListSchema>;

/** PATCH /memory/{id}: the learner's correction of an item. */
export const UpdateMemoryItemSchema = z
  .object({ text: MemoryTextSchema.optional(), kind: MemoryKindSchema.optional() })
  .refine((body) => body.text !== undefined || body.kind !== undefined, "Send text or kind");
export type UpdateMemoryItem = z.infer<typeof UpdateMemoryItemSchema>;

/** PUT /memory/settings: the 'Remember things about me' switch. */
export const MemorySettingsSchema = z.object({
  remember: z.boolean().describe("Whether Brainy notes and uses facts about the learner"),
});
export type MemorySettings = z.infer<typeof MemorySettingsSchema>;

/** GET /memory/export: the account's memory as JSON. */
export const MemoryExportSchema = z.object({
  exportedAt: z.string(),
  remember: z.boolean(),
  items: z.array(MemoryItemSchema),
});
export type MemoryExport = z.infer<typeof MemoryExportSchema>;

/** Path parameter of the item routes. */
export const MemoryItemParamsSchema = z.object({ id: z.uuid() });
