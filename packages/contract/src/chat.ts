import { z } from "zod";

/** Longest question a learner may send. */
export const CHAT_MESSAGE_MAX = 4000;
/** The spec's client prefixes questions asked on a lesson page with this and the lesson title. */
export const LESSON_QUESTION_PREFIX = "This question is about this lesson: ";

/**
 * How the tutor answers: 'explain' answers the question (the default), 'quiz' asks one question at a
 * time about the lesson and gives feedback on the learner's answer, 'hint' guides with questions and
 * hints without giving the answer away.
 */
export const ChatModeSchema = z.enum(["explain", "quiz", "hint"]);
export type ChatMode = z.infer<typeof ChatModeSchema>;

/** POST /api/chat */
export const ChatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(CHAT_MESSAGE_MAX, "Message is too long: at most 4,000 characters"),
  lessonId: z.uuid().optional().describe("The lesson the question is about; its content grounds the answer"),
  mode: ChatModeSchema.default("explain").describe(
    "explain: answer the question; quiz: ask one question at a time about the lesson and give feedback on the answer; hint: guide with questions and hints, never the answer",
  ),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;

/** One message of a learner's conversation. */
export const ChatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  mode: ChatModeSchema.default("explain").describe(
    "The mode the question was asked in; its answer carries the same (answers kept before modes were stored: explain)",
  ),
  lessonId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The answer to POST /api/chat, and the `done` event of its stream. */
export const ChatReplySchema = z.object({
  response: z.string().describe("The answer, in Markdown"),
  message: ChatMessageSchema.describe("The saved answer"),
  question: ChatMessageSchema.describe("The saved question"),
  remainingToday: z.number().int().nullable().describe("Messages left today on Free; null when unlimited"),
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

/** `event: delta` of the streamed answer: the next piece of text. */
export const ChatDeltaEventSchema = z.object({ text: z.string() });

/** GET /api/chat/history?skip&take: pages counted from the newest message. */
export const ChatHistoryQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(10),
});

/** GET /api/chat/history */
export const ChatHistorySchema = z.object({
  messages: z.array(ChatMessageSchema).describe("The page, oldest first (newest last)"),
  total: z.number().int(),
  remainingToday: z.number().int().nullable(),
  dailyLimit: z.number().int().nullable().describe("The plan's messages a day; null when unlimited"),
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;
