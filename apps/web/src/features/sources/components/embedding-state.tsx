import type { Source } from "@brainy/contract";
import { RotateCcw } from "lucide-react";
import { Button } from "../../../components/ui/index.ts";

/**
 * A ready source's indexing for search by meaning (the `embeddings` sub-state): progress while it
 * runs, a quiet line when done, the reason and Retry when it failed; nothing when no embedding
 * provider is configured (no sub-state). Search by words works in every state.
 */
export function EmbeddingState({
  embeddings,
  title,
  onRetry,
  retrying = false,
}: {
  embeddings: Source["embeddings"];
  title: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  if (!embeddings) return null;
  if (embeddings.state === "ready")
    return (
      <span className="text-xs text-muted" data-testid="embedding-state">
        Searchable by meaning
      </span>
    );
  if (embeddings.state === "failed")
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="embedding-state">
        <p className="text-xs text-muted" role="status">
          {embeddings.error ?? "Search by meaning failed: searching by words only."}
        </p>
        {onRetry && (
          <Button
            variant="outline"
            size="sm"
            loading={retrying}
            onClick={onRetry}
            aria-label={`Retry indexing ${title} for search by meaning`}
          >
            <RotateCcw aria-hidden="true" size={14} /> Retry
          </Button>
        )}
      </div>
    );
  return (
    <span className="text-xs text-muted" data-testid="embedding-state" role="status">
      Indexing for meaning... {embeddings.done} of {embeddings.total}{" "}
      {embeddings.total === 1 ? "passage" : "passages"}
    </span>
  );
}
