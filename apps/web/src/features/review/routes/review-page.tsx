import type { ReviewRating, ReviewSuggestion, SpokenReviewAnswer } from "@brainy/contract";
import { useIsMutating } from "@tanstack/react-query";
import { Brain, Map as MapIcon, Undo2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  Button,
  ButtonLink,
  Card,
  Checkbox,
  EmptyState,
  PageError,
  PageLoading,
  toast,
} from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useReviewQueue } from "../../../lib/review-queue.ts";
import { readStorage, storageKeys, writeStorage } from "../../../lib/storage.ts";
import { useGradeCard } from "../api/grade-card.ts";
import { useSuggestRating } from "../api/suggest-rating.ts";
import { useUndoReview } from "../api/undo-review.ts";
import { CardFace } from "../components/card-face.tsx";
import { CardManager } from "../components/card-manager.tsx";
import { HandsFreeStatus } from "../components/hands-free-status.tsx";
import { RatingButtons } from "../components/rating-buttons.tsx";
import { ReviewSummary, type SessionRating } from "../components/review-summary.tsx";
import { TypedAnswerForm, TypedAnswerResult } from "../components/typed-answer.tsx";
import { useHandsFree } from "../hooks/use-hands-free.ts";
import { scopeFromSearch } from "../lib/mastery-level.ts";

/**
 * /review: the cards due today, one at a time: Show answer (Space), rate 1-4, undo (U), a summary.
 * With ?lessons= or ?goal= (the mastery map's 'Review these'), those cards only. In 'Type your
 * answer' mode the learner types first and the AI grader suggests the rating; in 'Hands-free' mode
 * (ADR 0058) the card is read aloud and the answer and the rating are spoken.
 */
