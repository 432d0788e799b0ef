import { and, asc, eq } from "drizzle-orm";
import type { AiEngine } from "../../ai/engine.ts";
import { writePracticeQuestionsTask } from "../../ai/tasks/write-practice-questions/index.ts";
import type { Db } from "../../db/client.ts";
import { concepts, lessonConcepts, practiceItems } from "../../db/schema/index.ts";
import type { Actor } from "../../plugins/auth.ts";
import { practiceInput } from "./practice.ts";

/**
 * Fresh practice questions on one concept for a 'Fix the gaps' (issue 38): written by the same
 * task as 'Practise this' (`write-practice-questions`), kept as practice items naming the fix, and
 * answered through the same route (POST /learner-model/practice/{id}/answer: graded on the
 * server, evidence of kind `practice`). Answers how many were written.
 */
export async function writeGapFixPractice(options: {
  db: Db;
  ai: AiEngine;
  actor: Actor;
  conceptId: string;
  gapFixId: string;
  count: number;
}): Promise<number> {
  const { db, ai, actor, conceptId, count } = options;
  const userId = actor.userId;
  const [concept] = await db
    .select({ name: concepts.name, goalId: concepts.goalId })
    .from(concepts)
    .where(and(eq(concepts.id, conceptId), eq(concepts.userId, userId)));
  if (!concept) return 0;
  const taught = await db
    .select({ lessonId: lessonConcepts.lessonId })
    .from(lessonConcepts)
    .where(and(eq(lessonConcepts.conceptId, conceptId), eq(lessonConcepts.userId, userId)));
  const input = await practiceInput(
    db,
    userId,
    conceptId,
    concept.goalId,
    taught.map((t) => t.lessonId),
  );
  const output = await ai.run(writePracticeQuestionsTask, { ...input, concept: concept.name, count }, actor);
  const rows = await db
    .insert(practiceItems)
    .values(
      output.questions.slice(0, count).map((q) => ({
        userId,
        goalId: concept.goalId,
        conceptId,
        gapFixId: options.gapFixId,
        question: q.question,
        choices: q.choices,
        answer: q.answer,
        alsoAccept: q.alsoAccept,
        explanation: q.explanation,
      })),
    )
    .returning({ id: practiceItems.id });
  return rows.length;
}

/** The practice questions of a 'Fix the gaps', oldest first, with whether each was answered right. */
export function findGapFixPractice(db: Db, userId: string, gapFixId: string) {
  return db
    .select({
      id: practiceItems.id,
      conceptId: practiceItems.conceptId,
      conceptName: concepts.name,
      question: practiceItems.question,
      choices: practiceItems.choices,
      correct: practiceItems.correct,
      answeredAt: practiceItems.answeredAt,
    })
    .from(practiceItems)
    .innerJoin(concepts, eq(concepts.id, practiceItems.conceptId))
    .where(and(eq(practiceItems.gapFixId, gapFixId), eq(practiceItems.userId, userId)))
    .orderBy(asc(practiceItems.createdAt), asc(practiceItems.id));
}
