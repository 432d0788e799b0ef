import type { ChartSpec, LessonBlock, LessonContent } from "./lesson-content.ts";

/**
 * A lesson as a slide deck (issue 40): one idea a slide, built from the lesson's blocks by one
 * pure function that the web presenter, the PPTX and PDF exports and the narrated video share,
 * so every form of the deck has the same slides in the same order.
 */

/** What a slide shows beside its title and points: one visual block of the lesson. */
export type SlideVisual =
  | { type: "code"; language: string; code: string }
  | { type: "math"; latex: string }
  | { type: "chart"; spec: ChartSpec; title?: string }
  | { type: "diagram"; source: string; title?: string }
  | { type: "image"; alt: string };

/** A checkpoint question as a slide: the answer and why live in the speaker notes. */
export type SlideCheckpoint = { question: string; choices: string[]; answer: string; explanation: string };

export type SlideKind = "title" | "points" | "visual" | "checkpoint" | "summary";

export type Slide = {
  kind: SlideKind;
  /** The slide's heading (plain text). */
  title: string;
  /** The lesson heading it belongs to: the video's chapter. */
  section: string;
  /** Key points, with **strong**, *em* and `code` marks (never HTML); a visual's caption. */
  points: string[];
  visual?: SlideVisual;
  checkpoint?: SlideCheckpoint;
  /** What a presenter says (plain text): the lesson's own sentences; the video's narration. */
  notes: string;
};

/** Points on one slide at most: a longer list carries on to the next slide. */
export const SLIDE_POINTS_MAX = 5;
/** A key point longer than this is cut at a word (the whole sentence stays in the notes). */
export const SLIDE_POINT_CHARS = 170;
/** Code lines a slide shows; longer code is cut with a line saying how many more there are. */
export const SLIDE_CODE_LINES = 18;

const CITATION_MARKERS = /\s?\[\d+(?:\s*[,–-]\s*\d+)*\]/g;

/** Model text without citation markers and links' URLs, marks kept. */
function slideText(text: string): string {
  return text
    .replace(CITATION_MARKERS, "")
    .replace(/\[([^\]\n]+)\]\([^)\s]+\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Text as a narrator reads it: no marks, markers, URLs or formulas. */
export function spokenSlideText(text: string): string {
  return slideText(text)
    .replace(/https?:\/\/\S+/g, "")
    .replace(/\$[^$]*\$/g, "")
    .replace(/[*_`#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const sentenceEnd = (text: string) => (text && !/[.!?:;…]$/.test(text) ? `${text}.` : text);

/** Splits prose into sentences (a full stop, ! or ? followed by a space and a capital, digit or mark). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“'(*`[])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Closes a mark a cut left open (`**`, `*`, `` ` ``), so the point renders as text, not stray stars. */
function closeMarks(text: string): string {
  let out = text;
  if ((out.match(/\*\*/g)?.length ?? 0) % 2) out += "**";
  if ((out.replace(/\*\*/g, "").match(/\*/g)?.length ?? 0) % 2) out += "*";
  if ((out.match(/`/g)?.length ?? 0) % 2) out += "`";
  return out;
}

/** A paragraph's key point: its first sentence, cut at a word past SLIDE_POINT_CHARS. */
export function keyPoint(text: string): string {
  const first = splitSentences(slideText(text))[0] ?? "";
  if (first.length <= SLIDE_POINT_CHARS) return first;
  const cut = first.lastIndexOf(" ", SLIDE_POINT_CHARS);
  return closeMarks(`${first.slice(0, cut > 60 ? cut : SLIDE_POINT_CHARS).replace(/[,;:]$/, "")}…`);
}

/** The x/y fields and mark of a Vega-Lite spec with inline values: what Brainy's chart renderers draw. */
export function readChart(
  spec: ChartSpec,
): { mark: string; points: { label: string; value: number }[]; xTitle: string; yTitle: string } | null {
  const mark = typeof spec.mark === "string" ? spec.mark : String(spec.mark.type);
  const encoding = spec.encoding as Record<string, { field?: string; title?: string } | undefined>;
  const x = encoding.x?.field;
  const y = encoding.y?.field;
  if (!x || !y) return null;
  const points = spec.data.values
    .map((row) => ({ label: String(row[x] ?? ""), value: Number(row[y]) }))
    .filter((p) => Number.isFinite(p.value))
    .slice(0, 60);
  if (points.length === 0) return null;
  return { mark, points, xTitle: encoding.x?.title ?? x, yTitle: encoding.y?.title ?? y };
}

/** What the narrator says about a visual that no sentence of the lesson introduced. */
function describeVisual(visual: SlideVisual): string {
  switch (visual.type) {
    case "code":
      return visual.language && visual.language !== "text"
        ? `Here is an example in ${visual.language}.`
        : "Here is an example.";
    case "math":
      return "Here is the formula.";
    case "chart":
      return visual.title ? `The chart shows ${sentenceEnd(visual.title)}` : "Here is a chart.";
    case "diagram":
      return visual.title ? `The diagram shows ${sentenceEnd(visual.title)}` : "Here is a diagram.";
    case "image":
      return sentenceEnd(spokenSlideText(visual.alt));
  }
}

function visualOf(block: LessonBlock): SlideVisual | null {
  switch (block.type) {
    case "codeBlock":
      return { type: "code", language: block.language, code: block.code };
    case "mathBlock":
    case "mathInline":
      return { type: "math", latex: block.latex };
    case "chart":
      return { type: "chart", spec: block.spec, ...(block.title ? { title: block.title } : {}) };
    case "diagram":
      return { type: "diagram", source: block.source, ...(block.title ? { title: block.title } : {}) };
    case "imagePlaceholder":
      return { type: "image", alt: block.alt };
    default:
      return null;
  }
}

