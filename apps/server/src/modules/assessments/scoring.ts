import {
  OPTION_LETTERS as LETTERS,
  type SimpleAnswer,
  type SimpleAssessmentEvaluation,
  type SimpleQuestion,
} from "@brainy/contract";
import type { StoredChoiceQuestion } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/** The published text block: 'Q: …', 'A: …' to 'D: …', 'Correct: X'. */
export function toQuestionText(question: StoredChoiceQuestion): string {
  const options = question.options.slice(0, 4).map((option, i) => `${LETTERS[i]}: ${option}`);
  return [`Q: ${question.question}`, ...options, `Correct: ${LETTERS[question.correctIndex] ?? "A"}`].join(
    "\n",
  );
}

/** A stored question as the API shows it. */
export function toSimpleQuestion(question: StoredChoiceQuestion): SimpleQuestion {
  return {
    id: question.id,
    text: toQuestionText(question),
    question: question.question,
    options: question.options.slice(0, 4),
  };
}

/** Scores answers against the stored questions; unanswered questions count as wrong. */
export function scoreAnswers(
  questions: StoredChoiceQuestion[],
  answers: SimpleAnswer[],
): SimpleAssessmentEvaluation {
  const known = new Set(questions.map((q) => q.id));
  const unknown = answers.find((a) => !known.has(a.questionId));
  if (unknown) throw new AppError("VALIDATION_FAILED", `answers: unknown questionId ${unknown.questionId}`);
  const selected = new Map(answers.map((a) => [a.questionId, a.selectedOptionIndex]));
  const reviewed = questions.map((q) => {
    const choice = selected.get(q.id) ?? null;
    return {
      questionId: q.id,
      selectedOptionIndex: choice,
      correctOptionIndex: q.correctIndex,
      isCorrect: choice === q.correctIndex,
    };
  });
  const correct = reviewed.filter((r) => r.isCorrect).length;
  const total = questions.length;
  return {
    score: total === 0 ? 0 : Math.round((100 * correct) / total),
    correct,
    total,
    questions: reviewed,
  };
}
