import type { LessonContent } from "@brainy/contract";

/** About 8 minutes of speech at an ordinary reading pace: longer lessons are read up to here. */
export const NARRATION_MAX_CHARS = 7_000;

/** Inline marks read as plain words: **strong**, *em*, `code`, links as their text, no URLs. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\((?:https?:)?[^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, "")
    .replace(/[*_`#>]+/g, "")
    .replace(/\$[^$]*\$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function sentence(text: string): string {
  const clean = plain(text);
  return clean && !/[.!?:;]$/.test(clean) ? `${clean}.` : clean;
}

/**
 * What the narration reads: the title, a refresher, headings, paragraphs and list items, each ending like a
 * sentence so the voice pauses. Code, formulas, charts, diagrams, checkpoint questions and image
 * descriptions are left out.
 */
export function narrationText(content: LessonContent, maxChars = NARRATION_MAX_CHARS): string {
  const parts = [sentence(content.title)];
  for (const block of content.blocks) {
    if (block.type === "header" || block.type === "paragraph" || block.type === "refresher")
      parts.push(sentence(block.text));
    else if (block.type === "list") parts.push(...block.items.map(sentence));
  }
  let text = parts.filter(Boolean).join("\n");
  if (text.length > maxChars) {
    const cut = text.lastIndexOf(".", maxChars);
    text = text.slice(0, cut > maxChars / 2 ? cut + 1 : maxChars);
  }
  return text;
}
