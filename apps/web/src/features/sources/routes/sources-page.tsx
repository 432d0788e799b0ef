import { AUDIO_OVERVIEW_SOURCES_MAX } from "@brainy/contract";
import { Library } from "lucide-react";
import { AudioOverviewButton } from "../../../components/audio-overview-button.tsx";
import { EmptyState, PageError, PageLoading } from "../../../components/ui/index.ts";
import { useTier } from "../../../lib/tier.ts";
import { useSources } from "../api/get-sources.ts";
import { SourceList } from "../components/source-list.tsx";
import { SourceSearch } from "../components/source-search.tsx";
import { UploadPanel } from "../components/upload-panel.tsx";

/** /sources: the learner's own material: upload or paste, reading progress, search, view, delete. */
export function Component() {
  const sources = useSources();
  const { tier } = useTier();
  const ready = (sources.data ?? [])
    .filter((source) => source.state === "ready")
    .slice(0, AUDIO_OVERVIEW_SOURCES_MAX);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3 mobile:flex-row mobile:items-end mobile:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight mobile:text-3xl">Sources</h1>
          <p className="text-sm text-muted">
            Your own material: notes, textbooks and manuals Brainy can teach from.
          </p>
        </div>
        {ready.length > 1 && (
          <AudioOverviewButton
            className="self-start mobile:self-auto"
            scope={{ kind: "sources", sourceIds: ready.map((source) => source.id) }}
            title={`${ready.length} sources`}
            label="Audio overview of your sources"
          />
        )}
      </header>
      <UploadPanel tier={tier} />
      {sources.isPending ? (
        <PageLoading label="Loading your sources..." />
      ) : sources.error ? (
        <PageError message="Your sources could not be loaded." onRetry={() => void sources.refetch()} />
      ) : sources.data.length === 0 ? (
        <EmptyState
          icon={<Library aria-hidden="true" size={28} />}
          title="No sources yet"
          description="Upload a PDF, DOCX, EPUB, Markdown or text file, or paste text."
        />
      ) : (
        <>
          <SourceSearch />
          <SourceList sources={sources.data} />
        </>
      )}
    </div>
  );
}
