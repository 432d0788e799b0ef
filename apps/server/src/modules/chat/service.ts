import {
  type ChatHistory,
  type ChatMessage,
  type ChatMode,
  type ChatReply,
  LESSON_QUESTION_PREFIX,
  type LessonBlock,
} from "@brainy/contract";
import type { AiCallContext, AiEngine } from "../../ai/engine.ts";
import {
  answerFromSourcesTask,
  type CitedPassage,
  NOT_IN_SOURCES,
} from "../../ai/tasks/answer-from-sources/index.ts";
import { answerQuestionTask, type ChatTurn } from "../../ai/tasks/answer-question/index.ts";
import type { Db } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { chatMessagesLeft, limitsFor, takeChatMessage } from "../entitlements/index.ts";
import { findLessonLearnerNeeds } from "../learner-model/index.ts";
import { extractMemoryJob, findMemoryForPrompt } from "../memory/index.ts";
import { passageLocation, retrievePassages } from "../sources/index.ts";
import { judgeQuizReply } from "./quiz-evidence.ts";
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
/** Passages of the learner's sources an answer may cite. */
const CITED_PASSAGES = 4;

/** The mark above an answer given without the sources after they held nothing relevant. */
const generalKnowledge = (fromLesson: boolean) =>
  `**From ${fromLesson ? "the lesson and " : ""}general knowledge** (not from your sources):`;

/** The numbered references under a grounded answer, each opening the source viewer at its passage. */
function referencesFor(
  answer: string,
  passages: (CitedPassage & { sourceId: string; id: string })[],
): string {
  const cited = new Set([...answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  const listed = passages.filter((p) => cited.has(p.n));
  if (listed.length === 0) return "";
  const lines = listed.map(
    (p) =>
      `[${p.n}] [${p.sourceTitle.replace(/[[\]]/g, "")}, ${p.location}](/sources/${p.sourceId}?passage=${p.id})`,
  );
  return `\n\n**Sources**\n\n${lines.join("  \n")}`;
}

export type ChatDeps = {
  db: Db;
  ai: AiEngine;
  /** Notes what the exchange tells about the learner, after it is saved (tutor memory); absent in scripts. */
  background?: Pick<Background, "send">;
  log?: { warn(obj: object, msg: string): void };
};
type Actor = AiCallContext & { userId: string };

export type ChatEvent = { type: "delta"; text: string } | { type: "done"; reply: ChatReply };

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  role: row.role as ChatMessage["role"],
  content: row.content,
  mode: row.mode as ChatMode,
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

/** Sends the exchange to the tutor's memory job; a failure to send never fails the chat. */
async function noteMemory(deps: ChatDeps, userId: string, messageId: string) {
  try {
    await deps.background?.send(extractMemoryJob, { userId, messageId });
  } catch (error) {
    deps.log?.warn({ err: error }, "the chat exchange could not be sent to the memory job");
  }
}

/**
 * Prepares one chat answer: checks the lesson is the caller's (404), takes one message from a Free plan's
 * daily allowance (402 past it), and returns the answer as a stream of text deltas ending with the saved
 * exchange. The allowance is given back if the answer fails or the learner leaves before it ends.
 */
export async function startChatAnswer(
  options: ChatDeps & { actor: Actor; message: string; lessonId?: string; mode?: ChatMode },
): Promise<(signal?: AbortSignal) => AsyncGenerator<ChatEvent>> {
  const { actor, ...deps } = options;
  const { lesson, question } = await findLessonFor(deps, actor.userId, options.lessonId, options.message);
  await deps.ai.assertTokensLeft?.(actor);
  const receipt = await takeChatMessage({ db: deps.db, userId: actor.userId, tier: actor.tier });
  const askedAt = new Date();
  return async function* answer(signal?: AbortSignal) {
    let saved = false;
    try {
      const recent = await findChatPage(deps.db, actor.userId, { skip: 0, take: HISTORY_MESSAGES });
      const history: ChatTurn[] = recent.map((row) => ({
        role: row.role as ChatTurn["role"],
        content: row.content,
      }));
      const blocks = (lesson?.content?.blocks ?? []) as LessonBlock[];
      const mode = options.mode ?? "explain";
      // A reply to the tutor's quiz question is evidence on its concepts (issue 37), judged meanwhile.
      const quizEvidence =
        mode === "quiz"
          ? judgeQuizReply({ db: deps.db, ai: deps.ai, actor, lesson, history: recent, answer: question })
          : undefined;
      // The tutor knows the lesson's weak prerequisites and recent mistakes on them (issue 38).
      // And what it remembers about them, unless they switched memory off (issue 38).
      const [needs, memory] = await Promise.all([
        lesson
          ? findLessonLearnerNeeds({ db: deps.db, userId: actor.userId, lessonId: lesson.id })
          : undefined,
        findMemoryForPrompt({
          db: deps.db,
          userId: actor.userId,
          about: `${lesson?.title ?? ""} ${question}`,
        }),
      ]);
      const forLearner = {
        ...(needs?.weakPrerequisites.length ? { learnerNeeds: needs } : {}),
        ...(memory.length ? { memory } : {}),
      };
      const input = {
        question,
        history,
        mode,
        ...(lesson ? { lesson: { title: lesson.content?.title ?? lesson.title, blocks } } : {}),
        ...forLearner,
      };
      // /chat and the lesson chat answer from the learner's own sources when they have some (issue 26);
      // quizzes and hints are about the lesson, so they are not grounded in sources.
      const grounding =
        mode !== "explain"
          ? { readySources: 0, hits: [] }
          : await retrievePassages(deps.db, { userId: actor.userId, question, limit: CITED_PASSAGES });
      let response = "";
      if (grounding.hits.length > 0) {
        const passages = grounding.hits.map((hit, i) => ({
          n: i + 1,
          id: hit.id,
          sourceId: hit.sourceId,
          sourceTitle: hit.sourceTitle,
          location: passageLocation(hit),
          text: hit.text,
        }));
        for await (const event of deps.ai.stream(
          answerFromSourcesTask,
          { question, history, passages, ...(input.lesson ? { lesson: input.lesson } : {}), ...forLearner },
          actor,
          { signal },
        )) {
          if (event.type === "partial") {
            if (event.delta) yield { type: "delta", text: event.delta };
          } else {
            response = event.output;
          }
        }
        const references = referencesFor(response, passages);
        if (references) yield { type: "delta", text: references };
        response += references;
      } else {
        // Nothing relevant in the sources: said first, then the general answer, marked as such.
        const preface =
          grounding.readySources > 0 ? `${NOT_IN_SOURCES}\n\n${generalKnowledge(Boolean(lesson))}\n\n` : "";
        if (preface) yield { type: "delta", text: preface };
        for await (const event of deps.ai.stream(answerQuestionTask, input, actor, { signal })) {
          if (event.type === "partial") {
            if (event.delta) yield { type: "delta", text: event.delta };
          } else {
            response = event.output;
          }
        }
        response = preface + response;
      }
      const exchange = await insertExchange(deps.db, {
        userId: actor.userId,
        lessonId: lesson?.id ?? null,
        mode: options.mode ?? "explain",
        question: options.message,
        answer: response,
        askedAt,
      });
      saved = true;
      await quizEvidence?.();
      await noteMemory(deps, actor.userId, exchange.answer.id);
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
