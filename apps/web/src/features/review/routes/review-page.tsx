import { type DueCard, REVIEW_RATING_NAMES, type ReviewRating } from "@brainy/contract";
import { Brain, Undo2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button, Card, cx, EmptyState, PageError, PageLoading, toast } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useReviewQueue } from "../../../lib/review-queue.ts";
import { useGradeCard } from "../api/grade-card.ts";
import { useUndoReview } from "../api/undo-review.ts";
import { CardFace } from "../components/card-face.tsx";
import { CardManager } from "../components/card-manager.tsx";
import { ReviewSummary, type SessionRating } from "../components/review-summary.tsx";

const RATING_STYLES: Record<ReviewRating, string> = {
  1: "border-danger/40 hover:bg-danger/10",
  2: "border-warning/40 hover:bg-warning/10",
  3: "border-success/40 hover:bg-success/10",
  4: "border-primary/40 hover:bg-primary/10",
};

/** The four ratings, each with the interval it would give, and its key. */
function RatingButtons({ card, onRate }: { card: DueCard; onRate: (rating: ReviewRating) => void }) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 mobile:grid-cols-4">
      <legend className="sr-only">How well did you recall it?</legend>
      {card.intervals.map(({ rating, label }) => {
        const r = rating as ReviewRating;
        return (
          <button
            key={r}
            type="button"
            onClick={() => onRate(r)}
            aria-keyshortcuts={String(r)}
            data-testid={`rate-${r}`}
            className={cx(
              "flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-xl border-2 bg-surface px-3 py-2",
              "text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
              "focus-visible:outline-ring disabled:opacity-60",
              RATING_STYLES[r],
            )}
          >
            <span>{REVIEW_RATING_NAMES[r]}</span>
            <span className="text-xs font-normal text-muted">
              {label} · <kbd className="font-mono">{r}</kbd>
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}

/** /review: the cards due today, one at a time: Show answer (Space), rate 1-4, undo (U), a summary. */
export function Component() {
  const queue = useReviewQueue();
  const grade = useGradeCard();
  const undo = useUndoReview();
  const [revealed, setRevealed] = useState(false);
  const [ratings, setRatings] = useState<SessionRating[]>([]);
  const shownAt = useRef(Date.now());
  // Cards graded on this page leave at once, before the queue is read again; keyed by their reps, so
  // a card rated Again shows again when it comes back (one more rep) a minute later.
  const [graded, setGraded] = useState<ReadonlySet<string>>(() => new Set());
  const card = queue.data?.cards.find((c) => !graded.has(`${c.id}:${c.reps}`));
  // A rating given here can be undone before the queue is read again.
  const canUndo = Boolean(queue.data?.canUndo) || ratings.length > 0;
  const cardId = card?.id;

  // Each card's time starts when it is shown.
  useEffect(() => {
    if (cardId) {
      shownAt.current = Date.now();
      setRevealed(false);
    }
  }, [cardId]);

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
    [card, revealed, grade],
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
      onError: () => toast("There is no rating to undo."),
    });
  }, [undo, canUndo]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=true]")) return;
      if (event.key === " " && card && !revealed) {
        event.preventDefault();
        setRevealed(true);
      } else if (/^[1-4]$/.test(event.key) && revealed) {
        event.preventDefault();
        rate(Number(event.key) as ReviewRating);
      } else if (event.key === "u" || event.key === "U") {
        undoLast();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [card, revealed, rate, undoLast]);

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
            {data.dueToday} due today · {data.reviewedToday} reviewed today
          </p>
        </div>
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
      </header>
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
          {revealed ? (
            <RatingButtons card={card} onRate={rate} />
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
