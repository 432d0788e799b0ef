import { ArrowLeft, Download } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Badge, Button, Card, cx, PageError, PageLoading, toast } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { downloadSourceFile } from "../api/download-source-file.ts";
import { useSource } from "../api/get-source.ts";
import { useSourcePassages } from "../api/get-source-passages.ts";
import { formatBytes, kindLabel, passageLocation } from "../components/format.ts";
import { EarlierPassage, LinkDetails, PassageLink } from "../components/link-details.tsx";
import { SourceState } from "../components/source-state.tsx";

/** pdf.js is large: its own chunk, loaded only when a PDF is opened. */
const PdfPageView = lazy(() => import("../components/pdf-page-view.tsx"));

const FILE_EXTENSIONS = {
  pdf: "pdf",
  docx: "docx",
  epub: "epub",
  markdown: "md",
  text: "txt",
  web: "html",
  video: "txt",
} as const;

/**
 * /sources/:sourceId: a PDF's page rendered by pdf.js (the cited passage's page, highlighted), then
 * the source's text, passage by passage with its page or headings; ?passage=<id> highlights that
 * passage (where a citation or a search hit points) and, for other kinds, scrolls to it.
 */
export function Component() {
  const { sourceId = "" } = useParams();
  const [params] = useSearchParams();
  const highlighted = params.get("passage");
  const source = useSource(sourceId);
  const passages = useSourcePassages(sourceId, source.data?.state === "ready");

  const isPdf = source.data?.kind === "pdf";
  const cited = passages.data?.passages.find((p) => p.id === highlighted) ?? null;
  useEffect(() => {
    // A PDF shows the cited page first; other kinds scroll the text to the passage.
    if (!highlighted || !passages.data || isPdf) return;
    document.getElementById(`passage-${highlighted}`)?.scrollIntoView({ block: "center" });
  }, [highlighted, passages.data, isPdf]);

  if (source.isPending) return <PageLoading label="Loading the source..." />;
  if (source.error)
    return source.error instanceof ApiError && source.error.status === 404 ? (
      // Where a citation points after its source was deleted.
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <PageError message="Source deleted: this source is no longer in your library." />
        <Link to="/sources" className="text-sm text-primary underline">
          Go to your sources
        </Link>
      </div>
    ) : (
      <PageError message="The source could not be loaded." onRetry={() => void source.refetch()} />
    );
  const data = source.data;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link
        to="/sources"
        className="flex w-fit items-center gap-1 text-sm text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden="true" size={14} /> All sources
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="break-words text-2xl font-bold tracking-tight">{data.title}</h1>
          <p className="text-sm text-muted">
            {kindLabel(data.kind)} · {formatBytes(data.sizeBytes)}
            {data.pagesTotal ? ` · ${data.pagesTotal} ${data.kind === "pdf" ? "pages" : "parts"}` : ""}
          </p>
          <LinkDetails source={data} />
        </div>
        <Button
          variant="secondary"
          onClick={() =>
            void downloadSourceFile(data.id, `${data.title}.${FILE_EXTENSIONS[data.kind]}`).catch((error) =>
              toast((error as Error).message, { variant: "error" }),
            )
          }
        >
          <Download aria-hidden="true" size={16} /> Download
        </Button>
      </header>
      {(data.state !== "ready" || data.error) && <SourceState source={data} />}
      {highlighted && data.link && passages.data && !cited && (
        <EarlierPassage source={data} passageId={highlighted} />
      )}
      {passages.isPending && data.state === "ready" && <PageLoading label="Loading the text..." />}
      {isPdf && data.state === "ready" && passages.data && (
        <Suspense fallback={<PageLoading label="Loading the PDF viewer..." />}>
          <PdfPageView
            sourceId={data.id}
            title={data.title}
            initialPage={cited?.page ?? 1}
            passageText={cited?.text ?? null}
          />
        </Suspense>
      )}
      {isPdf && passages.data && <h2 className="text-lg font-semibold">Text of the PDF</h2>}
      {passages.data && (
        <ol className="flex flex-col gap-3" aria-label="The source's passages">
          {passages.data.passages.map((passage) => {
            const current = passage.id === highlighted;
            return (
              <li key={passage.id} id={`passage-${passage.id}`}>
                <Card
                  className={cx(
                    "flex flex-col gap-2 p-4",
                    current && "border-primary bg-primary/10 ring-2 ring-primary/40",
                  )}
                  data-testid={current ? "highlighted-passage" : "passage"}
                  aria-current={current ? "location" : undefined}
                >
                  <span className="flex flex-wrap items-center gap-2 text-xs font-semibold text-muted">
                    {passageLocation(passage)}
                    {current && <Badge variant="primary">Cited passage</Badge>}
                    <PassageLink url={passage.url} kind={data.kind} location={passageLocation(passage)} />
                  </span>
                  <p
                    className={cx(
                      "whitespace-pre-line text-sm leading-relaxed",
                      current && "rounded-md bg-primary/15 px-2 py-1",
                    )}
                  >
                    {passage.text}
                  </p>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
      {passages.data && passages.data.total > passages.data.passages.length && (
        <p className="text-sm text-muted">
          Showing the first {passages.data.passages.length} of {passages.data.total} passages.
        </p>
      )}
    </div>
  );
}
