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
};
export const kindLabel = (kind: Source["kind"]) => KIND_LABELS[kind];

/** Where a passage is: "Page 3 · Chapter 2 › Cells", or its headings alone. */
export function passageLocation(passage: { page: number | null; headingPath: string[] }): string {
  const parts: string[] = [];
  if (passage.page !== null) parts.push(`Page ${passage.page}`);
  if (passage.headingPath.length > 0) parts.push(passage.headingPath.join(" › "));
  return parts.join(" · ") || "Text";
}

/** The unit a source's progress counts in. */
export const progressUnit = (kind: Source["kind"]) =>
  kind === "pdf" ? "pages" : kind === "epub" ? "chapters" : "sections";
