import type { LessonAssessmentQuestion, LessonAssessmentResult } from "@brainy/contract";
import { CheckCircle2, FileText, XCircle } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/index.ts";

type Citation = NonNullable<LessonAssessmentResult["questions"][number]["citation"]>;

/** A grounded question's passage: a link to the source viewer at it, or 'source deleted'. */
function CitedPassage({ citation }: { citation: Citation }) {
  const where = [citation.page === null ? "" : `Page ${citation.page}`, citation.headingPath.join(" › ")]
    .filter(Boolean)
    .join(" · ");
  const label = `${citation.sourceTitle}${where ? `, ${where}` : ""}`;
  return (
    <p className="flex items-start gap-2 text-sm">
      <FileText aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-muted" />
      <span>
        <span className="text-muted">From your material: </span>
        {citation.sourceDeleted ? (
          <>
            {label} <span className="text-muted">(source deleted)</span>
          </>
        ) : (
          <Link
            to={`/sources/${citation.sourceId}?passage=${citation.passageId}`}
            className="text-primary-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {label}
          </Link>
        )}
        <span className="mt-1 block text-muted">“{citation.quote}”</span>
      </span>
    </p>
  );
}

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
      {q.citation && <CitedPassage citation={q.citation} />}
    </Card>
  );
}
