/**
 * Front and back matter of a learner's material (issue 43): a book's or manual's licence, index,
 * table of contents, bibliography and the like hold nothing to learn, so planning from the
 * material leaves those headings out, unless the learner's goal asks for that part (a goal about
 * licensing keeps the licence). Shared by the server (the outline every planner reads) and the
 * demo planner.
 */

/** What kind of matter a heading is, and the words of a goal that ask for it. */
const MATTER: { kind: string; heading: RegExp; askedBy: RegExp }[] = [
  {
    kind: "licence",
    heading:
      /^(?:(?:the )?(?:gnu|mit|bsd|apache|mozilla|eclipse|creative commons|open publication|open game)\b.*\blicen[cs]e\b.*|(?:software |documentation |content )?licen[cs](?:e|es|ing)(?: (?:agreement|information|terms|text|notice))?|copyright(?: notices?| and licen[cs]e| information| page)?|copying(?: conditions)?|legal notices?|(?:gnu )?free documentation licen[cs]e)$/i,
    askedBy: /licen[cs]|copyright|copyleft/i,
  },
  {
    kind: "index",
    heading:
      /^(?:(?:general|subject|name|concept|function|variable|function and variable|command|key|keystroke|program|option|type|data type|author|topic|alphabetical) )?index(?:es)?$/i,
    askedBy: /\bindex(?:es|ing)?\b/i,
  },
  {
    kind: "contents",
    heading:
      /^(?:(?:table of |brief |detailed )?contents|list of (?:figures|tables|listings|examples|illustrations|abbreviations))$/i,
    askedBy: /table of contents|list of (?:figures|tables)/i,
  },
  {
    kind: "bibliography",
    heading:
      /^(?:(?:selected |annotated )?bibliography|references|works cited|literature cited|further reading)$/i,
    askedBy: /bibliograph|references|works cited|further reading|citations?/i,
  },
  {
    kind: "other",
    heading:
      /^(?:colophon|acknowledge?ments?|about the authors?|about this (?:book|manual|document|guide)|dedication|title page|half[- ]title|errata|imprint)$/i,
    askedBy: /colophon|acknowledge?ments?|about the author|errata/i,
  },
];

/** A part that only holds other parts: left out when everything in it is matter. */
const CONTAINER = /^(?:(?:appendix|annex)(?: [A-Z\d]+)?|appendices|annexes|(?:back|front|end) matter)$/i;

/** A heading's words without its numbering: "Appendix B. GNU Free Documentation License" → "GNU Free Documentation License". */
function bareHeading(heading: string): string {
  return heading
    .trim()
    .replace(/^(?:(?:appendix|annex|chapter|part)\s+)?(?:[A-Z]|[IVXLC]+|\d+(?:\.\d+)*)[.:)\-–—]\s*/i, "")
    .replace(/^(?:appendix|annex)\s+[A-Z\d]+\s+/i, "")
    .replace(/^\d+(?:\.\d+)*\s+/, "")
    .replace(/[.:]$/, "")
    .trim();
}

/** True when the heading is front or back matter the goal does not ask for. */
export function isUnaskedMatter(heading: string, goal: string): boolean {
  const bare = bareHeading(heading);
  return MATTER.some((m) => m.heading.test(bare) && !m.askedBy.test(goal));
}

/**
 * The outlines without front and back matter the goal does not ask for: such a heading goes with
 * everything under it, and an appendix (or 'Back matter') whose every sub-heading went goes too.
 * An outline keeps its title and everything else in order.
 */
export function withoutUnaskedMatter<O extends { headings: { path: string[] }[] }>(
  outlines: readonly O[],
  goal: string,
): O[] {
  return outlines.map((outline) => {
    const kept = outline.headings.filter((h) => !h.path.some((part) => isUnaskedMatter(part, goal)));
    const emptied = (path: string[]) =>
      CONTAINER.test(bareHeading(path.at(-1) ?? "")) &&
      outline.headings.some((h) => h.path.length > path.length && startsWith(h.path, path)) &&
      !kept.some((h) => h.path.length > path.length && startsWith(h.path, path));
    return { ...outline, headings: kept.filter((h) => !emptied(h.path)) };
  });
}

const startsWith = (path: string[], prefix: string[]) => prefix.every((part, i) => path[i] === part);
