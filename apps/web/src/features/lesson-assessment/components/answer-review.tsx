import type { LessonAssessmentQuestion, LessonAssessmentResult } from "@brainy/contract";
import { CheckCircle2, XCircle } from "lucide-react";
import { Card } from "../../../components/ui/index.ts";

/** One graded answer: right or wrong, the learner's answer, the correct (or a model) answer, feedback. */
export function AnswerReview({
  graded: q,
  question,
}: {
  graded: LessonAssessmentResult["questions"][number];
  question: LessonAssessmentQuestion | undefined;
}) {
  return (
    <Card className="flex flex-col gap-2">
      <p className="flex items-start gap-2 font-semibold">
        {q.correct ? (
          <CheckCircle2 aria-label="Correct" className="mt-0.5 shrink-0 text-success" size={18} />
        ) : (
          <XCircle aria-label="Incorrect" className="mt-0.5 shrink-0 text-danger" size={18} />
        )}
        <span>
          {q.index + 1}. {question?.question}
        </span>
      </p>
      <p className="text-sm">
        <span className="text-muted">Your answer: </span>
        {q.yourAnswer}
      </p>
      {!q.correct || question?.type === "open" ? (
        <p className="text-sm">
          <span className="text-muted">
            {question?.type === "open" ? "A model answer: " : "Correct answer: "}
          </span>
          {q.correctAnswer}
        </p>
      ) : null}
      {q.feedback && <p className="rounded-lg bg-surface-2 p-2 text-sm">{q.feedback}</p>}
    </Card>
  );
}
