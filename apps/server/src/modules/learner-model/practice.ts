import {
  isCheckpointAnswerRight,
  type LessonBlock,
  type PracticeSet,
  type PracticeVerdict,
  type ReviewCard,
} from "@brainy/contract";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { AiEngine } from "../../ai/engine.ts";
import { lessonText } from "../../ai/tasks/prompt-helpers.ts";
import { writePracticeQuestionsTask } from "../../ai/tasks/write-practice-questions/index.ts";
import type { Db } from "../../db/client.ts";
import {
  concepts,
  goals,
  lessons,
  practiceItems,
  reviewCardConcepts,
  reviewCards,
} from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import { recordEvidence } from "./evidence.ts";
import { assertAmongChoices } from "./items.ts";
import { readConceptView } from "./map.ts";

/** Cards and fresh questions a practice set holds at most. */
const PRACTICE_CARDS = 5;
const PRACTICE_QUESTIONS = 3;
const CARD_STATES = ["new", "learning", "review", "relearning"] as const;

type CardRow = typeof reviewCards.$inferSelect & { lessonTitle: string | null };

/** A card as the review screens read it (the review module's shape, without importing it). */
function toCard(row: CardRow): ReviewCard {
  return {
    id: row.id,
    lessonId: row.lessonId,
    lessonTitle: row.lessonTitle,
    source: row.source as ReviewCard["source"],
    blockIndex: row.blockIndex,
    kind: row.kind as ReviewCard["kind"],
    front: row.front,
    back: row.back,
    suspended: row.suspended,
    state: CARD_STATES[row.state] ?? "new",
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The concept's cards, due first. */
async function findConceptCards(db: Db, userId: string, conceptId: string): Promise<ReviewCard[]> {
  const rows = await db
    .select({ card: reviewCards, lessonTitle: lessons.title })
    .from(reviewCardConcepts)
    .innerJoin(reviewCards, eq(reviewCards.id, reviewCardConcepts.cardId))
    .leftJoin(lessons, eq(lessons.id, reviewCards.lessonId))
    .where(
      and(
        eq(reviewCardConcepts.conceptId, conceptId),
        eq(reviewCardConcepts.userId, userId),
        eq(reviewCards.suspended, false),
      ),
    )
    .orderBy(asc(reviewCards.due))
    .limit(PRACTICE_CARDS);
  return rows.map((r) => toCard({ ...r.card, lessonTitle: r.lessonTitle }));
}

const toQuestion = (row: typeof practiceItems.$inferSelect) => ({
  id: row.id,
  question: row.question,
  choices: row.choices,
});

/** What the practice writer reads: the goal, the lessons that teach the concept, the goal's other concepts. */
export async function practiceInput(
  db: Db,
  userId: string,
  conceptId: string,
  goalId: string,
  lessonIds: string[],
) {
  const [goal, taught, others, seen] = await Promise.all([
    db
      .select({ description: goals.description })
      .from(goals)
      .where(and(eq(goals.id, goalId), eq(goals.userId, userId))),
    lessonIds.length
      ? db
          .select({ title: lessons.title, content: lessons.content })
          .from(lessons)
          .where(and(inArray(lessons.id, lessonIds), eq(lessons.userId, userId)))
      : Promise.resolve([]),
    db
      .select({ name: concepts.name })
      .from(concepts)
      .where(and(eq(concepts.goalId, goalId), eq(concepts.userId, userId), ne(concepts.id, conceptId)))
      .orderBy(asc(concepts.position))
      .limit(60),
    db
      .select({ question: practiceItems.question })
      .from(practiceItems)
      .where(and(eq(practiceItems.conceptId, conceptId), eq(practiceItems.userId, userId)))
      .orderBy(desc(practiceItems.createdAt))
      .limit(20),
  ]);
  return {
    goal: goal[0]?.description ?? "",
    lessonTitles: taught.map((l) => l.title),
    material: taught
      .map((l) => (l.content ? lessonText(l.content.blocks as LessonBlock[], 3000) : ""))
      .join("\n\n")
      .slice(0, 6000),
    otherConcepts: others.map((o) => o.name),
    seen: seen.map((s) => s.question),
  };
}

/**
 * POST /learner-model/concepts/{id}/practice: 'Practise this' (issue 37): the concept's cards (due
 * first) and fresh questions on it, written by the AI (`write-practice-questions`) and kept to be
 * graded on the server; questions written before and not answered yet are offered again instead
 * of writing more. A concept no lesson teaches and without cards has nothing to practise: `empty`
 * says so. 404 for another learner's concept.
 */
export async function startPractice(options: {
  db: Db;
  ai: AiEngine;
  actor: Actor;
  conceptId: string;
}): Promise<PracticeSet> {
  const { db, ai, actor, conceptId } = options;
  const userId = actor.userId;
  const concept = await readConceptView(db, userId, conceptId);
  const [{ goalId } = { goalId: "" }] = await db
    .select({ goalId: concepts.goalId })
    .from(concepts)
    .where(and(eq(concepts.id, conceptId), eq(concepts.userId, userId)));
  const [cards, open] = await Promise.all([
    findConceptCards(db, userId, conceptId),
    db
      .select()
      .from(practiceItems)
      .where(
        and(
          eq(practiceItems.conceptId, conceptId),
          eq(practiceItems.userId, userId),
          isNull(practiceItems.answeredAt),
        ),
      )
      .orderBy(asc(practiceItems.createdAt))
      .limit(PRACTICE_QUESTIONS),
  ]);
  const base = { concept, goalId, cards };
  if (open.length > 0) return { ...base, questions: open.map(toQuestion), empty: null };
  if (concept.lessons.length === 0 && cards.length === 0)
    return {
      ...base,
      questions: [],
      empty: `There is nothing to practise on “${concept.name}” yet: no lesson of your plan teaches it and it has no review cards.`,
    };
  const input = await practiceInput(
    db,
    userId,
    conceptId,
    goalId,
    concept.lessons.map((l) => l.id),
  );
  const output = await ai.run(
    writePracticeQuestionsTask,
    { ...input, concept: concept.name, count: PRACTICE_QUESTIONS },
    actor,
  );
  const rows = await db
    .insert(practiceItems)
    .values(
      output.questions.slice(0, PRACTICE_QUESTIONS).map((q) => ({
        userId,
        goalId,
        conceptId,
        question: q.question,
        choices: q.choices,
        answer: q.answer,
        alsoAccept: q.alsoAccept,
        explanation: q.explanation,
      })),
    )
    .returning();
  return {
    ...base,
    questions: rows.map(toQuestion),
    empty: rows.length || cards.length ? null : `No practice could be written on “${concept.name}” yet.`,
  };
}

/**
 * POST /learner-model/practice/{id}/answer: graded on the server against the stored answer; the
 * first answer is kept and is evidence on the concept (kind `practice`), a second one (or the same
 * sent twice) records nothing. 404 for another learner's question; 400 for a choice not offered.
 */
export async function answerPractice(options: {
  db: Db;
  userId: string;
  itemId: string;
  answer: string;
  durationMs?: number;
}): Promise<PracticeVerdict> {
  const { db, userId, itemId, answer } = options;
  const [item] = await db
    .select()
    .from(practiceItems)
    .where(and(eq(practiceItems.id, itemId), eq(practiceItems.userId, userId)));
  if (!item) throw notFound("Practice question");
  assertAmongChoices(item.choices, answer);
  const correct = isCheckpointAnswerRight({ answer: item.answer, alsoAccept: item.alsoAccept }, answer);
  await db
    .update(practiceItems)
    .set({ given: answer, correct, answeredAt: sql`now()` })
    .where(and(eq(practiceItems.id, itemId), isNull(practiceItems.answeredAt)));
  const { recorded } = await recordEvidence({
    db,
    userId,
    evidence: [
      {
        conceptIds: [item.conceptId],
        itemKey: `practice:${item.id}`,
        kind: "practice",
        score: correct ? 1 : 0,
        choices: item.choices.length || null,
        durationMs: options.durationMs,
        question: item.question,
        given: answer,
      },
    ],
  });
  return {
    correct,
    answer: item.answer,
    explanation: item.explanation,
    recorded: recorded > 0,
    concept: await readConceptView(db, userId, item.conceptId),
  };
}
