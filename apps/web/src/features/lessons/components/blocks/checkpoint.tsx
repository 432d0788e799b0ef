import { isCheckpointAnswerRight, type LessonBlock } from "@brainy/contract";
import { CheckCircle2, CircleHelp, XCircle } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../../components/ui/index.ts";
import { useAnswerCheckpoint } from "../../api/answer-checkpoint.ts";
import { InlineText } from "../inline-text.tsx";

/** Where a checkpoint sits: its lesson and block index, so the server can check the answer. */
export type CheckpointPlace = { lessonId: string; index: number };

type Checkpoint = Extract<LessonBlock, { type: "checkpoint" }>;

/**
 * A practice question inside the lesson: multiple choice (a radio group) or fill-in (a text box).
 * The server checks the answer (what was chosen or typed) and its first answer is evidence of what
 * the learner knows (issue 37); the verdict shows with a one-line explanation, announced politely.
 * It is not graded and does not hold the lesson back. Without the server (offline, or a version
 * of the lesson on screen only), the answer is checked here. Changing the answer clears the verdict.
 */
export function CheckpointView({ block, place }: { block: Checkpoint; place?: CheckpointPlace }) {
  const id = useId();
  const [answer, setAnswer] = useState("");
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const shownAt = useRef(Date.now());
  const send = useAnswerCheckpoint();
  const choice = block.choices.length > 0;

  function check(event: FormEvent) {
    event.preventDefault();
    if (answer.trim() === "" || send.isPending) return;
    if (!place) {
      setVerdict(isCheckpointAnswerRight(block, answer));
      return;
    }
    send.mutate(
      { ...place, answer, durationMs: Date.now() - shownAt.current },
      {
        onSuccess: (result) => setVerdict(result.correct),
        onError: () => setVerdict(isCheckpointAnswerRight(block, answer)),
      },
    );
  }
  function change(value: string) {
    setAnswer(value);
    setVerdict(null);
  }

  return (
    <form
      onSubmit={check}
      aria-labelledby={`${id}-title ${id}-question`}
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4"
      data-checkpoint
    >
      <p id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-primary">
        <CircleHelp aria-hidden="true" size={16} /> Checkpoint
        <span className="font-normal text-muted">· practice, not graded</span>
      </p>
      {choice ? (
        <fieldset className="flex flex-col gap-2">
          <legend id={`${id}-question`} className="mb-2 font-medium">
            <InlineText text={block.question} />
          </legend>
          {block.choices.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface px-3 py-2.5 hover:bg-surface-2 has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-choice`}
                value={option}
                checked={answer === option}
                onChange={() => change(option)}
                className="mt-1 accent-[var(--primary)]"
              />
              <span>
                <InlineText text={option} />
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="flex flex-col gap-2">
          <label id={`${id}-question`} htmlFor={`${id}-answer`} className="font-medium">
            <InlineText text={block.question} />
          </label>
          <input
            id={`${id}-answer`}
            value={answer}
            onChange={(event) => change(event.target.value)}
            maxLength={200}
            autoComplete="off"
            placeholder="Your answer"
            className="h-11 rounded-xl border border-border-strong bg-surface px-3 text-text placeholder:text-muted focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
      )}
      <div className="flex flex-col items-start gap-2">
        <Button type="submit" size="sm" variant="secondary" disabled={answer.trim() === "" || send.isPending}>
          {send.isPending ? "Checking..." : "Check answer"}
        </Button>
        <div aria-live="polite" className="text-sm">
          {verdict === true && (
            <p className="flex items-start gap-2 text-success">
              <CheckCircle2 aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
              <span>
                <strong>Correct.</strong> <InlineText text={block.explanation} />
              </span>
            </p>
          )}
          {verdict === false && (
            <p className="flex items-start gap-2 text-danger">
              <XCircle aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
              <span>
                <strong>Not quite.</strong> The answer is “<InlineText text={block.answer} />
                ”. <InlineText text={block.explanation} />
              </span>
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
