import { CalendarClock, CheckCircle2, Clock, Layers } from "lucide-react";
import { ButtonLink, Card } from "../../../components/ui/index.ts";

/** One rating given in this session (kept on the page for the summary and undo). */
export type SessionRating = { cardId: string; rating: number; durationMs: number };

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${seconds % 60} s`;
}

/** The end of a review session: cards, accuracy (not 'Again'), time, and what is due tomorrow. */
export function ReviewSummary({ ratings, dueTomorrow }: { ratings: SessionRating[]; dueTomorrow: number }) {
  const recalled = ratings.filter((r) => r.rating > 1).length;
  const accuracy = ratings.length ? Math.round((recalled / ratings.length) * 100) : 0;
  const time = ratings.reduce((sum, r) => sum + r.durationMs, 0);
  const facts = [
    { icon: Layers, label: "Cards", value: String(ratings.length), id: "cards" },
    { icon: CheckCircle2, label: "Accuracy", value: `${accuracy} %`, id: "accuracy" },
    { icon: Clock, label: "Time", value: formatDuration(time), id: "time" },
    { icon: CalendarClock, label: "Due tomorrow", value: String(dueTomorrow), id: "tomorrow" },
  ];
  return (
    <Card className="flex flex-col gap-6" data-testid="review-summary">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">Review done for now</h2>
        <p className="text-sm text-muted">Cards you rated Again come back in a few minutes.</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 mobile:grid-cols-4">
        {facts.map(({ icon: Icon, label, value, id }) => (
          <div key={id} className="flex flex-col gap-1 rounded-xl bg-surface-2 p-4">
            <dt className="flex items-center gap-1.5 text-xs text-muted">
              <Icon aria-hidden="true" size={14} /> {label}
            </dt>
            <dd className="text-2xl font-bold" data-testid={`summary-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ButtonLink to="/home" variant="secondary" className="self-start">
        Back to Home
      </ButtonLink>
    </Card>
  );
}
