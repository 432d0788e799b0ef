import { ChevronLeft, ChevronRight } from "lucide-react";
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";
import { Button, PageError, Spinner } from "../../../components/ui/index.ts";
import { fetchSourceFile } from "../api/download-source-file.ts";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Words of a text, lower-cased, for matching the page's text runs against the passage. */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

type Box = { left: number; top: number; width: number; height: number };

/**
 * One page of the learner's PDF rendered with pdf.js (this module is its own lazily loaded chunk),
 * with the cited passage's text runs highlighted. Prev/next move through the pages.
 */
export default function PdfPageView(props: {
  sourceId: string;
  title: string;
  initialPage: number;
  /** The cited passage's text: the runs of the page it contains are highlighted. */
  passageText: string | null;
}) {
  const { sourceId, initialPage, passageText } = props;
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(initialPage);
  const [error, setError] = useState<string | null>(null);
  const [boxes, setBoxes] = useState<Box[]>([]);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => setPage(initialPage), [initialPage]);

  useEffect(() => {
    let cancelled = false;
    let loading: ReturnType<typeof getDocument> | null = null;
    fetchSourceFile(sourceId)
      .then((bytes) => {
        if (cancelled) return null;
        loading = getDocument({ data: bytes });
        return loading.promise;
      })
      .then((doc) => {
        if (doc && !cancelled) setPdf(doc);
      })
      .catch(() => {
        if (!cancelled) setError("The PDF could not be shown. The text view below still has every passage.");
      });
    return () => {
      cancelled = true;
      void (loading as ReturnType<typeof getDocument> | null)?.destroy();
    };
  }, [sourceId]);

  useEffect(() => {
    if (!pdf || !canvas.current || !frame.current) return;
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    const target = canvas.current;
    const width = frame.current.clientWidth;
    void (async () => {
      const pdfPage = await pdf.getPage(Math.min(Math.max(1, page), pdf.numPages));
      if (cancelled) return;
      const base = pdfPage.getViewport({ scale: 1 });
      const viewport = pdfPage.getViewport({ scale: width / base.width });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      setSize({ width: viewport.width, height: viewport.height });
      task = pdfPage.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise.catch(() => {});
      if (cancelled || !passageText) return setBoxes([]);
      const wanted = normalise(passageText);
      const content = await pdfPage.getTextContent();
      const found: Box[] = [];
      for (const item of content.items) {
        if (!("str" in item) || normalise(item.str).length < 3 || !wanted.includes(normalise(item.str)))
          continue;
        const [x1, y1] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]) as number[];
        const [x2, y2] = viewport.convertToViewportPoint(
          item.transform[4] + item.width,
          item.transform[5] + item.height,
        ) as number[];
        found.push({
          left: Math.min(x1!, x2!),
          top: Math.min(y1!, y2!),
          width: Math.abs(x2! - x1!),
          height: Math.abs(y2! - y1!) + 2,
        });
      }
      if (!cancelled) setBoxes(found);
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, passageText]);

  if (error) return <PageError message={error} />;
  const total = pdf?.numPages ?? null;
  return (
    <section aria-label="PDF page" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => setPage((p) => p - 1)}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden="true" size={16} />
        </Button>
        <p className="text-sm font-medium" aria-live="polite" data-testid="pdf-page-number">
          Page {page}
          {total ? ` of ${total}` : ""}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={total === null || page >= total}
          onClick={() => setPage((p) => p + 1)}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden="true" size={16} />
        </Button>
      </div>
      <div ref={frame} className="relative w-full overflow-hidden rounded-xl border border-border bg-white">
        {!pdf && (
          <div className="flex h-64 items-center justify-center">
            <Spinner label="Loading the PDF..." />
          </div>
        )}
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${props.title}, page ${page}`}
          style={size ? { width: size.width, height: size.height } : { display: "none" }}
          className="block"
        />
        {page === initialPage &&
          boxes.map((box, i) => (
            <span
              key={i}
              aria-hidden="true"
              data-testid="pdf-highlight"
              className="pointer-events-none absolute rounded-sm bg-yellow-300/45 mix-blend-multiply"
              style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
            />
          ))}
      </div>
      {page === initialPage && boxes.length > 0 && (
        <p className="text-xs text-muted">The cited passage is highlighted on the page.</p>
      )}
    </section>
  );
}
