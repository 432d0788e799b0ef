import type { LessonBlock } from "@brainy/contract";
import { and, eq } from "drizzle-orm";
import type { AiEngine } from "../../ai/engine.ts";
import { writeReviewCardsTask } from "../../ai/tasks/write-review-cards/index.ts";
import type { Db, Tx } from "../../db/client.ts";
import { reviewCards } from "../../db/schema/index.ts";
import type { JobDefinition } from "../../jobs/background.ts";
import { AppError } from "../../lib/app-error.ts";
import { listLessonConceptNames } from "../learner-model/index.ts";
import {
  findLessonRow,
  type LessonWorkData,
  type LessonWorkDeps,
  queueLessonWork,
  runLessonWork,
} from "../lessons/index.ts";
import { getUserTier } from "../subscriptions/index.ts";
import { type CardConcepts, type CardInsert, insertCards } from "./repository.ts";

const FAILED = "The review cards could not be written. They will be tried again with the next lesson.";

/** Whether the lesson's cards were written already (their source keys are the lesson's). */
async function hasLessonCards(db: Db, userId: string, lessonId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviewCards.id })
    .from(reviewCards)
    .where(
      and(
        eq(reviewCards.userId, userId),
        eq(reviewCards.lessonId, lessonId),
        eq(reviewCards.source, "lesson"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Writes the lesson's review cards from its content (3 to 8, each linked to its block); answers
 * their insert, which runs in the transaction that marks the work done.
 */
async function writeLessonCards(
  deps: LessonWorkDeps & { ai: AiEngine },
  data: LessonWorkData,
): Promise<((tx: Tx) => Promise<unknown>) | undefined> {
  const { db } = deps;
  const row = await findLessonRow(db, data.userId, data.lessonId);
  if (!row || (await hasLessonCards(db, data.userId, data.lessonId))) return;
  const content = row.lesson.content;
  if (!content || row.lesson.generationStatus !== "ready")
    throw new AppError("CONFLICT", "The lesson's content is still being written; its cards follow it.");
  const blocks = content.blocks as LessonBlock[];
  const [tier, concepts] = await Promise.all([
    getUserTier({ db, userId: data.userId }),
    listLessonConceptNames(db, data.userId, data.lessonId),
  ]);
  // Part of the lesson's generation: no quota of its own (a Free learner's daily lesson covers it).
  const output = await deps.ai.run(
    writeReviewCardsTask,
    { lessonTitle: row.lesson.title, blocks, ...(concepts.length ? { concepts } : {}) },
    { userId: data.userId, tier },
  );
  const cards: (CardInsert & CardConcepts)[] = output.cards.map((card, n) => ({
    lessonId: data.lessonId,
    source: "lesson",
    sourceKey: `lesson:${data.lessonId}:${n}`,
    blockIndex: card.blockIndex < blocks.length ? card.blockIndex : null,
    kind: card.kind,
    front: card.front.trim(),
    back: card.back.trim(),
    concepts: card.concepts,
  }));
  return (tx) => insertCards(tx, data.userId, cards);
}

/**
 * The lesson's review cards, written in the background when its content is complete (the
 * `lessonWritten` event), with their state in `lesson_work` like the lesson's other work.
 */
export const writeReviewCardsJob: JobDefinition<LessonWorkData, LessonWorkDeps & { ai: AiEngine }> = {
  name: "write-review-cards",
  retryLimit: 2,
  expireInSeconds: 180,
  async accept({ db }, data) {
    const row = await findLessonRow(db, data.userId, data.lessonId);
    if (row?.lesson.generationStatus !== "ready") return false;
    if (await hasLessonCards(db, data.userId, data.lessonId)) return false;
    return queueLessonWork(db, { ...data, kind: "cards" });
  },
  run(deps, data, run) {
    return runLessonWork(deps, {
      lessonId: data.lessonId,
      kind: "cards",
      run,
      failure: FAILED,
      work: () => writeLessonCards(deps, data),
    });
  },
};

/** A question of an assessment the learner missed, as a card: the question, the right answer and the grader's explanation. */
export type MissedQuestion = {
  assessmentId: string;
  lessonId: string | null;
  index: number;
  question: string;
  correctAnswer: string;
  feedback: string | null;
  /** The concepts the question checks (names among the lesson's; issue 37). */
  concepts?: string[];
  /** What the card is made from, when not an assessment's question (a practice exam's item: `exam:<exam>:<position>`). */
  sourceKey?: string;
  /** The concepts' ids, when known (they are linked as given). */
  conceptIds?: string[];
};

/** Every missed question becomes a card (once per question, however many attempts miss it). */
export async function addMissedQuestionCards(options: { db: Db; userId: string; missed: MissedQuestion[] }) {
  const cards: (CardInsert & CardConcepts)[] = options.missed.map((q) => ({
    lessonId: q.lessonId,
    source: "missed-question",
    sourceKey: q.sourceKey ?? `missed:${q.assessmentId}:${q.index}`,
    kind: "basic",
    front: q.question.slice(0, 2000),
    back: (q.feedback ? `${q.correctAnswer}\n\n${q.feedback}` : q.correctAnswer).slice(0, 2000),
    concepts: q.concepts,
    ...(q.conceptIds ? { conceptIds: q.conceptIds } : {}),
  }));
  return (await insertCards(options.db, options.userId, cards)).length;
}
