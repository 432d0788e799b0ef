import type { LessonCitation } from "@brainy/contract";
import { ExternalLink, FileText } from "lucide-react";
import { createContext, Fragment, type ReactNode, useContext } from "react";
import { Link } from "react-router";

const CitationContext = createContext<LessonCitation[]>([]);

/** Gives the lesson's text its citations, so `[n]` markers become links to the cited passage. */
export function CitationProvider({
  citations,
  children,
}: {
  citations: LessonCitation[];
  children: ReactNode;
}) {
  return <CitationContext.Provider value={citations}>{children}</CitationContext.Provider>;
}

/** Where the source viewer opens a citation: the passage, highlighted (null for a web page a check read). */
export const citationHref = (c: LessonCitation) =>
  c.sourceId && c.passageId ? `/sources/${c.sourceId}?passage=${c.passageId}` : null;

/** A citation's outside address (a page at its heading, a video at its second); web addresses only. */
export const citationUrl = (c: LessonCitation) => (c.url && /^https?:\/\//i.test(c.url) ? c.url : null);

const clock = (total: number) => {
  const m = Math.floor(total / 60);
  const s = String(Math.floor(total % 60)).padStart(2, "0");
  return m >= 60 ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}:${s}` : `${m}:${s}`;
};

/** "Page 2 · Cells › Membranes", "At 1:05", or a web page's host, as the references and markers name it. */
export function citationLocation(c: LessonCitation): string {
  const parts = [
    c.page === null ? "" : `Page ${c.page}`,
    c.startSeconds === null || c.startSeconds === undefined ? "" : `At ${clock(c.startSeconds)}`,
    c.headingPath.join(" › "),
  ];
  const url = citationUrl(c);
  const fallback = !c.sourceId && url ? new URL(url).hostname : "Text";
  return parts.filter(Boolean).join(" · ") || fallback;
}

/** A video citation's marker opens the video at its second; a web page a check read opens the page. */
const opensOutside = (c: LessonCitation) =>
  citationUrl(c) !== null &&
  (c.sourceId === null || (c.startSeconds !== null && c.startSeconds !== undefined));

/** Plain text whose `[n]` markers (of the lesson's citations) are links to the passage. */
export function CitedText({ text }: { text: string }) {
  const citations = useContext(CitationContext);
  if (citations.length === 0 || !/\[\d{1,2}\]/.test(text)) return <>{text}</>;
  const parts = text.split(/(\[\d{1,2}\])/);
  return (
    <>
      {parts.map((part, i) => {
        const n = /^\[(\d{1,2})\]$/.exec(part)?.[1];
        const citation = n ? citations.find((c) => c.n === Number(n)) : undefined;
        if (!citation) return <Fragment key={i}>{part}</Fragment>;
        const label = `Reference ${citation.n}: ${citation.sourceTitle}, ${citationLocation(citation)}`;
        if (citation.sourceDeleted)
          return (
            <sup key={i} title={`${label} (source deleted)`} className="text-muted">
              [{citation.n}]
            </sup>
          );
        const internal = citationHref(citation);
        if (opensOutside(citation) || !internal)
          return (
            <sup key={i}>
              <a
                href={citationUrl(citation) ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} (opens in a new tab)`}
                data-testid="citation-marker"
                className="rounded px-0.5 font-semibold text-primary-strong no-underline hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                [{citation.n}]
              </a>
            </sup>
          );
        return (
          <sup key={i}>
            <Link
              to={internal}
              aria-label={label}
              data-testid="citation-marker"
              className="rounded px-0.5 font-semibold text-primary-strong no-underline hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              [{citation.n}]
            </Link>
          </sup>
        );
      })}
    </>
  );
}

/** The numbered references under a grounded lesson: each opens the source viewer at its passage. */
export function LessonReferences({ citations }: { citations: LessonCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <section aria-labelledby="references-heading" className="flex flex-col gap-3">
      <h2 id="references-heading" className="flex items-center gap-2 text-xl font-semibold">
        <FileText aria-hidden="true" size={20} /> References
      </h2>
      <ol className="flex flex-col gap-2" aria-label="References">
        {citations.map((c) => (
          <li
            key={c.n}
            id={`reference-${c.n}`}
            className="rounded-xl border border-border bg-surface p-3 text-sm"
          >
            <p className="font-semibold">
              [{c.n}]{" "}
              {c.sourceDeleted ? (
                <span>
                  {c.sourceTitle}, {citationLocation(c)}{" "}
                  <span className="font-normal text-muted">(source deleted)</span>
                </span>
              ) : citationHref(c) ? (
                <Link
                  to={citationHref(c)!}
                  className="text-primary-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {c.sourceTitle}, {citationLocation(c)}
                </Link>
              ) : (
                <span>
                  {c.sourceTitle}, {citationLocation(c)}
                </span>
              )}
            </p>
            {citationUrl(c) && !c.sourceDeleted && (
              <a
                href={citationUrl(c)!}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 flex w-fit items-center gap-1 break-all text-primary-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
                data-testid="reference-link"
              >
                {c.startSeconds !== null && c.startSeconds !== undefined
                  ? `Watch from ${clock(c.startSeconds)}`
                  : c.sourceId
                    ? "Open the page here"
                    : "Open the page"}
                <ExternalLink aria-hidden="true" size={12} />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
            <p className="mt-1 text-muted">{c.quote}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
