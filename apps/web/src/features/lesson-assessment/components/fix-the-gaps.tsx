import type { GapFix, GapFixQuestion } from "@brainy/contract";
import { useState } from "react";
import { Button, ButtonLink, Card, FormAlert, Input } from "../../../components/ui/index.ts";

/** What the server said of an answer: shown under its question. */
export type GapVerdict = { correct: boolean; answer: string; explanation: string };

/** One practice question of the fix: choices as radios (or a typed answer), checked on the server. */
function GapQuestion({
  question: q,
  number,
  verdict,
  checking,
  onCheck,
}: {
  question: GapFixQuestion;
  number: number;
  verdict: GapVerdict | undefined;
  checking: boolean;
  onCheck: (answer: string) => void;
}) {
  const [answer, setAnswer] = useState("");
  const answered = q.answeredAt !== null;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <fieldset className="flex flex-col gap-2" disabled={answered || checking}>
        <legend className="font-medium">
          {number}. {q.question} <span className="text-sm text-muted">({q.concept})</span>
        </legend>
        {q.choices.length > 0 ? (
          q.choices.map((choice) => (
            <label key={choice} className="flex items-start gap-2">
              <input
                type="radio"
                name={`gap-${q.id}`}
                value={choice}
                checked={answer === choice}
                onChange={() => setAnswer(choice)}
                className="mt-1 accent-[var(--primary)]"
              />
              <span>{choice}</span>
            </label>
          ))
        ) : (
          <Input
            label={`Answer to question ${number}`}
            hideLabel
            placeholder="Your answer..."
            maxLength={200}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
          />
        )}
      </fieldset>
      {answered ? (
        <p className={q.correct ? "text-success" : "text-danger"} role="status">
          {q.correct ? "Right." : `Not quite${verdict ? `: the answer is ${verdict.answer}` : ""}.`}
          {verdict?.explanation ? ` ${verdict.explanation}` : ""}
        </p>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          disabled={answer.trim() === ""}
          loading={checking}
          onClick={() => onCheck(answer.trim())}
        >
          Check
        </Button>
      )}
    </li>
  );
}

/**
 * 'Fix the gaps' on a failed attempt's results (issue 38): before it starts, what it does and its
 * button; then the part's state in the lesson and the practice questions; 'Retake assessment' once
 * every missed concept's last answer is right.
 */
export function FixTheGaps(props: {
  lessonId: string;
  fix: GapFix | null;
  /** On the Free plan: the part counts as a lesson rewrite, so it says so before it starts. */
  free?: boolean;
  starting: boolean;
  error: string | null;
  verdicts: Record<string, GapVerdict>;
  checking: string | null;
  onStart: () => void;
  onAnswer: (itemId: string, answer: string) => void;
  onRetake: () => void;
}) {
  const { fix } = props;
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="fix-the-gaps-title">
      <h3 id="fix-the-gaps-title" className="text-lg font-semibold">
        Fix the gaps
      </h3>
      {props.error && <FormAlert>{props.error}</FormAlert>}
      {!fix ? (
        <>
          <p className="text-sm">
            A short part on the concepts you missed is added to your lesson, with a few questions on each.
            Answer them right and you can retake the assessment at once.
          </p>
          {props.free && (
            <p className="text-sm text-muted">
              On the Free plan the new part uses your lesson for today, unless this lesson was written today.
            </p>
          )}
          <Button className="self-start" loading={props.starting} onClick={props.onStart}>
            Fix the gaps
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm" role="status">
            {fix.partStatus === "writing" && "The new part is being written into your lesson."}
            {fix.partStatus === "ready" && "The new part is at the end of your lesson."}
            {fix.partStatus === "failed" && "The new part could not be written, so the lesson is as it was."}
          </p>
          <div className="flex flex-wrap gap-2">
            {fix.partStatus !== "failed" ? (
              <ButtonLink to={`/lessons/${props.lessonId}`} variant="secondary" size="sm">
                Read the new part
              </ButtonLink>
            ) : (
              <Button size="sm" variant="secondary" loading={props.starting} onClick={props.onStart}>
                Try again
              </Button>
            )}
          </div>
          <ol className="flex flex-col gap-2" aria-label="Questions on the missed concepts">
            {fix.questions.map((q, i) => (
              <GapQuestion
                key={q.id}
                question={q}
                number={i + 1}
                verdict={props.verdicts[q.id]}
                checking={props.checking === q.id}
                onCheck={(answer) => props.onAnswer(q.id, answer)}
              />
            ))}
          </ol>
          {fix.needsMore.length > 0 && (
            <div className="flex flex-col gap-2">
              <p className="text-sm">One more question on {fix.needsMore.join(", ")}, to get it right.</p>
              <Button size="sm" className="self-start" loading={props.starting} onClick={props.onStart}>
                Another question
              </Button>
            </div>
          )}
          {fix.retakeUnlocked && (
            <div className="flex flex-col gap-2">
              <p className="font-medium text-success" role="status">
                Gaps fixed. You can retake the assessment now.
              </p>
              <Button className="self-start" onClick={props.onRetake}>
                Retake assessment
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