/** A paragraph that introduces what follows ("the code below", "in words, …:", "The chart shows"). */
const INTRODUCES =
  /:\s*$|\b(below|following|here|shown|shows|chart|graph|diagram|code|formula|equation|figure|table|image|illustration|picture)\b/i;

const VISUAL_TITLES: Record<SlideVisual["type"], string> = {
  code: "Example",
  math: "Formula",
  chart: "Chart",
  diagram: "Diagram",
  image: "Illustration",
};

/**
 * The lesson as slides, one idea each: a title slide; each heading's prose as key points (the
 * first sentence of each paragraph, list items as they are; at most SLIDE_POINTS_MAX a slide,
 * the rest carried on); each code block, formula, chart, diagram and the illustration on a slide
 * of its own, captioned by the paragraph that introduced it; each checkpoint as a question; and,
 * with two sections or more, a closing slide naming them. Notes carry the lesson's whole sentences.
 */
export function lessonSlides(content: LessonContent): Slide[] {
  const lessonTitle = slideText(content.title);
  const slides: Slide[] = [
    { kind: "title", title: lessonTitle, section: lessonTitle, points: [], notes: sentenceEnd(lessonTitle) },
  ];
  const sections: string[] = [];
  let section = lessonTitle;
  let heading = "Introduction";
  let points: string[] = [];
  let notes: string[] = [];
  // The last paragraph read, while it is the newest text: a visual right after it takes it as caption.
  let lead: { point: string; note: string } | null = null;
  let continued = false;

  const flush = () => {
    if (points.length === 0) return;
    for (let i = 0; i < points.length; i += SLIDE_POINTS_MAX) {
      slides.push({
        kind: "points",
        title: continued ? `${heading} (continued)` : heading,
        section,
        points: points.slice(i, i + SLIDE_POINTS_MAX),
        // Each point's whole paragraph or item, in order: notes and points stay aligned.
        notes: notes.slice(i, i + SLIDE_POINTS_MAX).join(" "),
      });
      continued = true;
    }
    points = [];
    notes = [];
    lead = null;
  };
  const addPoint = (point: string, note: string) => {
    if (!point) return;
    points.push(point);
    notes.push(sentenceEnd(spokenSlideText(note)));
  };

  for (const block of content.blocks) {
    if (block.type === "header") {
      flush();
      heading = slideText(block.text);
      continued = false;
      if (block.level <= 2) {
        section = heading;
        sections.push(heading);
      }
      continue;
    }
    if (block.type === "paragraph") {
      const point = keyPoint(block.text);
      lead = { point, note: block.text };
      addPoint(point, block.text);
      continue;
    }
    if (block.type === "list") {
      for (const item of block.items) addPoint(slideText(item), item);
      lead = null;
      continue;
    }
    if (block.type === "checkpoint") {
      flush();
      const choices = block.choices.map(slideText);
      slides.push({
        kind: "checkpoint",
        title: "Check yourself",
        section,
        points: [],
        checkpoint: {
          question: slideText(block.question),
          choices,
          answer: slideText(block.answer),
          explanation: slideText(block.explanation),
        },
        notes: [
          sentenceEnd(spokenSlideText(block.question)),
          ...choices.map(
            (choice, i) => `${String.fromCharCode(65 + i)}: ${sentenceEnd(spokenSlideText(choice))}`,
          ),
          `The answer: ${sentenceEnd(spokenSlideText(block.answer))}`,
          sentenceEnd(spokenSlideText(block.explanation)),
        ].join(" "),
      });
      continue;
    }
    const visual = visualOf(block);
    if (!visual) continue;
    // The paragraph that introduced the visual moves onto its slide as the caption.
    const caption = lead && points.at(-1) === lead.point && INTRODUCES.test(lead.note) ? lead : null;
    if (caption) {
      points.pop();
      notes.pop();
    }
    flush();
    const visualTitle =
      (visual.type === "chart" || visual.type === "diagram") && visual.title
        ? slideText(visual.title)
        : heading === "Introduction"
          ? VISUAL_TITLES[visual.type]
          : heading;
    slides.push({
      kind: "visual",
      title: visualTitle,
      section,
      points: caption ? [caption.point] : [],
      visual,
      notes: caption ? sentenceEnd(spokenSlideText(caption.note)) : describeVisual(visual),
    });
    continued = visualTitle === heading;
  }
  flush();
  if (sections.length >= 2) {
    slides.push({
      kind: "summary",
      title: "In this lesson",
      section: "In this lesson",
      points: sections,
      notes: `In this lesson: ${sections.join(", ")}.`,
    });
  }
  return slides;
}

/** A run of slide text: plain, **strong**, *emphasis* or `code` (links are already their label). */
export type SlideRun = { text: string; bold?: true; italic?: true; code?: true };

const RUN_PATTERN = /(`[^`\n]+`)|(\*\*[^*\n]+\*\*)|(\*[^*\n]+\*)/g;

/** Splits a slide's text into runs by its marks: what the PPTX and the server's slide pages draw. */
export function slideRuns(text: string): SlideRun[] {
  const runs: SlideRun[] = [];
  let last = 0;
  for (const match of text.matchAll(RUN_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) runs.push({ text: text.slice(last, index) });
    const [whole] = match;
    if (match[1]) runs.push({ text: whole.slice(1, -1), code: true });
    else if (match[2]) runs.push({ text: whole.slice(2, -2), bold: true });
    else runs.push({ text: whole.slice(1, -1), italic: true });
    last = index + whole.length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}
