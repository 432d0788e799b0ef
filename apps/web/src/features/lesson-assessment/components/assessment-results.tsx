import type { LessonAssessment, LessonAssessmentResult } from "@brainy/contract";
import type { ReactNode } from "react";
import { Button, ButtonLink, Card } from "../../../components/ui/index.ts";
import { AnswerReview } from "./answer-review.tsx";

/** The graded assessment: score, message, the way on (nextButton), then every answer reviewed. */
export function AssessmentResults({
  lessonId,
  assessment,
  result,
  preparingNext,
  nextButton,
  onRegenerate,
}: {
  lessonId: string;
  assessment: LessonAssessment;
  result: LessonAssessmentResult;
  preparingNext: boolean;
  nextButton: ReactNode;
  onRegenerate: () => void;
}) {
  return (
    <>
      <Card className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold">Assessment Results</h2>
        <p className={`text-5xl font-bold ${result.passed ? "text-success" : "text-danger"}`}>
          {result.score}%
        </p>
        <p className="text-lg">{result.message}</p>
        {result.detail && <p className="font-medium text-danger">{result.detail}</p>}
        {preparingNext && (
          <p className="text-sm text-muted" role="status">
            Next lesson content is being prepared...
          </p>
        )}
        <div className="flex flex-wrap gap-3 pt-2">
          <ButtonLink to={`/lessons/${lessonId}`} variant="secondary">
            Back to Lesson
          </ButtonLink>
          {nextButton}
          {!result.passed && (
            <Button variant="ghost" onClick={onRegenerate}>
              Regenerate Assessment
            </Button>
          )}
        </div>
      </Card>
      <ol className="flex flex-col gap-3" aria-label="Your answers">
        {result.questions.map((q) => (
          <li key={q.index}>
            <AnswerReview graded={q} question={assessment.questions[q.index]} />
          </li>
        ))}
      </ol>
    </>
  );
}
