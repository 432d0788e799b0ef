import {
  type ChatHistory,
  type ChatMessage,
  type ChatReply,
  LESSON_QUESTION_PREFIX,
  type LessonBlock,
} from "@brainy/contract";
import type { AiCallContext, AiEngine } from "../../ai/engine.ts";
import { answerQuestionTask, type ChatTurn } from "../../ai/tasks/answer-question/index.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { chatMessagesLeft, limitsFor, takeChatMessage } from "../entitlements/index.ts";
import {
  type ChatMessageRow,
  deleteChatMessages,
  findChatHistory,
  findChatPage,
  findLessonByTitle,
  findOwnLesson,
  insertExchange,
} from "./repository.ts";

/** Recent messages the model sees: the last four questions and answers. */
const HISTORY_MESSAGES = 8;

export type ChatDeps = { db: Db; ai: AiEngine };
type Actor = AiCallContext & { userId: string };

export type ChatEvent = { type: "delta"; text: string } | { type: "done"; reply: ChatReply };

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  role: row.role as ChatMessage["role"],
  content: row.content,
  lessonId: row.lessonId,
  createdAt: row.createdAt.toISOString(),
});

/** The spec's client writes 'This question is about this lesson: {title}' then the question; split them. */
export function splitLessonPrefix(message: string): { title: string | null; question: string } {
  if (!message.startsWith(LESSON_QUESTION_PREFIX)) return { title: null, question: message };
  const rest = message.slice(LESSON_QUESTION_PREFIX.length);
  const newline = rest.indexOf("\n");
  if (newline === -1) return { title: rest.trim(), question: rest.trim() };
  return { title: rest.slice(0, newline).trim(), question: rest.slice(newline + 1).trim() || rest.trim() };
}

async function findLessonFor(deps: ChatDeps, userId: string, lessonId: string | undefined, message: string) {
  if (lessonId) {
    const lesson = await findOwnLesson(deps.db, userId, lessonId);
    if (!lesson) throw notFound("Lesson");
    return { lesson, question: splitLessonPrefix(message).question };
  }
  const { title, question } = splitLessonPrefix(message);
  const lesson = title ? await findLessonByTitle(deps.db, userId, title) : undefined;
  return { lesson, question };
}

/**
 * Prepares one chat answer: checks the lesson is the caller's (404), takes one message from a Free plan's
 * daily allowance (402 past it), and returns the answer as a stream of text deltas ending with the saved
 * exchange. The allowance is given back if the answer fails or the learner leaves before it ends.
 */
export async function startChatAnswer(
  options: ChatDeps & { actor: Actor; message: string; lessonId?: string },
): Promise<(signal?: AbortSignal) => AsyncGenerator<ChatEvent>> {
  const { actor, ...deps } = options;
  const { lesson, question } = await findLessonFor(deps, actor.userId, options.lessonId, options.message);
  const receipt = await takeChatMessage({ db: deps.db, userId: actor.userId, tier: actor.tier });
  const askedAt = new Date();
  return async function* answer(signal?: AbortSignal) {
    let saved = false;
    try {
      const history: ChatTurn[] = (
        await findChatPage(deps.db, actor.userId, { skip: 0, take: HISTORY_MESSAGES })
      ).map((row) => ({ role: row.role as ChatTurn["role"], content: row.content }));
      const blocks = (lesson?.content?.blocks ?? []) as LessonBlock[];
      const input = {
        question,
        history,
        ...(lesson ? { lesson: { title: lesson.content?.title ?? lesson.title, blocks } } : {}),
      };
      let response = "";
      for await (const event of deps.ai.stream(answerQuestionTask, input, actor, { signal })) {
        if (event.type === "partial") {
          if (event.delta) yield { type: "delta", text: event.delta };
        } else {
          response = event.output;
        }
      }
      const exchange = await insertExchange(deps.db, {
        userId: actor.userId,
        lessonId: lesson?.id ?? null,
        question: options.message,
        answer: response,
        askedAt,
      });
      saved = true;
      const remainingToday = await chatMessagesLeft({ db: deps.db, userId: actor.userId, tier: actor.tier });
      yield {
        type: "done",
        reply: {
          response,
          message: toMessage(exchange.answer),
          question: toMessage(exchange.question),
          remainingToday,
        },
      };
    } finally {
      if (!saved) await receipt.release();
    }
  };
}

/** A page of the caller's conversation, newest last, with the messages left today. */
export async function getChatHistory(options: {
  db: Db;
  actor: Actor;
  skip: number;
  take: number;
}): Promise<ChatHistory> {
  const { actor, ...deps } = options;
  const [{ rows, total }, remainingToday] = await Promise.all([
    findChatHistory(deps.db, actor.userId, options),
    chatMessagesLeft({ db: deps.db, userId: actor.userId, tier: actor.tier }),
  ]);
  return {
    messages: rows.map(toMessage),
    total,
    remainingToday,
    dailyLimit: limitsFor(actor.tier).chatMessagesPerDay,
  };
}

export async function clearChatHistory({ db, userId }: UserOptions): Promise<void> {
  await deleteChatMessages(db, userId);
}
