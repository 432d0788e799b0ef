import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { readChart, SLIDE_CODE_LINES, type Slide, type SlideVisual, slideRuns } from "@brainy/contract";
import katex from "katex";
import { escapeHtml, katexStylesInlined } from "../course-export/index.ts";
import { type DeckTheme, deckStyles, THEME_COLOURS } from "./deck-style.ts";

type Highlighter = {
  getLanguage(name: string): unknown;
  highlight(code: string, options: { language: string; ignoreIllegals: boolean }): { value: string };
};
const require = createRequire(import.meta.url);
const hljs = require("highlight.js/lib/common") as Highlighter;

let mermaidScript: Promise<string> | undefined;
/** Mermaid's browser bundle, read once per process: only decks with a diagram carry it. */
const readMermaid = () => {
  mermaidScript ??= readFile(require.resolve("mermaid/dist/mermaid.min.js"), "utf8");
  return mermaidScript;
};

/** What drawing a deck needs beside its slides. */
export type DeckPageOptions = {
  lessonTitle: string;
  theme: DeckTheme;
  /** The lesson's illustration as a data URL, when it has one. */
  image: string | null;
};

/** Slide text with its marks as HTML: every run escaped. */
function runsHtml(text: string): string {
  return slideRuns(text)
    .map((run) => {
      const html = escapeHtml(run.text);
      if (run.code) return `<code>${html}</code>`;
      if (run.bold) return `<strong>${html}</strong>`;
      if (run.italic) return `<em>${html}</em>`;
      return html;
    })
    .join("");
}

/** Code as a slide shows it: coloured by highlight.js (which escapes it), cut at SLIDE_CODE_LINES. */
export function codeHtml(code: string, language: string): string {
  const lines = code.replace(/\n$/, "").split("\n");
  const shown = lines.slice(0, SLIDE_CODE_LINES).join("\n");
  const name = language.toLowerCase();
  const body = hljs.getLanguage(name)
    ? hljs.highlight(shown, { language: name, ignoreIllegals: true }).value
    : escapeHtml(shown);
  const more = lines.length - SLIDE_CODE_LINES;
  const tail = more > 0 ? `\n<span class="more">… ${more} more line${more === 1 ? "" : "s"}</span>` : "";
  return `<pre class="${lines.length > 12 ? "small" : ""}"><code>${body}${tail}</code></pre>`;
}

/** A bar, line or point chart as SVG from the spec's inline data (the lesson page's chart, drawn larger). */
export function chartSvg(visual: Extract<SlideVisual, { type: "chart" }>, theme: DeckTheme): string {
  const chart = readChart(visual.spec);
  const colours = THEME_COLOURS[theme];
  if (!chart) return `<p class="placeholder">${escapeHtml(visual.title ?? "Chart")}: no data to draw.</p>`;
  const [width, height] = [1000, 440];
  const pad = { top: 20, right: 20, bottom: 64, left: 72 };
  const { points, mark } = chart;
  const max = Math.max(0, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const yOf = (v: number) => pad.top + innerH - ((v - min) / (max - min || 1)) * innerH;
  const step = innerW / points.length;
  const xOf = (i: number) => pad.left + step * i + step / 2;
  const parts: string[] = [];
  for (const f of [0, 0.25, 0.5, 0.75, 1]) {
    const tick = min + (max - min) * f;
    parts.push(
      `<line x1="${pad.left}" x2="${width - pad.right}" y1="${yOf(tick)}" y2="${yOf(tick)}" stroke="${colours.border}"/>`,
      `<text x="${pad.left - 10}" y="${yOf(tick) + 6}" text-anchor="end" font-size="18" fill="${colours.muted}">${Number.isInteger(tick) ? tick : tick.toFixed(1)}</text>`,
    );
  }
  if (mark === "bar") {
    points.forEach((p, i) => {
      const y = Math.min(yOf(p.value), yOf(0));
      parts.push(
        `<rect x="${xOf(i) - step * 0.35}" width="${step * 0.7}" y="${y}" height="${Math.abs(yOf(0) - yOf(p.value))}" rx="6" fill="${colours.primary}"/>`,
      );
    });
  } else {
    const d = points.map((p, i) => `${i === 0 ? "M" : "L"}${xOf(i).toFixed(1)},${yOf(p.value).toFixed(1)}`);
    if (mark !== "point")
      parts.push(`<path d="${d.join(" ")}" fill="none" stroke="${colours.primary}" stroke-width="4"/>`);
    points.forEach((p, i) => {
      parts.push(`<circle cx="${xOf(i)}" cy="${yOf(p.value)}" r="7" fill="${colours.primary}"/>`);
    });
  }
  points.forEach((p, i) => {
    const label = p.label.length > 12 ? `${p.label.slice(0, 11)}…` : p.label;
    parts.push(
      `<text x="${xOf(i)}" y="${height - pad.bottom + 28}" text-anchor="middle" font-size="18" fill="${colours.muted}">${escapeHtml(label)}</text>`,
    );
  });
  parts.push(
    `<text x="${pad.left + innerW / 2}" y="${height - 8}" text-anchor="middle" font-size="20" fill="${colours.muted}">${escapeHtml(chart.xTitle)}</text>`,
  );
  const summary = points.map((p) => `${p.label}: ${p.value}`).join(", ");
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(`${visual.title ?? "Chart"}. ${summary}`)}">${parts.join("")}</svg>`;
}

