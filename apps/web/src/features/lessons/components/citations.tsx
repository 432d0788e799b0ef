import type { LessonCitation } from "@brainy/contract";
import { FileText } from "lucide-react";
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

/** Where the source viewer opens a citation: the passage, highlighted. */
export const citationHref = (c: LessonCitation) => `/sources/${c.sourceId}?passage=${c.passageId}`;

/** "Page 2 · Cells › Membranes", as the reference list and the marker's label name it. */
export function citationLocation(c: LessonCitation): string {
  const parts = [c.page === null ? "" : `Page ${c.page}`, c.headingPath.join(" › ")];
  return parts.filter(Boolean).join(" · ") || "Text";
}

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
        return (
          <sup key={i}>
            <Link
              to={citationHref(citation)}
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
              ) : (
                <Link
                  to={citationHref(c)}
                  className="text-primary-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {c.sourceTitle}, {citationLocation(c)}
                </Link>
              )}
            </p>
            <p className="mt-1 text-muted">{c.quote}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
