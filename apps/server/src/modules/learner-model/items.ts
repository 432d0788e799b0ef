import {
  conceptKey,
  type ItemVerdict,
  isCheckpointAnswerRight,
  type LessonBlock,
  LessonBlockSchema,
} from "@brainy/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { concepts, lessonConcepts, lessons, reviewCardConcepts } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordEvidence } from "./evidence.ts";

/** A lesson's concepts in teaching order. */
export async function findLessonConcepts(db: DbOrTx, userId: string, lessonIds: readonly string[]) {
  if (lessonIds.length === 0) return [];
  return db
    .select({
      lessonId: lessonConcepts.lessonId,
      id: concepts.id,
      name: concepts.name,
      key: concepts.key,
      goalId: concepts.goalId,
    })
    .from(lessonConcepts)
    .innerJoin(concepts, eq(concepts.id, lessonConcepts.conceptId))
    .where(and(inArray(lessonConcepts.lessonId, [...lessonIds]), eq(lessonConcepts.userId, userId)))
    .orderBy(asc(lessonConcepts.position));
}

/** The names of a lesson's concepts (what the lesson, assessment and card writers are told). */
export async function listLessonConceptNames(
  db: DbOrTx,
  userId: string,
  lessonId: string,
): Promise<string[]> {
  return (await findLessonConcepts(db, userId, [lessonId])).map((c) => c.name);
}

/**
 * The concepts an item names, among its lesson's: those whose names match (normalised); when it
 * names none of them (or none at all), every concept of the lesson.
 */
export function resolveConceptNames(
  lessonConcepts: readonly { id: string; key: string }[],
  names: readonly string[] | undefined,
): string[] {
  const keys = new Set((names ?? []).map(conceptKey));
  const named = lessonConcepts.filter((c) => keys.has(c.key));
  return (named.length ? named : lessonConcepts).map((c) => c.id);
}

/**
 * Links review cards to the concepts they check (issue 37): each card's named concepts among its
 * lesson's, else all of the lesson's. One statement; a card already linked keeps its links.
 */
export async function linkCardConcepts(
  db: DbOrTx,
  userId: string,
  cards: readonly {
    cardId: string;
    lessonId: string | null;
    concepts?: readonly string[];
    conceptIds?: readonly string[];
  }[],
): Promise<void> {
  const lessonIds = [...new Set(cards.flatMap((c) => (c.lessonId && !c.conceptIds ? [c.lessonId] : [])))];
  const known = await findLessonConcepts(db, userId, lessonIds);
  const rows = cards.flatMap((card) => {
    const ids =
      card.conceptIds ??
      (card.lessonId
        ? resolveConceptNames(
            known.filter((c) => c.lessonId === card.lessonId),
            card.concepts,
          )
        : []);
    return [...new Set(ids)].map((conceptId) => ({ cardId: card.cardId, conceptId, userId }));
  });
  if (rows.length) await db.insert(reviewCardConcepts).values(rows).onConflictDoNothing();
}

type Checkpoint = Extract<LessonBlock, { type: "checkpoint" }>;

/** 400 when a multiple-choice item's answer is not one of its choices. */
export function assertAmongChoices(choices: readonly string[], answer: string): void {
  if (choices.length > 0 && !choices.some((c) => c.trim() === answer.trim()))
    throw new AppError("VALIDATION_FAILED", "That answer is not one of the question's choices.", {
      details: { issues: [{ path: "body.answer", message: "not one of the choices" }] },
    });
}

/**
 * POST /lessons/{id}/checkpoints/{index}/answer: the server checks the answer against the stored
 * checkpoint (the client sends what was chosen or typed), and its first answer per written version
 * of the lesson is evidence on the checkpoint's concepts (a retry after seeing the answer is not).
 * 404 for another learner's lesson or a block that is not a checkpoint; 400 for a choice not offered.
 */
export async function answerCheckpoint(options: {
  db: Db;
  userId: string;
  lessonId: string;
  index: number;
  answer: string;
  durationMs?: number;
}): Promise<ItemVerdict> {
  const { db, userId, lessonId, index } = options;
  const [lesson] = await db
    .select({ content: lessons.content, version: lessons.contentVersion })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
  if (!lesson) throw notFound("Lesson");
  const parsed = LessonBlockSchema.safeParse(lesson.content?.blocks[index]);
  if (!parsed.success || parsed.data.type !== "checkpoint") throw notFound("Checkpoint");
  const block: Checkpoint = parsed.data;
  assertAmongChoices(block.choices, options.answer);
  const correct = isCheckpointAnswerRight(block, options.answer);
  const known = await findLessonConcepts(db, userId, [lessonId]);
  const { recorded } = await recordEvidence({
    db,
    userId,
    evidence: [
      {
        conceptIds: resolveConceptNames(known, block.concepts),
        itemKey: `checkpoint:${lessonId}:v${lesson.version}:${index}`,
        kind: "checkpoint",
        score: correct ? 1 : 0,
        choices: block.choices.length || null,
        durationMs: options.durationMs,
        question: block.question,
        given: options.answer,
      },
    ],
  });
  return { correct, answer: block.answer, explanation: block.explanation, recorded: recorded > 0 };
}

/** The concept ids of cards (their links), by card. */
export async function findCardConceptIds(db: DbOrTx, userId: string, cardId: string): Promise<string[]> {
  const rows = await db
    .select({ id: reviewCardConcepts.conceptId })
    .from(reviewCardConcepts)
    .where(and(eq(reviewCardConcepts.cardId, cardId), eq(reviewCardConcepts.userId, userId)));
  return rows.map((r) => r.id);
}

/** Ensures the goal has concepts of these names (new ones after its others); answers their ids by key. */
export async function ensureGoalConcepts(
  db: DbOrTx,
  userId: string,
  goalId: string,
  names: readonly string[],
): Promise<Map<string, string>> {
  const wanted = new Map(
    names.map((n) => [conceptKey(n), n.trim().slice(0, 80)] as const).filter(([k]) => k),
  );
  if (wanted.size === 0) return new Map();
  const values = [...wanted].map(
    ([key, name], i) => sql`(${userId}::uuid, ${goalId}::uuid, ${name}::text, ${key}::text, ${i}::int)`,
  );
  const result = await db.execute(sql`
    insert into concepts (user_id, goal_id, name, key, position)
    select v.user_id, v.goal_id, v.name, v.key,
      coalesce((select max(position) from concepts where goal_id = ${goalId}::uuid), -1) + 1 + v.i
    from (values ${sql.join(values, sql`, `)}) as v(user_id, goal_id, name, key, i)
    on conflict (goal_id, key) do update set key = excluded.key
    returning id, key`);
  const rows = (result as unknown as { rows: { id: string; key: string }[] }).rows;
  return new Map(rows.map((r) => [r.key, r.id]));
}
