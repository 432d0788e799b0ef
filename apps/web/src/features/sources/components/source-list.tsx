import type { Source } from "@brainy/contract";
import { FileText, Globe, RefreshCw, Trash2, Video } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AudioOverviewButton } from "../../../components/audio-overview-button.tsx";
import { Button, Card, Dialog, toast } from "../../../components/ui/index.ts";
import { useDeleteSource } from "../api/delete-source.ts";
import { useRefreshSource } from "../api/refresh-source.ts";
import { useRetrySourceEmbeddings } from "../api/retry-source-embeddings.ts";
import { EmbeddingState } from "./embedding-state.tsx";
import { formatBytes, kindLabel, linkHost } from "./format.ts";
import { SourceState } from "./source-state.tsx";

function KindIcon({ kind }: { kind: Source["kind"] }) {
  const Icon = kind === "web" ? Globe : kind === "video" ? Video : FileText;
  return <Icon aria-hidden="true" size={22} className="hidden shrink-0 text-primary mobile:block" />;
}

/** The library: each source with its kind, size and state, a link to view it and Delete. */
export function SourceList({ sources }: { sources: Source[] }) {
  const [deleting, setDeleting] = useState<Source | null>(null);
  const remove = useDeleteSource();
  const retry = useRetrySourceEmbeddings();
  const refresh = useRefreshSource();

  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Your sources">
        {sources.map((source) => (
          <li key={source.id}>
            <Card
              className="flex flex-col gap-3 p-4 mobile:flex-row mobile:items-center"
              data-testid="source-item"
            >
              <KindIcon kind={source.kind} />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <Link
                  to={`/sources/${source.id}`}
                  className="truncate font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {source.title}
                </Link>
                <span className="truncate text-xs text-muted">
                  {source.link
                    ? `${kindLabel(source.kind)} · ${source.link.siteName ?? linkHost(source.link.url)}${source.link.version > 1 ? ` · version ${source.link.version}` : ""}`
                    : `${kindLabel(source.kind)} · ${formatBytes(source.sizeBytes)}`}
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
              <div className="flex shrink-0 flex-wrap gap-1">
                {source.state === "ready" && (
                  <AudioOverviewButton
                    variant="ghost"
                    size="sm"
                    scope={{ kind: "sources", sourceIds: [source.id] }}
                    title={source.title}
                    label="Listen"
                    aria-label={`Listen: an audio overview of ${source.title}`}
                  />
                )}
                {source.link && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={source.state === "queued" || source.state === "processing"}
                    loading={refresh.isPending && refresh.variables === source.id}
                    onClick={() =>
                      refresh.mutate(source.id, {
                        onSuccess: () => toast(`Fetching '${source.title}' again.`),
                        onError: (error) => toast(error.message, { variant: "error" }),
                      })
                    }
                    aria-label={`Refresh ${source.title}`}
                  >
                    <RefreshCw aria-hidden="true" size={16} /> Refresh
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(source)}
                  aria-label={`Delete ${source.title}`}
                >
                  <Trash2 aria-hidden="true" size={16} /> Delete
                </Button>
              </div>
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
