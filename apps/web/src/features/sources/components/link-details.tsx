import type { Source } from "@brainy/contract";
import { ExternalLink } from "lucide-react";
import { Card } from "../../../components/ui/index.ts";
import { usePassage } from "../api/get-passage.ts";
import { linkHost, passageLocation } from "./format.ts";

/** Only web addresses become links (a page's own text never does). */
export const safeHref = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);

const day = (iso: string | null) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString("en-GB", { dateStyle: "medium" });
};

/** A link source's address and what the page or video says about itself; the version fetched. */
export function LinkDetails({ source }: { source: Source }) {
  const link = source.link;
  if (!link) return null;
  const href = safeHref(link.url);
  const facts = [
    link.siteName ?? linkHost(link.url),
    link.author ? `by ${link.author}` : null,
    link.publishedAt ? `published ${day(link.publishedAt)}` : null,
    link.fetchedAt ? `fetched ${day(link.fetchedAt)}` : null,
    link.version > 1 ? `version ${link.version}` : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-1 text-sm text-muted" data-testid="link-details">
      <p>{facts.join(" · ")}</p>
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="flex w-fit items-center gap-1 break-all text-primary underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {source.kind === "video" ? "Watch the video" : "Open the page"}
          <ExternalLink aria-hidden="true" size={14} />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}

/** Where a link source's passage opens: the page at its heading, the video at its second. */
export function PassageLink({
  url,
  kind,
  location,
}: {
  url: string | null | undefined;
  kind: Source["kind"];
  location: string;
}) {
  const href = safeHref(url);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-1 font-normal text-primary underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      {kind === "video" ? "Watch from here" : "Open here"}
      <ExternalLink aria-hidden="true" size={12} />
      <span className="sr-only">({location}, opens in a new tab)</span>
    </a>
  );
}

/** A cited passage of an earlier version of a link (a Refresh replaced it): kept for its citations. */
export function EarlierPassage({ source, passageId }: { source: Source; passageId: string }) {
  const passage = usePassage(source.id, passageId, true);
  if (!passage.data || passage.data.current) return null;
  const fetched = day(passage.data.fetchedAt);
  return (
    <Card className="flex flex-col gap-2 border-primary bg-primary/10 p-4" data-testid="earlier-passage">
      <span className="text-xs font-semibold text-muted">
        Cited from version {passage.data.version}
        {fetched ? `, fetched ${fetched}` : ""} · {passageLocation(passage.data)}
      </span>
      <p className="whitespace-pre-line text-sm leading-relaxed">{passage.data.text}</p>
      <p className="text-xs text-muted">The page has been refreshed since; the current text follows.</p>
    </Card>
  );
}