function visualHtml(visual: SlideVisual, options: DeckPageOptions): string {
  switch (visual.type) {
    case "code":
      return codeHtml(visual.code, visual.language);
    case "math":
      return `<div class="math" data-raster>${katex.renderToString(visual.latex, { displayMode: true, throwOnError: false, output: "htmlAndMathml" })}</div>`;
    case "chart":
      return chartSvg(visual, options.theme);
    case "diagram":
      // Drawn by Mermaid in the page (strict security); its source stays as text if it cannot parse.
      return `<div class="diagram" data-raster data-diagram><pre>${escapeHtml(visual.source)}</pre></div>`;
    case "image":
      return options.image
        ? `<img data-raster src="${escapeHtml(options.image)}" alt="${escapeHtml(visual.alt)}">`
        : `<p class="placeholder">${escapeHtml(visual.alt)}</p>`;
  }
}

function slideBody(slide: Slide, options: DeckPageOptions): string {
  const title = `<h2>${escapeHtml(slide.title)}</h2>`;
  const section =
    slide.section !== slide.title && slide.kind !== "title" && slide.kind !== "summary"
      ? `<p class="section">${escapeHtml(slide.section)}</p>`
      : "";
  switch (slide.kind) {
    case "title":
      return `${title}<p class="brand">A lesson from Brainy AI</p>`;
    case "summary":
      return `${title}<ol class="points">${slide.points.map((p) => `<li>${runsHtml(p)}</li>`).join("")}</ol>`;
    case "checkpoint": {
      const checkpoint = slide.checkpoint!;
      const choices = checkpoint.choices.length
        ? `<ol class="choices">${checkpoint.choices.map((c, i) => `<li><b>${String.fromCharCode(65 + i)}</b>${runsHtml(c)}</li>`).join("")}</ol>`
        : `<div class="fill" aria-label="Your answer"></div>`;
      return `${section}${title}<p class="question">${runsHtml(checkpoint.question)}</p>${choices}`;
    }
    case "visual":
      return `${section}${title}${slide.points.map((p) => `<p class="caption">${runsHtml(p)}</p>`).join("")}<div class="figure">${visualHtml(slide.visual!, options)}</div>`;
    default:
      return `${section}${title}<ul class="points">${slide.points.map((p) => `<li>${runsHtml(p)}</li>`).join("")}</ul>`;
  }
}

/** Draws the page's diagrams with Mermaid, then says the page is ready (the renderer waits for it). */
const DIAGRAM_SCRIPT = (theme: DeckTheme) => `
(async () => {
  const nodes = [...document.querySelectorAll("[data-diagram]")];
  if (nodes.length && window.mermaid) {
    mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: ${JSON.stringify(theme === "dark" ? "dark" : "default")}, fontFamily: "DejaVu Sans, sans-serif" });
    for (const [i, node] of nodes.entries()) {
      try {
        const { svg } = await mermaid.render("diagram-" + i, node.textContent);
        node.innerHTML = svg;
      } catch {}
    }
  }
  window.deckReady = true;
})();`;

/**
 * The deck as one HTML page for the slide renderer: every slide a 1280 × 720 section, with the
 * lesson's text escaped, formulas drawn by KaTeX, code by highlight.js, charts as SVG and diagrams
 * by Mermaid in the page. Visuals that the PPTX takes as pictures carry `data-raster`.
 */
export async function deckPage(slides: Slide[], options: DeckPageOptions): Promise<string> {
  const hasMath = slides.some((s) => s.visual?.type === "math");
  const hasDiagram = slides.some((s) => s.visual?.type === "diagram");
  const katexCss = hasMath ? await katexStylesInlined() : "";
  const mermaid = hasDiagram ? (await readMermaid()).replaceAll("</script", "<\\/script") : "";
  const sections = slides.map(
    (slide, i) =>
      `<section class="slide ${slide.kind}" data-slide="${i}">${slideBody(slide, options)}<footer><span>${escapeHtml(options.lessonTitle)}</span><span>${i + 1} / ${slides.length}</span></footer></section>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(options.lessonTitle)}</title>
<style>${katexCss}</style><style>${deckStyles(options.theme)}</style></head><body>
${sections.join("\n")}
${mermaid ? `<script>${mermaid}</script>` : ""}<script>${DIAGRAM_SCRIPT(options.theme)}</script></body></html>`;
}
