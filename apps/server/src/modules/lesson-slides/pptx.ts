import { readChart, SLIDE_CODE_LINES, type Slide, slideRuns } from "@brainy/contract";
import type pptxgen from "pptxgenjs";

// pptxgenjs's types describe its CommonJS build (the class under `default`); Node imports its ES
// build, whose default export is the class itself.
type PptxModule = typeof pptxgen;
type Pptx = InstanceType<PptxModule["default"]>;
type PptxSlide = ReturnType<Pptx["addSlide"]>;
type TextRun = Parameters<PptxSlide["addText"]>[0] extends string | (infer R)[] ? R : never;
type TextOptions = NonNullable<TextRun["options"]>;

/** pptxgenjs (with JSZip, about 1 MB) is loaded with the first PPTX, not at start-up. */
async function loadPptxGenJS(): Promise<PptxModule["default"]> {
  const loaded = (await import("pptxgenjs")).default as unknown as { default?: PptxModule["default"] };
  return (loaded.default ?? loaded) as PptxModule["default"];
}

/** Pictures the PPTX shows for visuals PowerPoint cannot draw itself: PNG bytes by slide index. */
export type SlidePictures = Map<number, Buffer>;

// LAYOUT_16x9 is 10 × 5.625 inches.
const W = 10;
const MARGIN = 0.6;
const INNER = W - MARGIN * 2;
const COLOURS = {
  bg: "F7F7FB",
  text: "12142A",
  muted: "4F5572",
  primary: "5B3FD9",
  accent: "0B6479",
  surface: "EEF0F7",
};
const SANS = "Calibri";
const MONO = "Consolas";

/** A slide's marked text as runs (bold, italic, monospace code). */
function runs(text: string, base: TextOptions = {}): TextRun[] {
  return slideRuns(text).map((run) => ({
    text: run.text,
    options: {
      ...base,
      ...(run.bold ? { bold: true } : {}),
      ...(run.italic ? { italic: true } : {}),
      ...(run.code ? { fontFace: MONO, color: COLOURS.primary } : {}),
    },
  }));
}

/** Paragraphs as one text box's runs: each a bullet (or number), broken after its last run. */
function paragraphs(items: string[], bullet: TextOptions["bullet"]): TextRun[] {
  return items.flatMap((item, i) => {
    // Every run carries the paragraph's options: pptxgenjs reads them from the run that opens it.
    const own = runs(item, { bullet, paraSpaceAfter: 10 });
    if (i < items.length - 1) own[own.length - 1]!.options!.breakLine = true;
    return own;
  });
}

/** The pixel size of a PNG (its IHDR), to fit it without stretching. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function addPicture(slide: PptxSlide, png: Buffer, box: { x: number; y: number; w: number; h: number }) {
  const { width, height } = pngSize(png);
  const scale = Math.min(box.w / width, box.h / height);
  const [w, h] = [width * scale, height * scale];
  slide.addImage({
    data: `image/png;base64,${png.toString("base64")}`,
    x: box.x + (box.w - w) / 2,
    y: box.y + (box.h - h) / 2,
    w,
    h,
  });
}

function addVisual(pptx: Pptx, slide: PptxSlide, deck: Slide, picture: Buffer | undefined, top: number) {
  const visual = deck.visual!;
  const box = { x: MARGIN, y: top, w: INNER, h: 5.0 - top };
  if (visual.type === "chart") {
    const chart = readChart(visual.spec);
    if (chart) {
      const type = chart.mark === "bar" ? pptx.ChartType.bar : pptx.ChartType.line;
      slide.addChart(
        type,
        [
          {
            name: chart.yTitle,
            labels: chart.points.map((p) => p.label),
            values: chart.points.map((p) => p.value),
          },
        ],
        {
          ...box,
          chartColors: [COLOURS.primary],
          showLegend: false,
          showTitle: false,
          catAxisTitle: chart.xTitle,
          showCatAxisTitle: true,
          catAxisLabelColor: COLOURS.muted,
          valAxisLabelColor: COLOURS.muted,
          ...(chart.mark === "point" ? { lineSize: 0, lineDataSymbolSize: 10 } : {}),
        },
      );
      return;
    }
  }
  if (picture) return addPicture(slide, picture, box);
  if (visual.type === "code") {
    const lines = visual.code.replace(/\n$/, "").split("\n");
    const more = lines.length - SLIDE_CODE_LINES;
    const text = lines.slice(0, SLIDE_CODE_LINES).join("\n") + (more > 0 ? `\n… ${more} more lines` : "");
    slide.addText(text, {
      ...box,
      fontFace: MONO,
      fontSize: lines.length > 12 ? 11 : 14,
      color: COLOURS.text,
      fill: { color: COLOURS.surface },
      valign: "top",
      margin: 12,
    });
    return;
  }
  // No picture could be drawn (no slide renderer here): the formula's or diagram's source, or the image's description.
  const source =
    visual.type === "math"
      ? visual.latex
      : visual.type === "diagram"
        ? visual.source
        : visual.type === "image"
          ? visual.alt
          : "";
  slide.addText(source, {
    ...box,
    fontFace: visual.type === "image" ? SANS : MONO,
    fontSize: 14,
    color: COLOURS.muted,
    align: "center",
    valign: "middle",
  });
}

/**
 * The deck as a PowerPoint file (pptxgenjs): one slide per deck slide, in the same order, with
 * text as editable text (marks kept), charts as native charts, code as monospaced text, formulas,
 * diagrams and the illustration as pictures when the renderer drew them, and the speaker notes.
 */
