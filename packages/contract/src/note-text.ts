/** Reading a note's text: [[links]], #tags, previews and search snippets. Shared by the server and the app. */

/** [[Title]]: a link to the note with that title (no brackets or line breaks inside). */
export const NOTE_LINK_PATTERN = /\[\[([^[\]\n]{1,200})\]\]/g;
/** #tag at the start or after whitespace or an opening bracket: letters, digits, - and _. */
const TAG_PATTERN = /(^|[\s(])#([\p{L}\p{N}_-]{1,50})/gu;

/** How a link target is compared with note titles: trimmed, single-spaced, case-insensitive. */
export function noteTitleKey(title: string): string {
  return title.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The distinct link titles of a text, in order of first appearance. */
export function extractNoteLinks(content: string): string[] {
  const seen = new Map<string, string>();
  for (const match of content.matchAll(NOTE_LINK_PATTERN)) {
    const title = match[1]!.trim().replace(/\s+/g, " ");
    if (title && !seen.has(noteTitleKey(title))) seen.set(noteTitleKey(title), title);
  }
  return [...seen.values()];
}

/** A tag as stored: lowercased, without its #. */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/^#/, "").toLowerCase();
}

/** The distinct #tags of a text, lowercased, in order (headings like '# Title' are not tags). */
export function extractNoteTags(content: string): string[] {
  const tags = new Set<string>();
  for (const match of content.matchAll(TAG_PATTERN)) tags.add(normalizeTag(match[2]!));
  return [...tags];
}

/** A note's tags: the explicit ones and those of its content, deduplicated, explicit first. */
export function mergeNoteTags(explicit: string[], content: string): string[] {
  return [...new Set([...explicit.map(normalizeTag).filter(Boolean), ...extractNoteTags(content)])];
}

/** The first `length` characters of a text on one line, with an ellipsis when cut. */
export function notePreview(content: string, length = 150): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}...` : flat;
}

/**
 * The first place the query (or, failing that, one of its words) appears in the content, with `context`
 * characters on each side and ellipses where cut; null when none appears.
 */
export function searchSnippet(content: string, query: string, context = 30): string | null {
  const lower = content.toLowerCase();
  const needles = [query.trim(), ...query.trim().split(/\s+/)].map((n) => n.toLowerCase()).filter(Boolean);
  for (const needle of needles) {
    const at = lower.indexOf(needle);
    if (at === -1) continue;
    const start = Math.max(0, at - context);
    const end = Math.min(content.length, at + needle.length + context);
    const middle = content.slice(start, end).replace(/\s+/g, " ");
    return `${start > 0 ? "..." : ""}${middle}${end < content.length ? "..." : ""}`;
  }
  return null;
}
