import type { Source } from "@brainy/contract";

/** A byte count for people: "820 KB", "3.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

const KIND_LABELS: Record<Source["kind"], string> = {
  pdf: "PDF",
  docx: "DOCX",
  epub: "EPUB",
  markdown: "Markdown",
  text: "Text",
  web: "Web page",
  video: "Video",
};
export const kindLabel = (kind: Source["kind"]) => KIND_LABELS[kind];

/** "1:05:09" or "4:05" for a second of a video. */
export function formatSeconds(total: number): string {
  const s = Math.floor(total % 60);
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Where a passage is: "Page 3 · Chapter 2 › Cells", "At 1:05" in a video, or its headings alone. */
export function passageLocation(passage: {
  page: number | null;
  headingPath: string[];
  startSeconds?: number | null;
}): string {
  const parts: string[] = [];
  if (passage.page !== null) parts.push(`Page ${passage.page}`);
  if (passage.startSeconds !== null && passage.startSeconds !== undefined)
    parts.push(`At ${formatSeconds(passage.startSeconds)}`);
  if (passage.headingPath.length > 0) parts.push(passage.headingPath.join(" › "));
  return parts.join(" · ") || "Text";
}

/** The unit a source's progress counts in. */
export const progressUnit = (kind: Source["kind"]) =>
  kind === "pdf" ? "pages" : kind === "epub" ? "chapters" : kind === "video" ? "minutes" : "sections";

/** A link source's host, for a line under its title: "en.wikipedia.org". */
export function linkHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}
