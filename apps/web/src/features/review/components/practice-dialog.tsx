import type {
  ConceptView,
  PracticeQuestion,
  PracticeSet,
  PracticeVerdict,
  ReviewCard,
} from "@brainy/contract";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button, Dialog, FormAlert, Input, Spinner } from "../../../components/ui/index.ts";
import { conceptStanding } from "../../../lib/concept-map.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useAnswerPractice } from "../api/answer-practice.ts";
import { useConcept } from "../api/get-concept.ts";
import { useGradeCard } from "../api/grade-card.ts";
import { useStartPractice } from "../api/start-practice.ts";

type Item = { kind: "question"; question: PracticeQuestion } | { kind: "card"; card: ReviewCard };

const RATINGS = [
  { rating: 1, label: "Again" },
  { rating: 2, label: "Hard" },
  { rating: 3, label: "Good" },
  { rating: 4, label: "Easy" },
] as const;

function QuestionStep({
  question,
  onDone,
}: {
  question: PracticeQuestion;
  onDone: (v: PracticeVerdict) => void;
}) {
  const id = useId();
  const [answer, setAnswer] = useState("");
  const started = useRef(Date.now());
  const send = useAnswerPractice();
  const verdict = send.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim() || verdict) return;
    send.mutate(
      { itemId: question.id, answer, durationMs: Date.now() - started.current },
      { onSuccess: (v) => onDone(v) },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid="practice-question">
      {question.choices.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium">{question.question}</legend>
          {question.choices.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface px-3 py-2.5 hover:bg-surface-2 has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-choice`}
                value={choice}
                checked={answer === choice}
                disabled={Boolean(verdict)}
                onChange={() => setAnswer(choice)}
                className="mt-1 accent-[var(--primary)]"
              />
              <span>{choice}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <Input
          label={question.question}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          maxLength={200}
          autoComplete="off"
          disabled={Boolean(verdict)}
        />
      )}
      {send.error && <FormAlert>{send.error.message}</FormAlert>}
      <div aria-live="polite" className="text-sm">
        {verdict && (
          <p
            className={
              verdict.correct ? "flex items-start gap-2 text-success" : "flex items-start gap-2 text-danger"
            }
          >
            {verdict.correct ? (
              <CheckCircle2 aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
            ) : (
              <XCircle aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
            )}
            <span>
              <strong>{verdict.correct ? "Right." : "Not quite."}</strong>{" "}
              {verdict.correct ? "" : `The answer is “${verdict.answer}”. `}
              {verdict.explanation}
            </span>
          </p>
        )}
      </div>
      {!verdict && (
        <Button type="submit" size="sm" className="self-start" disabled={!answer.trim() || send.isPending}>
          {send.isPending ? "Checking..." : "Check answer"}
        </Button>
      )}
    </form>
  );
}

function CardStep({ card, onDone }: { card: ReviewCard; onDone: () => void }) {
  const [shown, setShown] = useState(false);
  const started = useRef(Date.now());
  const grade = useGradeCard();
  const front =
    card.kind === "cloze" ? card.front.replace(/\{\{c\d+::([^}]*?)(?:::[^}]*)?\}\}/g, "[…]") : card.front;
  const back =
    card.kind === "cloze" ? card.front.replace(/\{\{c\d+::([^}]*?)(?:::[^}]*)?\}\}/g, "$1") : card.back;
  return (
    <div className="flex flex-col gap-3" data-testid="practice-card">
      <p className="text-xs font-semibold text-muted">Review card</p>
      <p className="font-medium whitespace-pre-wrap">{front}</p>
      {shown ? (
        <>
          <p className="rounded-xl bg-surface-2 px-3 py-2 whitespace-pre-wrap">{back}</p>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">How well did you remember it?</legend>
            {RATINGS.map(({ rating, label }) => (
              <Button
                key={rating}
                size="sm"
                variant={rating === 1 ? "outline" : "secondary"}
                disabled={grade.isPending}
                onClick={() =>
                  grade.mutate(
                    {
                      cardId: card.id,
                      grade: {
                        rating,
                        reps: card.reps,
                        durationMs: Math.min(3_600_000, Date.now() - started.current),
                      },
                    },
                    { onSettled: onDone },
                  )
                }
              >
                {label}
              </Button>
            ))}
          </fieldset>
        </>
      ) : (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => setShown(true)}>
          Show answer
        </Button>
      )}
    </div>
  );
}

/**
 * 'Practise this': a short set on one concept, one item at a time: fresh questions the AI wrote
 * (graded on the server) and the concept's review cards (rated as in a review); each answer is
 * evidence, and the end shows the concept before and after.
 */
export function PracticeDialog({ concept, onClose }: { concept: ConceptView; onClose: () => void }) {
  const start = useStartPractice();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [answered, setAnswered] = useState(false);
  const [after, setAfter] = useState<ConceptView | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one practice set per opening
  useEffect(() => {
    start.mutate(concept.id);
  }, [concept.id]);
  const set: PracticeSet | undefined = start.data;
  const items: Item[] = set
    ? [
        ...set.questions.map((question) => ({ kind: "question" as const, question })),
        ...set.cards.map((card) => ({ kind: "card" as const, card })),
      ]
    : [];
  const item = items[step];
  const finished = set !== undefined && items.length > 0 && step >= items.length;
  const next = () => {
    setAnswered(false);
    setStep((s) => s + 1);
  };
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: queryKeys.learnerModel.all });
  }, [finished, queryClient]);
  const before = set?.concept ?? concept;
  // At the end, the concept as it stands after every answer and rating of the set.
  const final = useConcept(finished ? concept.id : null);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Practise: ${concept.name}`}
      description={set && items.length > 0 && !finished ? `Item ${step + 1} of ${items.length}` : undefined}
    >
      <div className="flex flex-col gap-4" data-testid="practice-dialog">
        {start.isPending && <Spinner label="Writing your practice..." showLabel />}
        {start.error && <FormAlert>{start.error.message}</FormAlert>}
        {set?.empty && items.length === 0 && (
          <p className="text-sm" data-testid="practice-empty">
            {set.empty}
          </p>
        )}
        {item?.kind === "question" && (
          <QuestionStep
            key={item.question.id}
            question={item.question}
            onDone={(verdict) => {
              setAfter(verdict.concept);
              setAnswered(true);
            }}
          />
        )}
        {item?.kind === "card" && <CardStep key={item.card.id} card={item.card} onDone={next} />}
        {answered && (
          <Button className="self-start" onClick={next}>
            {step + 1 < items.length ? "Next" : "See the result"}
          </Button>
        )}
        {finished && (
          <p
            className="rounded-xl border border-primary/40 bg-primary/5 px-3 py-2 text-sm"
            role="status"
            data-testid="practice-result"
          >
            {concept.name}: {conceptStanding(before)} →{" "}
            <strong>{conceptStanding(final.data?.concept ?? after ?? before)}</strong>
          </p>
        )}
        {(finished || set?.empty) && (
          <Button variant="outline" className="self-start" onClick={onClose}>
            Close
          </Button>
        )}
      </div>
    </Dialog>
  );
}
