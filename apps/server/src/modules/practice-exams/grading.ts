import type { AiEngine } from "../../ai/engine.ts";
import { gradeOpenAnswerTask } from "../../ai/tasks/grade-open-answer/index.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../plugins/auth.ts";
import { recordEvidence } from "../learner-model/index.ts";
import { addMissedQuestionCards } from "../review/index.ts";
import { type ExamItemRow, type ExamRow, findExamItems, storeGrades } from "./repository.ts";

/** Open answers graded at once against the model (a 40-item exam has at most this many calls in flight). */
const GRADING_CONCURRENCY = 4;

export type ItemGrade = { position: number; score: number; correct: boolean; feedback: string | null };

/** Runs `work` over `items` with at most `limit` at a time, answers in order. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** One item's grade: a choice by its key, an open answer by the AI grader; no answer scores 0. */
async function gradeItem(deps: { ai: AiEngine; actor: Actor }, item: ExamItemRow): Promise<ItemGrade> {
  const given = item.given?.trim() ?? "";
  if (!given) return { position: item.position, score: 0, correct: false, feedback: "Not answered." };
  if (item.kind === "choice") {
    const correct = same(given, item.answerKey);
    return { position: item.position, score: correct ? 1 : 0, correct, feedback: null };
  }
  const grade = await deps.ai.run(
    gradeOpenAnswerTask,
    { question: item.question, modelAnswer: item.answerKey, rubric: item.rubric, answer: given },
    deps.actor,
  );
  return {
    position: item.position,
    score: grade.score,
    correct: grade.score >= 0.5,
    feedback: grade.feedback,
  };
}

/**
 * Grades a claimed exam (the caller won `claimExamForGrading`): every item on the server, then the
 * answers as evidence (kind `exam`, keyed by exam and item, so a grading taken over records
 * nothing twice), each missed item as a review card tagged with its concept (once per question),
 * and the grades and score stored with the exam closed. Answers the closed row, or undefined when
 * another grader's claim replaced this one meanwhile.
 */
export async function gradeExam(deps: { db: Db; ai: AiEngine; actor: Actor }, exam: ExamRow) {
  const { db, actor } = deps;
  const items = await findExamItems(db, actor.userId, exam.id);
  const grades = await mapLimit(items, GRADING_CONCURRENCY, (item) => gradeItem(deps, item));
  const total = grades.reduce((sum, g) => sum + g.score, 0);
  const score = items.length ? Math.round((total / items.length) * 100) : 0;
  await recordEvidence({
    db,
    userId: actor.userId,
    evidence: items.flatMap((item, i) =>
      item.conceptId && item.given?.trim()
        ? [
            {
              conceptIds: [item.conceptId],
              itemKey: `exam:${exam.id}:${item.position}`,
              kind: "exam" as const,
              score: grades[i]!.score,
              choices: item.kind === "choice" ? item.options.length : null,
              question: item.question,
              given: item.given,
            },
          ]
        : [],
    ),
  });
  const cardsMade = await addMissedQuestionCards({
    db,
    userId: actor.userId,
    missed: items.flatMap((item, i) => {
      const grade = grades[i]!;
      if (grade.correct) return [];
      return [
        {
          assessmentId: exam.id,
          lessonId: item.lessonId,
          index: item.position,
          question: item.question,
          correctAnswer: item.answerKey,
          feedback: item.kind === "open" ? (grade.feedback ?? item.explanation) : item.explanation,
          sourceKey: item.cardKey ?? `exam:${exam.id}:${item.position}`,
          ...(item.conceptId ? { conceptIds: [item.conceptId] } : {}),
        },
      ];
    }),
  });
  return storeGrades(db, {
    userId: actor.userId,
    examId: exam.id,
    claimedAt: exam.gradingAt!,
    grades,
    score,
    cardsMade,
  });
}
