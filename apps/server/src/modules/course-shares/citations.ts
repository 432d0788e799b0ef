import type { LessonBlock } from "@brainy/contract";

/**
 * A grounded lesson's text without its `[n]` citation markers. Its references point into the
 * owner's sources, which stay private, so the share page and the reader's copy would show numbers
 * that lead nowhere. Only the numbers the lesson cites are taken out (a `[1]` that is not one of its
 * citations, or one in code, stays); the checkpoint's answer and choices are left as written, so they
 * still match each other.
 */
export function withoutCitationMarkers<C extends { blocks: unknown[] }>(content: C, cited: number[]): C {
  if (cited.length === 0) return content;
  const numbers = new Set(cited);
  const unmark = (text: string) =>
    text.replace(/[ \t]*\[(\d{1,2})\]/g, (marker, n: string) => (numbers.has(Number(n)) ? "" : marker));
  // Inline code (`xs[1]`) is left as written.
  const strip = (text: string) =>
    text
      .split(/(`[^`]*`)/)
      .map((part, i) => (i % 2 === 1 ? part : unmark(part)))
      .join("");
  const blocks = (content.blocks as LessonBlock[]).map((block): LessonBlock => {
    switch (block.type) {
      case "paragraph":
      case "header":
        return { ...block, text: strip(block.text) };
      case "list":
        return { ...block, items: block.items.map(strip) };
      case "checkpoint":
        return { ...block, question: strip(block.question), explanation: strip(block.explanation) };
      case "refresher":
        return { ...block, text: strip(block.text) };
      default:
        return block;
    }
  });
  return { ...content, blocks };
}
