import type { LessonAssessment, LessonGradingProgress } from "@brainy/contract";
import { Button, ButtonLink, Spinner } from "../../../components/ui/index.ts";
import { QuestionCard } from "./question-card.tsx";

/** The questions to answer, with 'Submit Answers' (once every one has an answer) and 'Regenerate Assessment'. */
export function QuestionList({
  lessonId,
  assessment,
  answers,
  onAnswer,
  onSubmit,
  submitting,
  progress,
  error,
  onRegenerate,
}: {
  lessonId: string;
  assessment: LessonAssessment;
  answers: Record<number, string>;
  onAnswer: (index: number, answer: string) => void;
  onSubmit: () => void;
  submitting: boolean;
  progress?: LessonGradingProgress | null;
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
      {submitting && <GradingProgress progress={progress ?? null} />}
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

/** How far grading is: answers graded out of all, and the feedback the model is writing. */
function GradingProgress({ progress }: { progress: LessonGradingProgress | null }) {
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2 p-4 text-sm"
      data-grading
    >
      {/* Only the count is announced; the feedback being written changes with every word. */}
      <p className="flex items-center gap-2 font-medium" aria-live="polite">
        <Spinner size={16} decorative />
        {progress
          ? `Grading your answers: ${progress.graded} of ${progress.total} graded`
          : "Grading your answers..."}
      </p>
      {progress?.index != null && progress.graded < progress.total && (
        <p className="text-muted">
          Question {progress.index + 1}: {progress.feedback ?? "reading your answer..."}
        </p>
      )}
    </div>
  );
}
