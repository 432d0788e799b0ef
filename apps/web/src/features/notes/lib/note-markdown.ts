/** Marks a [[link]] in Markdown as a fragment link the notes renderer recognises. */
export const NOTE_LINK_PREFIX = "#note:";

/**
 * Turns [[Title]] into Markdown links to `#note:<title>` (outside code spans and fences), so the renderer
 * can show them as note links; the title is URL-encoded so any characters survive.
 */
export function linkifyNoteContent(content: string): string {
  const parts = content.split(/(```[\s\S]*?```|`[^`\n]*`)/g);
  return parts
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/\[\[([^[\]\n]{1,200})\]\]/g, (_match, title: string) => {
            const clean = title.trim().replace(/\s+/g, " ");
            const label = clean.replace(/[[\]\\*_`]/g, (ch) => `\\${ch}`);
            return `[${label}](${NOTE_LINK_PREFIX}${encodeURIComponent(clean)})`;
          }),
    )
    .join("");
}

/** The note title of a `#note:` href, or null for any other link. */
export function noteTitleOfHref(href: string | undefined): string | null {
  if (!href?.startsWith(NOTE_LINK_PREFIX)) return null;
  try {
    return decodeURIComponent(href.slice(NOTE_LINK_PREFIX.length));
  } catch {
    return null;
  }
}

/** A title from selected text: cut at 30 characters plus '...'. */
export function titleFromSelection(text: string, max = 30): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}
