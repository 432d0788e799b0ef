import type { LessonAssessment } from "@brainy/contract";
import { Button, ButtonLink } from "../../../components/ui/index.ts";
import { QuestionCard } from "./question-card.tsx";

/** The questions to answer, with 'Submit Answers' (once every one has an answer) and 'Regenerate Assessment'. */
export function QuestionList({
  lessonId,
  assessment,
  answers,
  onAnswer,
  onSubmit,
  submitting,
  error,
  onRegenerate,
}: {
  lessonId: string;
  assessment: LessonAssessment;
  answers: Record<number, string>;
  onAnswer: (index: number, answer: string) => void;
  onSubmit: () => void;
  submitting: boolean;
  error: string | null;
  onRegenerate: () => void;
}) {
  const complete = assessment.questions.every((q) => (answers[q.index] ?? "").trim() !== "");
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit();
      }}
    >
      {assessment.questions.map((q) => (
        <QuestionCard
          key={q.index}
          question={q}
          answer={answers[q.index]}
          onAnswer={(answer) => onAnswer(q.index, answer)}
        />
      ))}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={`/lessons/${lessonId}`} variant="secondary">
          Back to Lesson
        </ButtonLink>
        <Button type="submit" disabled={!complete || submitting}>
          {submitting ? "Submitting..." : "Submit Answers"}
        </Button>
        <Button type="button" variant="ghost" onClick={onRegenerate}>
          Regenerate Assessment
        </Button>
      </div>
    </form>
  );
}
