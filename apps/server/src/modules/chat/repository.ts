import type { ChatMode } from "@brainy/contract";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { chatMessages, lessons } from "../../db/schema/index.ts";

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Newest first, questions before their answers when they share a timestamp. */
const NEWEST_FIRST = [desc(chatMessages.createdAt), asc(chatMessages.role)] as const;

/** A page of the user's messages counted from the newest, returned oldest first. */
export async function findChatPage(db: DbOrTx, userId: string, page: { skip: number; take: number }) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(...NEWEST_FIRST)
    .offset(page.skip)
    .limit(page.take);
  return rows.reverse();
}

/** A page of the user's messages and how many they have, kept until a write could change them. */
export function findChatHistory(db: DbOrTx, userId: string, page: { skip: number; take: number }) {
  return memoizedRead(
    db,
    {
      key: `chat-history:${userId}:${page.skip}:${page.take}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["chat_messages"],
    },
    async () => {
      const [rows, total] = await Promise.all([
        findChatPage(db, userId, page),
        countChatMessages(db, userId),
      ]);
      return { rows, total };
    },
  );
}

export async function countChatMessages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.userId, userId));
  return row?.n ?? 0;
}

/** Saves a question and its answer together, both marked with the mode they were asked and answered in. */
export async function insertExchange(
  db: DbOrTx,
  values: {
    userId: string;
    lessonId: string | null;
    mode: ChatMode;
    question: string;
    answer: string;
    askedAt: Date;
  },
): Promise<{ question: ChatMessageRow; answer: ChatMessageRow }> {
  const answeredAt = new Date(Math.max(Date.now(), values.askedAt.getTime() + 1));
  const rows = await db
    .insert(chatMessages)
    .values([
      {
        userId: values.userId,
        role: "user",
        content: values.question,
        mode: values.mode,
        lessonId: values.lessonId,
        createdAt: values.askedAt,
      },
      {
        userId: values.userId,
        role: "assistant",
        content: values.answer,
        mode: values.mode,
        lessonId: values.lessonId,
        createdAt: answeredAt,
      },
    ])
    .returning();
  const question = rows.find((row) => row.role === "user")!;
  const answer = rows.find((row) => row.role === "assistant")!;
  return { question, answer };
}

export async function deleteChatMessages(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(chatMessages).where(and(eq(chatMessages.userId, userId)));
}

/** One of the user's lessons by its title, case-insensitively (the spec's client names the lesson in the text). */
export async function findLessonByTitle(db: DbOrTx, userId: string, title: string) {
  const [row] = await db
    .select({ id: lessons.id, title: lessons.title, content: lessons.content })
    .from(lessons)
    .where(and(eq(lessons.userId, userId), sql`lower(${lessons.title}) = lower(${title})`))
    .limit(1);
  return row;
}

/** One of the user's lessons with its content; undefined when it is not theirs. */
export async function findOwnLesson(db: DbOrTx, userId: string, lessonId: string) {
  const [row] = await db
    .select({ id: lessons.id, title: lessons.title, content: lessons.content })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
  return row;
}