export async function writePptx(
  slides: Slide[],
  options: { lessonTitle: string; pictures: SlidePictures },
): Promise<Buffer> {
  const PptxGenJS = await loadPptxGenJS();
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_16x9";
  pptx.title = options.lessonTitle;
  pptx.author = "Brainy AI";
  pptx.company = "Brainy AI";
  slides.forEach((deck, index) => {
    const slide = pptx.addSlide();
    slide.background = { color: COLOURS.bg };
    slide.addShape(pptx.ShapeType.rect, {
      x: 0,
      y: 0,
      w: 0.09,
      h: 5.625,
      fill: { color: COLOURS.primary },
      line: { color: COLOURS.primary },
    });
    slide.addText(`${index + 1} / ${slides.length}`, {
      x: W - MARGIN - 1.5,
      y: 5.2,
      w: 1.5,
      h: 0.3,
      fontSize: 10,
      color: COLOURS.muted,
      align: "right",
      fontFace: SANS,
    });
    slide.addNotes(deck.notes);
    if (deck.kind === "title") {
      slide.addText(deck.title, {
        x: MARGIN,
        y: 1.6,
        w: INNER,
        h: 1.6,
        fontSize: 40,
        bold: true,
        color: COLOURS.text,
        fontFace: SANS,
        valign: "bottom",
      });
      slide.addText("A lesson from Brainy AI", {
        x: MARGIN,
        y: 3.3,
        w: INNER,
        h: 0.5,
        fontSize: 16,
        color: COLOURS.muted,
        fontFace: SANS,
      });
      return;
    }
    let top = 0.35;
    if (deck.section !== deck.title && deck.kind !== "summary") {
      slide.addText(deck.section.toUpperCase(), {
        x: MARGIN,
        y: top,
        w: INNER,
        h: 0.35,
        fontSize: 12,
        bold: true,
        color: COLOURS.accent,
        fontFace: SANS,
        charSpacing: 2,
      });
      top += 0.35;
    }
    slide.addText(deck.title, {
      x: MARGIN,
      y: top,
      w: INNER,
      h: 0.75,
      fontSize: 28,
      bold: true,
      color: COLOURS.text,
      fontFace: SANS,
      valign: "middle",
      fit: "shrink",
    });
    top += 0.9;
    const body = { x: MARGIN, y: top, w: INNER, fontFace: SANS, color: COLOURS.text, valign: "top" as const };
    if (deck.kind === "points" || deck.kind === "summary") {
      const bullet = deck.kind === "summary" ? { type: "number" as const } : { code: "2022" };
      slide.addText(paragraphs(deck.points, bullet), { ...body, h: 5.0 - top, fontSize: 20, fit: "shrink" });
    } else if (deck.kind === "checkpoint") {
      const checkpoint = deck.checkpoint!;
      slide.addText(runs(checkpoint.question, { bold: true }), { ...body, h: 0.9, fontSize: 22 });
      const choices = checkpoint.choices.length
        ? checkpoint.choices.map((c, i) => `${String.fromCharCode(65 + i)}.  ${c}`)
        : ["Your answer: ____________"];
      slide.addText(paragraphs(choices, false), { ...body, y: top + 1.0, h: 5.0 - top - 1.0, fontSize: 18 });
    } else if (deck.kind === "visual") {
      if (deck.points.length) {
        slide.addText(runs(deck.points.join(" ")), {
          ...body,
          h: 0.6,
          fontSize: 15,
          color: COLOURS.muted,
          fit: "shrink",
        });
        top += 0.65;
      }
      addVisual(pptx, slide, deck, options.pictures.get(index), top);
    }
  });
  return (await pptx.write({ outputType: "nodebuffer", compression: true })) as Buffer;
}
