import { type ConceptView, conceptKey, type LessonBlock, PRACTICE_EXAM_BANK_SHARE } from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import { lessonText } from "../../ai/tasks/prompt-helpers.ts";
import { writeExamQuestionsTask } from "../../ai/tasks/write-exam-questions/index.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import { findLessonConcepts, readConceptMap, resolveConceptNames } from "../learner-model/index.ts";
import { type ExamItemInsert, findBankAssessments, findScopeLessons } from "./repository.ts";

/** How much an exam leans on a concept: its lack of mastery; one not yet practised counts as uncertain. */
export function conceptWeight(concept: Pick<ConceptView, "practised" | "mastery">): number {
  if (!concept.practised || concept.mastery === null) return 0.6;
  return Math.max(0.05, 1 - concept.mastery);
}

/**
 * Shares `count` fresh questions among concepts in proportion to their weights (largest remainder),
 * weakest first; concepts given none are left out.
 */
export function allocateFresh<T extends { weight: number }>(concepts: readonly T[], count: number) {
  const total = concepts.reduce((sum, c) => sum + c.weight, 0);
  if (count <= 0 || total <= 0) return [];
  const shares = concepts.map((c) => ({ concept: c, exact: (c.weight / total) * count }));
  const counts = shares.map((s) => Math.floor(s.exact));
  let left = count - counts.reduce((a, b) => a + b, 0);
  const byRemainder = shares
    .map((s, i) => ({ i, rest: s.exact - Math.floor(s.exact), weight: s.concept.weight }))
    .sort((a, b) => b.rest - a.rest || b.weight - a.weight);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    counts[i]! += 1;
    left -= 1;
  }
  return shares
    .map((s, i) => ({ concept: s.concept, count: counts[i]! }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.concept.weight - a.concept.weight);
}

/** Picks `target` of the bank's questions, weighted towards weak concepts (a weight times a jitter of ±25 %). */
export function pickBank<T extends { weight: number }>(
  bank: readonly T[],
  target: number,
  random = Math.random,
) {
  return bank
    .map((q) => ({ q, key: q.weight * (0.75 + 0.5 * random()) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, Math.max(0, target))
    .map((s) => s.q);
}

function shuffle<T>(items: T[], random = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The items of a new exam on a goal or one of its courses: up to half from the bank of questions
 * already written for its lessons' assessments, the rest fresh from `write-exam-questions`, both
 * weighted towards the learner's weak concepts (the learner model's map). 409 NOTHING_TO_EXAMINE
 * when the scope has neither concepts nor questions.
 */
export async function composeExamItems(options: {
  db: Db;
  ai: AiEngine;
  actor: Actor;
  goalId: string;
  courseId: string | null;
  goalTitle: string;
  scopeTitle: string;
  size: number;
}): Promise<ExamItemInsert[]> {
  const { db, actor, goalId, courseId, size } = options;
  const userId = actor.userId;
  const [map, scopeLessons] = await Promise.all([
    readConceptMap({ db, userId, goalId }),
    findScopeLessons(db, userId, goalId, courseId),
  ]);
  const inScope = new Set(scopeLessons.map((l) => l.id));
  const concepts = map.concepts
    .filter((c) => !courseId || c.lessons.some((l) => inScope.has(l.id)))
    .map((c) => ({
      id: c.id,
      name: c.name,
      key: conceptKey(c.name),
      weight: conceptWeight(c),
      lessons: c.lessons.filter((l) => inScope.has(l.id)),
    }));
  const byId = new Map(concepts.map((c) => [c.id, c]));

  const [assessments, lessonConcepts] = await Promise.all([
    findBankAssessments(db, userId, [...inScope]),
    findLessonConcepts(db, userId, [...inScope]),
  ]);
  const bank = assessments.flatMap((a) =>
    a.questions.map((q, index) => {
      const ids = resolveConceptNames(
        lessonConcepts.filter((c) => c.lessonId === a.lessonId),
        q.concepts,
      );
      const concept = ids.map((id) => byId.get(id)).find((c) => c !== undefined);
      return { q, index, assessment: a, concept, weight: concept?.weight ?? 0.3 };
    }),
  );
  const picked = pickBank(bank, Math.round(size * PRACTICE_EXAM_BANK_SHARE));
  const bankItems: ExamItemInsert[] = picked.map(({ q, index, assessment, concept }) => ({
    position: 0,
    origin: "bank",
    kind: q.kind,
    question: q.question,
    options: q.kind === "choice" ? q.options : [],
    answerKey: q.kind === "choice" ? (q.options[q.correctIndex] ?? "") : q.modelAnswer,
    rubric: q.kind === "open" ? q.rubric : "",
    explanation: null,
    conceptId: concept?.id ?? null,
    conceptName: concept?.name ?? null,
    lessonId: assessment.lessonId,
    cardKey: `missed:${assessment.id}:${index}`,
  }));

  const freshCount = size - bankItems.length;
  const plan = allocateFresh(concepts, freshCount);
  let fresh: ExamItemInsert[] = [];
  if (plan.length > 0) {
    const material = scopeLessons
      .filter((l) => l.content)
      .map((l) => lessonText(l.content!.blocks as LessonBlock[], 1500))
      .join("\n\n")
      .slice(0, 6000);
    const output = await options.ai.run(
      writeExamQuestionsTask,
      {
        goal: options.goalTitle,
        scope: options.scopeTitle,
        concepts: plan.map((p) => ({
          name: p.concept.name,
          count: p.count,
          lessonTitles: p.concept.lessons.map((l) => l.title),
        })),
        material,
        seen: bankItems.map((b) => b.question),
        count: freshCount,
      },
      actor,
    );
    const byKey = new Map(concepts.map((c) => [c.key, c]));
    fresh = output.questions.slice(0, freshCount).map((q) => {
      const concept = byKey.get(conceptKey(q.concept));
      return {
        position: 0,
        origin: "fresh",
        kind: q.kind,
        question: q.question,
        options: q.kind === "choice" ? q.options : [],
        answerKey: q.kind === "choice" ? (q.options[q.correctIndex ?? 0] ?? "") : (q.modelAnswer ?? ""),
        rubric: q.rubric ?? "",
        explanation: q.explanation,
        conceptId: concept?.id ?? null,
        conceptName: concept?.name ?? q.concept,
        lessonId: concept?.lessons[0]?.id ?? null,
        cardKey: null,
      };
    });
  }
  const items = shuffle([...bankItems, ...fresh]).map((item, position) => ({ ...item, position }));
  if (items.length === 0)
    throw new AppError("CONFLICT", "There is nothing to examine here yet: plan the course's lessons first.", {
      details: { reason: "NOTHING_TO_EXAMINE" },
    });
  return items;
}
