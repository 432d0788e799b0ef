import { type DueCard, REVIEW_RATING_NAMES, type ReviewRating } from "@brainy/contract";
import { useEffect, useRef } from "react";
import { cx } from "../../../components/ui/index.ts";

const RATING_STYLES: Record<ReviewRating, string> = {
  1: "border-danger/40 hover:bg-danger/10",
  2: "border-warning/40 hover:bg-warning/10",
  3: "border-success/40 hover:bg-success/10",
  4: "border-primary/40 hover:bg-primary/10",
};

/** The four ratings, each with the interval it would give, and its key; a suggested one has the focus. */
export function RatingButtons({
  card,
  onRate,
  suggested,
}: {
  card: DueCard;
  onRate: (rating: ReviewRating) => void;
  suggested?: ReviewRating;
}) {
  // Enter accepts the grader's suggestion: it takes the focus when it arrives.
  const suggestedButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (suggested) suggestedButton.current?.focus();
  }, [suggested]);
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
            data-suggested={suggested === r || undefined}
            ref={suggested === r ? suggestedButton : undefined}
            className={cx(
              "flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-xl border-2 bg-surface px-3 py-2",
              "text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
              "focus-visible:outline-ring disabled:opacity-60",
              RATING_STYLES[r],
              suggested === r && "ring-2 ring-primary ring-offset-2 ring-offset-bg",
            )}
          >
            <span>
              {REVIEW_RATING_NAMES[r]}
              {suggested === r && <span className="sr-only"> (suggested)</span>}
            </span>
            <span className="text-xs font-normal text-muted">
              {label} · <kbd className="font-mono">{r}</kbd>
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
