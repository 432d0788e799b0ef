import { createRequire } from "node:module";
import type { Book, LessonBlock, LessonContent } from "@brainy/contract";
import katex from "katex";
import { micromark } from "micromark";
import { chartRows, citationPlace, type ExportCitation, markCitations } from "./markdown.ts";

/** Text safe inside HTML elements and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
}

/** Inline Markdown marks (**bold**, *italic*, `code`, links) as HTML; raw HTML in the text is escaped. */
function inline(text: string): string {
  return micromark(text)
    .trim()
    .replace(/^<p>([\s\S]*)<\/p>$/, "$1");
}

type Highlighter = {
  getLanguage(name: string): unknown;
  highlight(code: string, options: { language: string; ignoreIllegals: boolean }): { value: string };
};
// Loaded without its types: they pull in the DOM library (`/// <reference lib="dom" />`), which
// changes the fetch and body types of the whole server.
const hljs = createRequire(import.meta.url)("highlight.js/lib/common") as Highlighter;

/** Code coloured by highlight.js (its output escapes the code), or escaped as it is for an unknown language. */
function highlighted(code: string, language: string): string {
  const name = language.toLowerCase();
  if (!hljs.getLanguage(name)) return escapeHtml(code);
  return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
}

function math(latex: string, displayMode: boolean): string {
  return katex.renderToString(latex, { displayMode, throwOnError: false, output: "htmlAndMathml" });
}

