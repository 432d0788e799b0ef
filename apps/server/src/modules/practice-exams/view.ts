import type { PracticeExam } from "@brainy/contract";
import type { ExamItemRow, ExamRow } from "./repository.ts";

/** The report by concept: items, right answers and the share of points per concept, weakest first. */
export function reportByConcept(items: readonly ExamItemRow[]): PracticeExam["report"] {
  const groups = new Map<
    string,
    { conceptId: string | null; name: string; items: number; right: number; points: number }
  >();
  for (const item of items) {
    const key = item.conceptId ?? `name:${item.conceptName ?? ""}`;
    const group = groups.get(key) ?? {
      conceptId: item.conceptId,
      name: item.conceptName ?? "Other questions",
      items: 0,
      right: 0,
      points: 0,
    };
    group.items += 1;
    if (item.correct) group.right += 1;
    group.points += item.score ?? 0;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ points, ...g }) => ({ ...g, score: Math.round((points / g.items) * 100) }))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
}

/** An exam as the learner sees it: no key and no grade before it is submitted. */
export function toPracticeExam(exam: ExamRow, items: readonly ExamItemRow[], title: string): PracticeExam {
  const submitted = exam.status === "submitted";
  return {
    id: exam.id,
    goalId: exam.goalId,
    courseId: exam.courseId,
    title,
    size: exam.size,
    status: exam.status as PracticeExam["status"],
    deadline: exam.deadline?.toISOString() ?? null,
    createdAt: exam.createdAt.toISOString(),
    submittedAt: exam.submittedAt?.toISOString() ?? null,
    score: submitted ? exam.score : null,
    expired: submitted && exam.expired,
    items: items.map((item) => ({
      position: item.position,
      kind: item.kind as "choice" | "open",
      question: item.question,
      options: item.options,
      concept: item.conceptName,
      answer: item.given,
      result:
        submitted && item.score !== null
          ? {
              correct: item.correct ?? false,
              score: item.score,
              correctAnswer: item.answerKey,
              explanation: item.kind === "open" ? (item.feedback ?? item.explanation) : item.explanation,
            }
          : null,
    })),
    report: submitted ? reportByConcept(items) : [],
    cardsMade: exam.cardsMade,
  };
}
