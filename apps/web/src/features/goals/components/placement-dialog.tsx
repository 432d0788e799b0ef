import type { Placement } from "@brainy/contract";
import { CheckCircle2, Compass } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button, cx, Dialog, ProgressBar, Spinner } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { usePlacement, usePlacementActions } from "../api/placement.ts";

const errorText = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : error
      ? "Something went wrong. Please try again."
      : null;

/**
 * The placement check of a new goal (issue 38): an offer ('Take a short placement check?' or
 * 'Skip'), then up to 10 questions the learner model picks one at a time, then how many lessons are
 * marked 'You likely know this'. Closing it (Escape) keeps a check in progress to resume later.
 */
export function PlacementDialog({ goalId, onClose }: { goalId: string; onClose: () => void }) {
  const query = usePlacement(goalId);
  const actions = usePlacementActions(goalId);
  const placement = query.data;
  const busy = actions.start.isPending || actions.answer.isPending || actions.skip.isPending;
  const error = errorText(actions.start.error ?? actions.answer.error ?? actions.skip.error ?? query.error);
  const skip = () => actions.skip.mutate(undefined, { onSuccess: onClose });
  const close = (open: boolean) => !open && !busy && onClose();

  if (!placement || placement.status === "not_started" || placement.status === "skipped") {
    return (
      <Dialog
        open
        onOpenChange={close}
        title="Take a short placement check?"
        description="Your goal is ready. Answer up to 10 questions and Brainy marks the lessons you likely know already."
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={skip} disabled={busy || !placement}>
              Skip
            </Button>
            <Button
              onClick={() => actions.start.mutate()}
              disabled={busy || !placement}
              loading={actions.start.isPending}
            >
              {actions.start.isPending ? "Writing your questions…" : "Take the placement check"}
            </Button>
          </>
        }
      >
        <div className="flex items-center gap-3 text-sm text-muted">
          <Compass aria-hidden="true" size={28} className="shrink-0 text-primary-strong" />
          <p>It is optional and ends early once Brainy is sure. You can stop and come back to it.</p>
        </div>
        <ErrorLine text={error} />
      </Dialog>
    );
  }
  if (placement.status === "done") return <PlacementEnd placement={placement} onClose={onClose} />;
  return (
    <Dialog
      open
      onOpenChange={close}
      title="Placement check"
      description="Choose the answer you think is right; it is fine not to know."
      size="md"
    >
      <PlacementQuestion
        key={placement.question?.number}
        placement={placement}
        busy={busy}
        error={error}
        onAnswer={(choiceIndex, durationMs) => actions.answer.mutate({ choiceIndex, durationMs })}
        onSkip={skip}
      />
    </Dialog>
  );
}

function ErrorLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="mt-3 text-sm text-danger">
      {text}
    </p>
  );
}

/** One question: progress, the last answer's verdict, the choices as a radio group (arrow keys, Enter). */
function PlacementQuestion(props: {
  placement: Placement;
  busy: boolean;
  error: string | null;
  onAnswer: (choiceIndex: number, durationMs: number) => void;
  onSkip: () => void;
}) {
  const { placement } = props;
  const question = placement.question;
  const [choice, setChoice] = useState<number | null>(null);
  const [shownAt] = useState(() => Date.now());
  const form = useRef<HTMLFormElement>(null);
  // The first choice takes focus as each question appears (the dialog keeps it), so the keyboard goes on.
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus(), []);
  if (!question) return <Spinner label="Loading the next question…" showLabel />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== null && !props.busy) props.onAnswer(choice, Date.now() - shownAt);
  };
  const last = placement.lastAnswer;
  return (
    <form ref={form} className="flex flex-col gap-4" onSubmit={submit}>
      <div className="flex flex-col gap-2">
        <p className="text-xs font-medium text-muted" aria-live="polite">
          Question {question.number} of at most {placement.maxQuestions}
        </p>
        <ProgressBar value={(placement.answered / placement.maxQuestions) * 100} label="Placement progress" />
      </div>
      {last && (
        <p className={cx("text-sm", last.correct ? "text-success" : "text-muted")} role="status">
          {last.correct
            ? "Your last answer was right."
            : `Your last answer was not right: ${last.explanation}`}
        </p>
      )}
      <p id="placement-question" className="text-base font-semibold">
        {question.question}
      </p>
      <div role="radiogroup" aria-labelledby="placement-question" className="flex flex-col gap-2">
        {question.choices.map((text, index) => {
          const checked = choice === index;
          return (
            <label
              key={text}
              className={cx(
                "relative flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-ring",
                checked ? "border-primary bg-primary/10" : "border-border hover:bg-surface-2",
              )}
            >
              <input
                type="radio"
                name="placement-choice"
                className="sr-only"
                checked={checked}
                onChange={() => setChoice(index)}
              />
              <span
                aria-hidden="true"
                className={cx(
                  "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-bold",
                  checked ? "border-primary bg-primary text-primary-fg" : "border-border text-muted",
                )}
              >
                {String.fromCharCode(65 + index)}
              </span>
              <span className="pt-0.5">{text}</span>
            </label>
          );
        })}
      </div>
      <ErrorLine text={props.error} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-4">
        <Button
          type="button"
          variant="secondary"
          className="mr-auto"
          onClick={props.onSkip}
          disabled={props.busy}
        >
          Skip the rest
        </Button>
        <Button type="submit" disabled={choice === null || props.busy} loading={props.busy}>
          Answer
        </Button>
      </div>
    </form>
  );
}

/** How the check ended, in words: how many questions it took. */
function answeredText(placement: Placement): string {
  const questions = `${placement.answered} ${placement.answered === 1 ? "question" : "questions"}`;
  return placement.endReason === "sure" ? `Brainy was sure after ${questions}.` : `${questions} answered.`;
}

/** The end: how many lessons the course view now marks 'You likely know this'. */
function PlacementEnd({ placement, onClose }: { placement: Placement; onClose: () => void }) {
  const count = placement.likelyKnownLessons;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Placement check complete"
      size="sm"
      footer={<Button onClick={onClose}>Go to my goal</Button>}
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center" role="status">
        <CheckCircle2 aria-hidden="true" size={44} className="text-success" />
        <p className="text-lg font-semibold">
          {count === 0
            ? "No lessons are marked 'You likely know this'"
            : `${count} ${count === 1 ? "lesson is" : "lessons are"} marked 'You likely know this'`}
        </p>
        <p className="text-sm text-muted">
          {answeredText(placement)}{" "}
          {count === 0
            ? "Your course starts from the beginning."
            : `You can test out of ${count === 1 ? "it" : "them"} from your course.`}
        </p>
      </div>
    </Dialog>
  );
}