export function Component() {
  const [search] = useSearchParams();
  const scopeKey = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope changes only with the address
  const scope = useMemo(() => scopeFromSearch(search), [scopeKey]);
  const scoped = Boolean(scope.goalId || scope.lessonIds);
  const queue = useReviewQueue(scope);
  const grade = useGradeCard();
  const undo = useUndoReview();
  const suggest = useSuggestRating();
  const [typeAnswer, setTypeAnswer] = useState(() => readStorage(storageKeys.reviewTypeAnswer) === "1");
  const [handsFree, setHandsFree] = useState(() => readStorage(storageKeys.reviewHandsFree) === "1");
  const [suggested, setSuggested] = useState<{ key: string; result: ReviewSuggestion } | null>(null);
  const [ratings, setRatings] = useState<SessionRating[]>([]);
  const shownAt = useRef(Date.now());
  // Cards graded on this page leave at once, before the queue is read again; keyed by their reps, so
  // a card rated Again shows again when it comes back (one more rep) a minute later.
  const [graded, setGraded] = useState<ReadonlySet<string>>(() => new Set());
  const card = queue.data?.cards.find((c) => !graded.has(`${c.id}:${c.reps}`));
  const cardKey = card ? `${card.id}:${card.reps}` : null;
  // The typed answer and the revealed side belong to the card (and rep) they were for: the next card
  // shows with an empty answer box in its very first render, so nothing typed for one card (nor a
  // keystroke landing as the cards change) is checked against another.
  const [typedFor, setTypedFor] = useState<{ key: string | null; text: string }>({ key: null, text: "" });
  const typed = typedFor.key === cardKey ? typedFor.text : "";
  const setTyped = useCallback((text: string) => setTypedFor({ key: cardKey, text }), [cardKey]);
  const [revealedKey, setRevealedKey] = useState<string | null>(null);
  const revealed = cardKey !== null && revealedKey === cardKey;
  const setRevealed = useCallback((on: boolean) => setRevealedKey(on ? cardKey : null), [cardKey]);
  // The last grades are still being sent (and the queue read again after them): the cards beyond
  // the first 20 may still come, so the summary waits for them.
  const gradesInFlight = useIsMutating({ mutationKey: queryKeys.review.grade }) > 0;
  // A rating given here can be undone before the queue is read again.
  const canUndo = Boolean(queue.data?.canUndo) || ratings.length > 0;
  // A suggestion that arrives after its card was graded is not shown for the next one.
  const suggestion = suggested && suggested.key === cardKey ? suggested.result : null;

  // Each card's time starts when it is shown.
  useEffect(() => {
    if (cardKey) shownAt.current = Date.now();
  }, [cardKey]);

  /** 'Check answer': shows the answer, and asks the grader for a rating when something was typed. */
  const checkAnswer = useCallback(() => {
    if (!card || revealed) return;
    setRevealed(true);
    const answer = typed.trim();
    if (!answer) return;
    const checked = `${card.id}:${card.reps}`;
    suggest.mutate(
      { cardId: card.id, answer },
      {
        onSuccess: (result) => setSuggested({ key: checked, result }),
        onError: () => toast("The grader could not check your answer. Choose a rating yourself."),
      },
    );
  }, [card, revealed, typed, suggest, setRevealed]);

  const rate = useCallback(
    (rating: ReviewRating) => {
      // Grades of different cards may overlap (a quick learner): each card leaves the queue at once.
      if (!card || !revealed) return;
      const durationMs = Math.min(3_600_000, Date.now() - shownAt.current);
      setRevealed(false);
      setGraded((ids) => new Set(ids).add(`${card.id}:${card.reps}`));
      setRatings((list) => [...list, { cardId: card.id, rating, durationMs }]);
      grade.mutate(
        { cardId: card.id, grade: { rating, durationMs, reps: card.reps } },
        {
          onError: (error) => {
            setRatings((list) => list.filter((r) => r.cardId !== card.id || r.durationMs !== durationMs));
            // Another tab's grade stands (409); any other failure puts the card back to try again.
            if (!(error instanceof ApiError && error.status === 409))
              setGraded((ids) => {
                const next = new Set(ids);
                next.delete(`${card.id}:${card.reps}`);
                return next;
              });
            toast(
              error instanceof ApiError && error.status === 409
                ? "This card was already graded in another tab."
                : "The rating was not saved. Please try again.",
            );
          },
        },
      );
    },
    [card, revealed, grade, setRevealed],
  );

  const undoLast = useCallback(() => {
    if (undo.isPending || !canUndo) return;
    undo.mutate(undefined, {
      onSuccess: ({ card: restored }) => {
        setRatings((list) => list.slice(0, -1));
        // The card whose rating was taken back is due again: it may show once more.
        setGraded((ids) => {
          const next = new Set(ids);
          next.delete(`${restored.id}:${restored.reps}`);
          return next;
        });
      },
      onError: (error) =>
        toast(
          error instanceof ApiError && error.status === 0
            ? "Undo needs a connection: a rating made offline is sent when you're back online."
            : "There is no rating to undo.",
        ),
    });
  }, [undo, canUndo]);

  // A spoken answer belongs to the card (and rep) it was for; one for a card already gone is dropped.
  const takeSpokenAnswer = useCallback(
    (answeredId: string, answer: SpokenReviewAnswer) => {
      if (!card || card.id !== answeredId) return;
      setTyped(answer.text);
      setSuggested({ key: `${card.id}:${card.reps}`, result: answer.suggestion });
      setRevealed(true);
    },
    [card, setTyped, setRevealed],
  );
  const voice = useHandsFree({ enabled: handsFree, card, onAnswer: takeSpokenAnswer, onRate: rate });
  // While hands-free listens or speaks, Space is its; when it hands over to the keys, the usual ones.
  const voiceActive = handsFree && voice.phase.kind !== "keys" && voice.phase.kind !== "off";
  const advanceVoice = voice.advance;

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=true]")) return;
      // A focused button or checkbox keeps its own Space and Enter.
      const onControl = Boolean(target?.closest("button, [role=checkbox]"));
      if (event.key === " " && voiceActive && !onControl) {
        event.preventDefault();
        advanceVoice();
      } else if (event.key === " " && card && !revealed && !onControl) {
        event.preventDefault();
        setRevealed(true);
      } else if (event.key === "Enter" && revealed && suggestion && !onControl) {
        event.preventDefault();
        rate(suggestion.rating as ReviewRating);
      } else if (/^[1-4]$/.test(event.key) && revealed) {
        event.preventDefault();
        rate(Number(event.key) as ReviewRating);
      } else if (event.key === "u" || event.key === "U") {
        undoLast();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [card, revealed, rate, undoLast, suggestion, setRevealed, voiceActive, advanceVoice]);

  if (queue.isPending) return <PageLoading label="Loading your review cards..." />;
  if (queue.error)
    return (
      <PageError message="Your review cards could not be loaded." onRetry={() => void queue.refetch()} />
    );
  const data = queue.data;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight mobile:text-3xl">Review</h1>
          <p className="text-sm text-muted" data-testid="review-counts">
            {data.dueToday} due {scoped ? "of these cards " : ""}today · {data.reviewedToday} reviewed today
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ButtonLink to="/review/map" variant="ghost" size="md">
            <MapIcon aria-hidden="true" size={16} /> Mastery map
          </ButtonLink>
          <Button
            variant="ghost"
            size="md"
            onClick={undoLast}
            disabled={!canUndo}
            loading={undo.isPending}
            aria-keyshortcuts="U"
          >
            <Undo2 aria-hidden="true" size={16} /> Undo last rating
          </Button>
        </div>
      </header>
      {scoped && (
        <p
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-primary/40 bg-primary/10 px-4 py-2 text-sm"
          data-testid="review-scope"
        >
          <span>
            {scope.lessonIds
              ? `Reviewing the cards of ${scope.lessonIds.length} lesson${scope.lessonIds.length === 1 ? "" : "s"} from your mastery map.`
              : "Reviewing this goal's cards."}
          </span>
          <Link to="/review" className="font-medium text-primary underline-offset-2 hover:underline">
            Review all cards
          </Link>
        </p>
      )}
      <Checkbox
        label="Type your answer"
        description="Write your answer before you see the card's; the AI grader suggests a rating."
        checked={typeAnswer}
        onCheckedChange={(on) => {
          setTypeAnswer(on);
          writeStorage(storageKeys.reviewTypeAnswer, on ? "1" : null);
        }}
      />
      <Checkbox
        label="Hands-free"
        description="Each card is read aloud; say your answer, hear the suggested rating, then say yes, again, hard, good or easy. Keys work too."
        checked={handsFree}
        onCheckedChange={(on) => {
          setHandsFree(on);
          writeStorage(storageKeys.reviewHandsFree, on ? "1" : null);
        }}
      />
      {card ? (
        <>
          <Card
            className="flex min-h-64 flex-col justify-between gap-6 p-6 mobile:p-8"
            data-testid="review-card"
          >
            <div className="flex items-center justify-between gap-2 text-xs text-muted">
              <span>{card.lessonTitle ?? "Your card"}</span>
              <span>
                {card.source === "missed-question" ? "Missed question" : card.state === "new" ? "New" : ""}
              </span>
            </div>
            <CardFace card={card} revealed={revealed} />
            <div />
          </Card>
          {(typeAnswer || handsFree) && revealed && (
            <TypedAnswerResult
              answer={typed.trim()}
              suggestion={suggestion}
              spoken={handsFree && Boolean(suggestion)}
            />
          )}
          {handsFree && <HandsFreeStatus phase={voice.phase} onAdvance={advanceVoice} />}
          {revealed ? (
            <RatingButtons
              card={card}
              onRate={rate}
              suggested={
                typeAnswer || handsFree ? (suggestion?.rating as ReviewRating | undefined) : undefined
              }
            />
          ) : voiceActive ? null : typeAnswer ? (
            <TypedAnswerForm
              key={card.id}
              answer={typed}
              onChange={setTyped}
              onCheck={checkAnswer}
              checking={suggest.isPending}
            />
          ) : (
            <Button
              size="lg"
              className="min-h-14 w-full"
              onClick={() => setRevealed(true)}
              aria-keyshortcuts="Space"
            >
              Show answer <kbd className="ml-2 font-mono text-xs opacity-80">Space</kbd>
            </Button>
          )}
        </>
      ) : ratings.length > 0 && gradesInFlight ? (
        <PageLoading label="Saving your ratings and looking for more due cards…" className="min-h-64" />
      ) : ratings.length > 0 ? (
        <ReviewSummary ratings={ratings} dueTomorrow={data.dueTomorrow} />
      ) : (
        <EmptyState
          icon={<Brain aria-hidden="true" size={28} />}
          title="Nothing to review right now"
          description={
            data.dueTomorrow > 0
              ? `${data.dueTomorrow} card${data.dueTomorrow === 1 ? "" : "s"} due tomorrow. Cards come from your lessons and the questions you miss.`
              : "Cards come from your lessons and the questions you miss."
          }
        />
      )}
      <CardManager />
    </div>
  );
}
