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
  fixTheGaps,
}: {
  lessonId: string;
  assessment: LessonAssessment;
  result: LessonAssessmentResult;
  preparingNext: boolean;
  nextButton: ReactNode;
  onRegenerate: () => void;
  /** 'Fix the gaps' of a failed attempt (issue 38), shown under the result. */
  fixTheGaps?: ReactNode;
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
        {!result.passed && result.missedConcepts.length > 0 && (
          <div className="flex flex-col gap-2" data-testid="missed-concepts">
            <h3 className="text-sm font-semibold">Concepts to study</h3>
            <ul className="flex flex-wrap gap-1.5" aria-label="Concepts to study">
              {result.missedConcepts.map((name) => (
                <li
                  key={name}
                  className="rounded-full border border-danger/50 bg-danger/10 px-2.5 py-0.5 text-sm"
                >
                  {name}
                </li>
              ))}
            </ul>
          </div>
        )}
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
      {!result.passed && fixTheGaps}
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
