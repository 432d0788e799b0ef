import type { Source } from "@brainy/contract";
import { Badge, ProgressBar } from "../../../components/ui/index.ts";
import { progressUnit } from "./format.ts";

/** A source's extraction state: a badge, and while reading, pages done of total with a bar. */
export function SourceState({ source }: { source: Source }) {
  if (source.state === "ready")
    return (
      <>
        <Badge variant="success" className="w-fit" data-testid="source-state">
          Ready · {source.passageCount} {source.passageCount === 1 ? "passage" : "passages"}
        </Badge>
        {/* A Refresh that did not work: the version read before is kept. */}
        {source.error && (
          <p className="text-xs text-muted" role="status">
            {source.error}
          </p>
        )}
      </>
    );
  if (source.state === "empty")
    return (
      <p className="text-sm text-muted" data-testid="source-state" role="status">
        {source.error ?? "There is no text to read here."}
      </p>
    );
  if (source.state === "failed")
    return (
      <p className="text-sm text-danger" data-testid="source-state" role="status">
        {source.error ?? "This file could not be read."}
      </p>
    );
  const total = source.pagesTotal;
  const label =
    source.state === "queued" || !total
      ? "Waiting to be read..."
      : `Reading: ${source.pagesDone} of ${total} ${progressUnit(source.kind)}`;
  return (
    <div className="flex flex-col gap-1.5" data-testid="source-state" role="status">
      <span className="text-xs text-muted">{label}</span>
      <ProgressBar value={total ? (source.pagesDone / total) * 100 : 0} label={label} />
    </div>
  );
}
