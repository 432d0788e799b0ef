import type { StudySummary } from "@brainy/contract";
import { TrendingUp } from "lucide-react";
import { Spinner } from "../../../components/ui/index.ts";

const percent = (value: number) => `${Math.round(value * 100)} %`;

/** What changed since the session began: concepts that rose, what is due tomorrow, steps done and skipped. */
export function SessionSummary({ summary }: { summary: StudySummary | undefined }) {
  if (!summary) return <Spinner label="Reading what changed…" showLabel />;
  return (
    <div className="flex flex-col gap-4" data-testid="study-summary">
      <p className="text-sm text-muted">
        {summary.done} step{summary.done === 1 ? "" : "s"} done
        {summary.skipped > 0 ? `, ${summary.skipped} skipped` : ""}.
      </p>
      <section aria-labelledby="rose-heading" className="flex flex-col gap-2">
        <h3 id="rose-heading" className="flex items-center gap-2 text-sm font-semibold">
          <TrendingUp aria-hidden="true" size={16} className="text-success" /> Concepts that rose
        </h3>
        {summary.rose.length === 0 ? (
          <p className="text-sm text-muted">No concept moved up this time.</p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {summary.rose.map((concept) => (
              <li
                key={concept.conceptId}
                className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm"
                data-testid="rose-concept"
              >
                <span className="min-w-0 font-medium break-words">{concept.name}</span>
                <span className="text-muted">
                  {concept.from === null ? "not yet practised" : percent(concept.from)} →{" "}
                  <strong className="text-text">{percent(concept.to)}</strong>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-sm" data-testid="due-tomorrow">
        <strong>{summary.dueTomorrow}</strong> review card{summary.dueTomorrow === 1 ? "" : "s"} due tomorrow.
      </p>
    </div>
  );
}
