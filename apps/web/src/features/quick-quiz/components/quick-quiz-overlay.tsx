import { OPTION_LETTERS, type SimpleAssessment, type SimpleAssessmentResult } from "@brainy/contract";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { DemoAiNotice } from "../../../components/demo-ai-notice.tsx";
import { Button, cx, Dialog, ProgressBar } from "../../../components/ui/index.ts";
import { useSubmitKnowledgeAssessment } from "../api/submit-knowledge-assessment.ts";

/** The overlay knowledge assessment: one question at a time, options A to D, then 'Assessment Complete'. */
export function QuickQuizOverlay({
  assessment,
  onComplete,
  onCancel,
  isDemoAi = false,
}: {
  assessment: SimpleAssessment;
  /** Label the questions as written by the demo model. */
  isDemoAi?: boolean;
  /** Escape or leaving without submitting. */
  onCancel: () => void;
  /** Called once the answers are stored (the caller redirects after 2 s). */
  onComplete: (result: SimpleAssessmentResult) => void;
}) {
  const { questions } = assessment;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const submission = useSubmitKnowledgeAssessment();
  const submitting = submission.isPending;
  const error = submission.isError ? "Failed to submit assessment. Please try again." : null;
  const result = submission.data ?? null;
  const question = questions[index];
  const isLast = index === questions.length - 1;
  const answered = question ? answers[question.id] !== undefined : false;

  const submit = () => {
    const answerList = questions.map((item) => ({
      questionId: item.id,
      selectedOptionIndex: answers[item.id]!,
    }));
    submission.mutate({ assessmentId: assessment.id, answers: answerList }, { onSuccess: onComplete });
  };

  if (result) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onCancel()}
        dismissible={false}
        title="Assessment Complete"
        size="sm"
      >
        <div className="flex flex-col items-center gap-3 py-2 text-center" role="status">
          <CheckCircle2 aria-hidden="true" size={44} className="text-success" />
          <p className="text-lg font-semibold">
            {result.correct} of {result.total} correct ({result.score}%)
          </p>
          <p className="text-sm text-muted">
            Thanks! Your answers help tailor your roadmap. Taking you onward…
          </p>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !submitting && onCancel()}
      dismissible={false}
      title="Quick knowledge assessment"
      size="md"
      footer={
        <>
          <Button
            variant="secondary"
            className="mr-auto"
            disabled={index === 0 || submitting}
            onClick={() => setIndex(index - 1)}
          >
            Previous
          </Button>
          <Button
            disabled={!answered}
            loading={submitting}
            onClick={() => (isLast ? submit() : setIndex(index + 1))}
          >
            {isLast ? "Submit" : "Next"}
          </Button>
        </>
      }
    >
      {question && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <p className="text-xs font-medium text-muted">
              Question {index + 1} of {questions.length}
            </p>
            <ProgressBar value={((index + 1) / questions.length) * 100} label="Assessment progress" />
          </div>
          {isDemoAi && index === 0 && <DemoAiNotice />}
          <p id={`question-text-${question.id}`} className="text-base font-semibold">
            {question.question}
          </p>
          <div
            role="radiogroup"
            aria-labelledby={`question-text-${question.id}`}
            className="flex flex-col gap-2"
          >
            {question.options.map((option, optionIndex) => {
              const checked = answers[question.id] === optionIndex;
              return (
                <label
                  key={optionIndex}
                  className={cx(
                    "relative flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-ring",
                    checked ? "border-primary bg-primary/10" : "border-border hover:bg-surface-2",
                  )}
                >
                  <input
                    type="radio"
                    name={`question-${question.id}`}
                    className="sr-only"
                    checked={checked}
                    onChange={() => setAnswers({ ...answers, [question.id]: optionIndex })}
                  />
                  <span
                    aria-hidden="true"
                    className={cx(
                      "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-bold",
                      checked ? "border-primary bg-primary text-primary-fg" : "border-border text-muted",
                    )}
                  >
                    {OPTION_LETTERS[optionIndex]}
                  </span>
                  <span className="pt-0.5">{option}</span>
                </label>
              );
            })}
          </div>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
