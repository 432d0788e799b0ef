import type { Source } from "@brainy/contract";
import { FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AudioOverviewButton } from "../../../components/audio-overview-button.tsx";
import { Button, Card, Dialog, toast } from "../../../components/ui/index.ts";
import { useDeleteSource } from "../api/delete-source.ts";
import { useRetrySourceEmbeddings } from "../api/retry-source-embeddings.ts";
import { EmbeddingState } from "./embedding-state.tsx";
import { formatBytes, kindLabel } from "./format.ts";
import { SourceState } from "./source-state.tsx";

/** The library: each source with its kind, size and state, a link to view it and Delete. */
export function SourceList({ sources }: { sources: Source[] }) {
  const [deleting, setDeleting] = useState<Source | null>(null);
  const remove = useDeleteSource();
  const retry = useRetrySourceEmbeddings();

  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Your sources">
        {sources.map((source) => (
          <li key={source.id}>
            <Card
              className="flex flex-col gap-3 p-4 mobile:flex-row mobile:items-center"
              data-testid="source-item"
            >
              <FileText aria-hidden="true" size={22} className="hidden shrink-0 text-primary mobile:block" />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <Link
                  to={`/sources/${source.id}`}
                  className="truncate font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {source.title}
                </Link>
                <span className="text-xs text-muted">
                  {kindLabel(source.kind)} · {formatBytes(source.sizeBytes)}
                </span>
                <SourceState source={source} />
                {source.state === "ready" && (
                  <EmbeddingState
                    embeddings={source.embeddings}
                    title={source.title}
                    retrying={retry.isPending && retry.variables === source.id}
                    onRetry={() =>
                      retry.mutate(source.id, {
                        onError: (error) => toast(error.message, { variant: "error" }),
                      })
                    }
                  />
                )}
              </div>
              {source.state === "ready" && (
                <AudioOverviewButton
                  variant="ghost"
                  size="sm"
                  scope={{ kind: "sources", sourceIds: [source.id] }}
                  title={source.title}
                  label="Listen"
                  aria-label={`Audio overview of ${source.title}`}
                />
              )}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDeleting(source)}
                aria-label={`Delete ${source.title}`}
              >
                <Trash2 aria-hidden="true" size={16} /> Delete
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this source?"
        description={
          deleting
            ? `'${deleting.title}' and everything read from it will be deleted. Lessons written from it keep their text.`
            : undefined
        }
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    toast("Source deleted.");
                    setDeleting(null);
                  },
                  onError: (error) => toast(error.message, { variant: "error" }),
                })
              }
            >
              Delete
            </Button>
          </>
        }
      />
    </>
  );
}
