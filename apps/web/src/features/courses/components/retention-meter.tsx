import type { Retention } from "@brainy/contract";
import { cx } from "../../../components/ui/index.ts";

/**
 * A small meter of how well a lesson's or section's cards are retained now; 'Not yet practised'
 * while none of its cards was reviewed (never 0 %).
 */
export function RetentionMeter({ retention, label }: { retention: Retention; label: string }) {
  if (retention.retention === null)
    return (
      <span className="text-xs text-muted" data-testid="retention-meter">
        Cards not yet practised
      </span>
    );
  const percent = Math.round(retention.retention * 100);
  const tone = percent >= 80 ? "bg-success" : percent >= 50 ? "bg-warning" : "bg-danger";
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted" data-testid="retention-meter">
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> looks different in each browser */}
      <span
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="inline-block h-1.5 w-12 overflow-hidden rounded-full bg-surface-2"
      >
        <span className={cx("block h-full rounded-full", tone)} style={{ width: `${percent}%` }} />
      </span>
      {/* One flex item, so the gap does not double the space before "retained". */}
      <span>
        <span data-testid="retention-value">{percent}%</span> retained
      </span>
    </span>
  );
}
