/**
 * A part of a source's text with where it is: a PDF page, or the headings above it; a web page's
 * heading element id (`anchor`), a video's first second (`startSeconds`).
 */
export type Section = {
  page: number | null;
  headingPath: string[];
  paragraphs: string[];
  anchor?: string | null;
  startSeconds?: number | null;
};

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0 controls other than NUL (removed: PostgreSQL text cannot hold it), tab and newline: become spaces.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROLS = /[\u0001-\u0008\u000B-\u001F\u007F]/g;

/** Text safe to store and index: NUL and other control characters and lone surrogates removed. */
export function cleanText(text: string): string {
  return text
    .split("\u0000")
    .join("")
    .replace(LONE_SURROGATES, "")
    .replace(/\r\n?/g, "\n")
    .replace(CONTROLS, " ");
}

/** Collapses runs of spaces and tabs inside a paragraph. */
export function tidyParagraph(text: string): string {
  return cleanText(text)
    .replace(/[ \t\u00A0]+/g, " ")
    .trim();
}

const countWords = (text: string) => (text.match(/\S+/g) ?? []).length;

/** Words a passage aims for, and the most one holds ("a few hundred tokens"). */
export const PASSAGE_TARGET_WORDS = 220;
export const PASSAGE_MAX_WORDS = 360;

/** One passage to store: its text and location. */
export type PassageDraft = {
  page: number | null;
  headingPath: string[];
  text: string;
  anchor?: string | null;
  startSeconds?: number | null;
};

/**
 * Splits sections into passages of a few hundred words: paragraphs are gathered until the target;
 * a paragraph longer than the maximum is cut at word boundaries. Passages never cross a section
 * (a page or a heading), so each has one location.
 */
export function splitIntoPassages(sections: Section[]): PassageDraft[] {
  const passages: PassageDraft[] = [];
  for (const section of sections) {
    let buffer: string[] = [];
    let words = 0;
    const flush = () => {
      if (buffer.length === 0) return;
      passages.push({
        page: section.page,
        headingPath: section.headingPath,
        text: buffer.join("\n\n"),
        anchor: section.anchor ?? null,
        startSeconds: section.startSeconds ?? null,
      });
      buffer = [];
      words = 0;
    };
    for (const paragraph of section.paragraphs) {
      const size = countWords(paragraph);
      if (size === 0) continue;
      if (size > PASSAGE_MAX_WORDS) {
        flush();
        const parts = paragraph.split(/\s+/);
        for (let i = 0; i < parts.length; i += PASSAGE_TARGET_WORDS) {
          buffer.push(parts.slice(i, i + PASSAGE_TARGET_WORDS).join(" "));
          flush();
        }
        continue;
      }
      if (words + size > PASSAGE_MAX_WORDS) flush();
      buffer.push(paragraph);
      words += size;
      if (words >= PASSAGE_TARGET_WORDS) flush();
    }
    flush();
  }
  return passages;
}

/** Splits Markdown into sections by its ATX headings (#…######), ignoring fenced code. */
export function markdownSections(text: string): Section[] {
  const sections: Section[] = [];
  const stack: { level: number; title: string }[] = [];
  let current: Section = { page: null, headingPath: [], paragraphs: [] };
  let paragraph: string[] = [];
  let fenced = false;
  const endParagraph = () => {
    const joined = tidyParagraph(paragraph.join(" "));
    if (joined) current.paragraphs.push(joined);
    paragraph = [];
  };
  for (const line of cleanText(text).split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      endParagraph();
      if (current.paragraphs.length > 0) sections.push(current);
      const level = heading[1]!.length;
      while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
      stack.push({ level, title: tidyParagraph(heading[2]!) });
      current = { page: null, headingPath: stack.map((h) => h.title), paragraphs: [] };
    } else if (line.trim() === "") {
      endParagraph();
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  if (current.paragraphs.length > 0 || (sections.length === 0 && current.headingPath.length > 0))
    sections.push(current);
  return sections;
}

/** Plain text: one section of paragraphs (blank lines separate them). */
export function plainTextSections(text: string): Section[] {
  const paragraphs = cleanText(text)
    .split(/\n\s*\n/)
    .map(tidyParagraph)
    .filter(Boolean);
  return paragraphs.length > 0 ? [{ page: null, headingPath: [], paragraphs }] : [];
}

/** Pages a text without pages counts as against the plan's limit (about 500 words a page). */
export function estimatePages(sections: Section[]): number {
  let words = 0;
  for (const section of sections) for (const p of section.paragraphs) words += countWords(p);
  return Math.max(1, Math.ceil(words / 500));
}