function chartHtml(title: string | undefined, block: Extract<LessonBlock, { type: "chart" }>): string {
  const { columns, rows } = chartRows(block.spec);
  const head = columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join("");
  const body = rows.map((row) => `<tr>${row.map((v) => `<td>${escapeHtml(v)}</td>`).join("")}</tr>`).join("");
  const caption = title ? `<caption>${escapeHtml(title)}</caption>` : "";
  return `<table class="chart">${caption}<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function blockHtml(block: LessonBlock, image: string | null, imageUsed: { done: boolean }): string {
  switch (block.type) {
    case "header": {
      // The lesson's title is the h2; its own headings (written at levels 2-3) start at h3.
      const level = Math.min(6, Math.max(3, block.level + 1));
      return `<h${level}>${escapeHtml(block.text)}</h${level}>`;
    }
    case "paragraph":
      return `<p>${inline(block.text)}</p>`;
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      return `<${tag}>${block.items.map((item) => `<li>${inline(item)}</li>`).join("")}</${tag}>`;
    }
    case "codeBlock": {
      const language = block.language.trim() || "text";
      return `<figure class="code"><figcaption>${escapeHtml(language)}</figcaption><pre><code>${highlighted(block.code.replace(/\n$/, ""), language)}</code></pre></figure>`;
    }
    case "mathInline":
      return `<p class="math">${math(block.latex, false)}</p>`;
    case "mathBlock":
      return `<div class="math display">${math(block.latex, true)}</div>`;
    case "imagePlaceholder":
      if (image && !imageUsed.done) {
        imageUsed.done = true;
        return `<figure class="illustration"><img src="${image}" alt="${escapeHtml(block.alt)}"></figure>`;
      }
      return `<p class="placeholder"><em>Illustration:</em> ${escapeHtml(block.alt)}</p>`;
    case "chart":
      return chartHtml(block.title, block);
    case "diagram":
      // The file runs no script to draw it: the Mermaid source, which reads as an outline.
      return `<figure class="code diagram"><figcaption>${escapeHtml(block.title ?? "Diagram")} (Mermaid source)</figcaption><pre tabindex="0" aria-label="Diagram source"><code>${escapeHtml(block.source)}</code></pre></figure>`;
    case "checkpoint": {
      const choices = block.choices.length
        ? `<ul>${block.choices.map((c) => `<li>${inline(c)}</li>`).join("")}</ul>`
        : "";
      return `<aside class="checkpoint"><p><strong>Checkpoint:</strong> ${inline(block.question)}</p>${choices}<details><summary>Answer</summary><p>${inline(block.answer)} — ${inline(block.explanation)}</p></details></aside>`;
    }
    case "refresher":
      return `<aside class="checkpoint"><p><strong>Refresher</strong> (${escapeHtml(block.concepts.join(", "))}): ${inline(block.text)}</p></aside>`;
  }
}

/**
 * `markCitations` on the text of rendered HTML only: never inside a tag (an image's alt or a link's
 * title holding `[1]` would get a link written into the attribute), nor inside a link (no nested
 * links) or inline code (literal text). Tags are found as `<…>`: micromark and escapeHtml encode
 * `<` and `>` in text and attribute values.
 */
export function markCitationsInHtml(
  html: string,
  cited: ReadonlySet<number>,
  mark: (n: number) => string,
): string {
  if (cited.size === 0) return html;
  let skip = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        if (/^<(a|code)[\s>]/i.test(part)) skip += 1;
        else if (/^<\/(a|code)>/i.test(part)) skip = Math.max(0, skip - 1);
        return part;
      }
      return skip > 0 ? part : markCitations(part, cited, mark);
    })
    .join("");
}

/** One lesson as an <article> starting a new printed page; `image` is a data URL. */
export function lessonHtml(options: {
  anchor: string;
  title: string;
  sectionLabel: string;
  content: LessonContent | null;
  books: Book[];
  /** A grounded lesson's citations: its `[n]` markers link to a numbered list of references. */
  citations?: ExportCitation[];
  image: string | null;
}): string {
  const { anchor, title, content, books, image } = options;
  const citations = options.citations ?? [];
  const cited = new Set(citations.map((c) => c.n));
  const marker = (n: number) =>
    `<sup><a href="#${anchor}-ref-${n}" aria-label="Reference ${n}">[${n}]</a></sup>`;
  const parts = [
    `<article class="lesson" id="${anchor}" aria-labelledby="${anchor}-title">`,
    `<p class="section-label">${escapeHtml(options.sectionLabel)}</p>`,
    `<h2 id="${anchor}-title">${escapeHtml(title)}</h2>`,
  ];
  if (!content) parts.push(`<p class="placeholder">This lesson has not been written yet.</p>`);
  else {
    const imageUsed = { done: false };
    const blocks = content.blocks.map((block) => {
      const html = blockHtml(block, image, imageUsed);
      const prose = block.type === "paragraph" || block.type === "list" || block.type === "header";
      return prose ? markCitationsInHtml(html, cited, marker) : html;
    });
    if (image && !imageUsed.done)
      blocks.unshift(`<figure class="illustration"><img src="${image}" alt=""></figure>`);
    parts.push(...blocks);
    if (books.length > 0) {
      parts.push(`<h3>Further reading</h3><ul class="books">`);
      parts.push(
        ...books.map((b) => `<li><cite>${escapeHtml(b.title)}</cite> by ${escapeHtml(b.author)}</li>`),
      );
      parts.push("</ul>");
    }
    if (citations.length > 0) {
      parts.push(`<h3>References</h3><ol class="references">`);
      parts.push(
        ...citations.map(
          (c) =>
            `<li value="${c.n}" id="${anchor}-ref-${c.n}">${escapeHtml(citationPlace(c))}: <q>${escapeHtml(c.quote.replace(/\s+/g, " ").trim())}</q></li>`,
        ),
      );
      parts.push("</ol>");
    }
  }
  parts.push("</article>\n");
  return parts.join("\n");
}

/** The page's own styles: readable on screen (light and dark) and paginated in print, one lesson a page. */
const PAGE_STYLES = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1c1b22;--muted:#55535f;--line:#d9d7e0;--code-bg:#f4f3f8;--accent:#4b3fc4;
--code-keyword:#6d28d9;--code-string:#166534;--code-number:#92400e;--code-comment:#4f5572;--code-function:#1d4ed8;--code-type:#9d174d}
@media screen and (prefers-color-scheme:dark){:root{--bg:#14131a;--fg:#ecebf2;--muted:#b4b2c0;--line:#3a3846;--code-bg:#1f1e27;--accent:#a9a1ff;
--code-keyword:#c4b5fd;--code-string:#86efac;--code-number:#fcd34d;--code-comment:#a9b0cc;--code-function:#93c5fd;--code-type:#f9a8d4}}
.hljs-keyword,.hljs-built_in,.hljs-selector-tag,.hljs-meta{color:var(--code-keyword)}
.hljs-string,.hljs-attr,.hljs-template-tag,.hljs-regexp{color:var(--code-string)}
.hljs-number,.hljs-literal,.hljs-variable{color:var(--code-number)}
.hljs-comment{color:var(--code-comment);font-style:italic}
.hljs-title,.hljs-params{color:var(--code-function)}
.hljs-type,.hljs-title.class_{color:var(--code-type)}
*{box-sizing:border-box}
html{background:var(--bg);color:var(--fg)}
body{margin:0 auto;max-width:46rem;padding:2.5rem 1.25rem 4rem;font:1.0625rem/1.65 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
h1,h2,h3,h4,h5,h6{line-height:1.25;margin:1.6em 0 .5em;break-after:avoid}
h1{font-size:2.2rem;margin-top:0}
h2{font-size:1.75rem;margin-top:.2em}
h3{font-size:1.3rem}h4{font-size:1.1rem}h5,h6{font-size:1rem}
a{color:var(--accent)}
.cover img{display:block;width:100%;max-height:22rem;object-fit:cover;border-radius:12px;margin:1.5rem 0}
.meta,.section-label,.placeholder{color:var(--muted)}
.section-label{text-transform:uppercase;letter-spacing:.06em;font-size:.8rem;margin:0}
.toc ol{padding-left:1.4rem}.toc>ol>li{margin:.6rem 0;font-weight:600}.toc li li{font-weight:400;margin:.2rem 0}
.lesson{border-top:1px solid var(--line);margin-top:3rem;padding-top:2rem}
figure{margin:1.25rem 0}
.illustration img{display:block;max-width:100%;height:auto;border-radius:10px}
.code figcaption{font:600 .75rem/1 ui-monospace,monospace;color:var(--muted);margin-bottom:.35rem;text-transform:lowercase}
.diagram figcaption{text-transform:none}
.checkpoint{border:1px solid var(--line);border-radius:8px;padding:.25rem 1rem;margin:1.25rem 0;break-inside:avoid}
summary{cursor:pointer;color:var(--accent);font-weight:600}
pre{background:var(--code-bg);border:1px solid var(--line);border-radius:8px;padding:.9rem 1rem;overflow-x:auto;font:.875rem/1.5 ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace}
code{font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;font-size:.92em}
p code,li code{background:var(--code-bg);padding:.1em .3em;border-radius:4px}
.math.display{overflow-x:auto;margin:1rem 0}
table.chart{border-collapse:collapse;margin:1.25rem 0;font-size:.9rem}
table.chart caption{font-weight:600;text-align:left;margin-bottom:.4rem}
table.chart th,table.chart td{border:1px solid var(--line);padding:.3rem .6rem;text-align:left}
@page{size:A4;margin:18mm 16mm 20mm}
@media print{
  body{max-width:none;padding:0;font-size:11pt}
  .toc{break-after:page}
  .lesson{break-before:page;border-top:0;margin-top:0;padding-top:0}
  pre{white-space:pre-wrap;overflow-wrap:anywhere;overflow:visible}
  figure.code,figure.illustration,table.chart,.math.display{break-inside:avoid}
  p,li{orphans:3;widows:3}
  a{color:inherit;text-decoration:none}
}
`;

/** The page up to the lessons: styles, the cover and the table of contents. */
export function htmlHead(options: {
  title: string;
  description: string;
  cover: string | null;
  katexCss: string;
  exportedOn: string;
  toc: { title: string; lessons: { anchor: string; title: string }[] }[];
}): string {
  const toc = options.toc
    .map(
      (section) =>
        `<li>${escapeHtml(section.title)}${
          section.lessons.length
            ? `<ol>${section.lessons.map((l) => `<li><a href="#${l.anchor}">${escapeHtml(l.title)}</a></li>`).join("")}</ol>`
            : ""
        }</li>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Brainy AI">
<title>${escapeHtml(options.title)}</title>
<style>${options.katexCss}</style>
<style>${PAGE_STYLES}</style>
</head>
<body>
<header class="cover">
<h1>${escapeHtml(options.title)}</h1>
${options.description ? `<p>${escapeHtml(options.description)}</p>` : ""}
${options.cover ? `<img src="${options.cover}" alt="">` : ""}
<p class="meta">Exported from Brainy AI on ${escapeHtml(options.exportedOn)}.</p>
</header>
<nav class="toc" aria-labelledby="toc-title">
<h2 id="toc-title">Contents</h2>
<ol>${toc}</ol>
</nav>
<main>
`;
}

export const HTML_FOOT = "</main>\n</body>\n</html>\n";
