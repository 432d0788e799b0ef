/** A run of paragraph text: plain, **strong**, *emphasis*, `code`, or an http(s) link. */
export type InlineToken =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "em"; text: string }
  | { kind: "code"; text: string }
  | { kind: "link"; text: string; href: string };

const PATTERN = /(`[^`\n]+`)|(\*\*[^*\n]+\*\*)|(\*[^*\n]+\*)|(\[[^\]\n]+\]\([^)\s]+\))/g;

/**
 * Splits model text into inline tokens. Never HTML: the page renders each token as a React text
 * node, so `<script>` stays text; links are kept only for http(s) URLs, others become their label.
 */
export function parseInline(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: "text", text: text.slice(last, index) });
    const [whole] = match;
    if (match[1]) tokens.push({ kind: "code", text: whole.slice(1, -1) });
    else if (match[2]) tokens.push({ kind: "strong", text: whole.slice(2, -2) });
    else if (match[3]) tokens.push({ kind: "em", text: whole.slice(1, -1) });
    else {
      const label = whole.slice(1, whole.indexOf("]"));
      const href = whole.slice(whole.indexOf("](") + 2, -1);
      tokens.push(
        /^https?:\/\//i.test(href) ? { kind: "link", text: label, href } : { kind: "text", text: label },
      );
    }
    last = index + whole.length;
  }
  if (last < text.length) tokens.push({ kind: "text", text: text.slice(last) });
  return tokens;
}
