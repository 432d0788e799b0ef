import type { LessonBlock } from "@brainy/contract";
import katex from "katex";
import type { SharedCourse } from "./service.ts";

/** Text for HTML: element content and attribute values alike. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Inline marks of lesson text (**bold**, *italic*, `code`) on escaped text, as the app shows them. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, "$1<em>$2</em>");
}

/** LaTeX as MathML (KaTeX): browsers lay it out natively, with no stylesheet, font or script. */
function math(latex: string, displayMode: boolean): string {
  return katex.renderToString(latex, { output: "mathml", displayMode, throwOnError: false });
}

/** A chart's inline data as a table (the page runs no script to draw it). */
function chartTable(block: Extract<LessonBlock, { type: "chart" }>): string {
  const values = (block.spec as { data?: { values?: unknown } }).data?.values;
  const rows = Array.isArray(values)
    ? values.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null).slice(0, 50)
    : [];
  const caption = `<figcaption>${escapeHtml(block.title ?? "Chart")} (its data)</figcaption>`;
  if (rows.length === 0) return `<figure class="chart">${caption}</figure>`;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].slice(0, 8);
  const cell = (value: unknown) =>
    escapeHtml(typeof value === "object" ? JSON.stringify(value) : String(value ?? ""));
  const head = columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join("");
  const body = rows.map((row) => `<tr>${columns.map((c) => `<td>${cell(row[c])}</td>`).join("")}</tr>`);
  return `<figure class="chart">${caption}<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body.join("")}</tbody></table></div></figure>`;
}

/** One lesson block. Content headers sit under the lesson's h3: levels 1-2 → h4, 3 → h5, 4 → h6. */
function block(item: LessonBlock, image: { src: string } | null): string {
  switch (item.type) {
    case "header": {
      const level = Math.min(6, Math.max(4, item.level + 2));
      return `<h${level}>${inline(item.text)}</h${level}>`;
    }
    case "paragraph":
      return `<p>${inline(item.text)}</p>`;
    case "list": {
      const tag = item.ordered ? "ol" : "ul";
      return `<${tag}>${item.items.map((i) => `<li>${inline(i)}</li>`).join("")}</${tag}>`;
    }
    case "codeBlock":
      return `<pre tabindex="0" aria-label="${escapeHtml(item.language)} code"><code class="language-${escapeHtml(item.language.replace(/[^\w+#-]/g, ""))}">${escapeHtml(item.code)}</code></pre>`;
    case "mathInline":
      return `<p>${math(item.latex, false)}</p>`;
    case "mathBlock":
      return `<div class="math">${math(item.latex, true)}</div>`;
    case "imagePlaceholder":
      return image
        ? `<img class="illustration" src="${escapeHtml(image.src)}" alt="${escapeHtml(item.alt)}" width="1200" height="630" loading="lazy" decoding="async">`
        : "";
    case "chart":
      return chartTable(item);
    case "diagram":
      // No script runs here to draw it: the diagram's Mermaid source, which reads as an outline.
      return `<figure class="diagram"><figcaption>${escapeHtml(item.title ?? "Diagram")} (Mermaid source)</figcaption><pre tabindex="0" aria-label="Diagram source"><code>${escapeHtml(item.source)}</code></pre></figure>`;
    case "checkpoint": {
      const choices = item.choices.length
        ? `<ul>${item.choices.map((c) => `<li>${inline(c)}</li>`).join("")}</ul>`
        : "";
      return `<aside class="checkpoint"><p><strong>Checkpoint:</strong> ${inline(item.question)}</p>${choices}<details><summary>Show the answer</summary><p>${inline(item.answer)} — ${inline(item.explanation)}</p></details></aside>`;
    }
    case "refresher":
      return `<aside class="checkpoint"><p><strong>Refresher</strong> (${escapeHtml(item.concepts.join(", "))}): ${inline(item.text)}</p></aside>`;
    default:
      return "";
  }
}

const CSS = `
:root{color-scheme:light dark;--bg:#fff;--text:#1b1d29;--muted:#4a5068;--line:#dde0ea;--soft:#f3f4f8;--accent:#4338ca;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#10121a;--text:#e8eaf0;--muted:#aab0c2;--line:#2c3140;--soft:#1b1f2b;--accent:#a5b4fc;--on-accent:#10121a}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:1.0625rem/1.65 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--accent)}
a:focus-visible,pre:focus-visible,.scroll:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;max-width:46rem;margin:0 auto;padding:1rem 1.25rem}
.brand{font-weight:700;text-decoration:none;color:var(--text)}
.add{display:inline-block;padding:.55rem 1rem;border-radius:.6rem;background:var(--accent);color:var(--on-accent);font-weight:600;text-decoration:none;white-space:nowrap}
main{max-width:46rem;margin:0 auto;padding:0 1.25rem 3rem}
.cover{display:block;width:100%;height:auto;aspect-ratio:1200/630;object-fit:cover;border-radius:1rem;background:var(--soft)}
h1{font-size:clamp(1.75rem,5vw,2.5rem);line-height:1.2;margin:1.5rem 0 .5rem}
h2{font-size:1.5rem;line-height:1.3;margin:2.5rem 0 .5rem}
h3{font-size:1.25rem;margin:2rem 0 .5rem}
h4,h5,h6{font-size:1.05rem;margin:1.5rem 0 .25rem}
.meta,.summary,.pending{color:var(--muted)}
.meta{margin:0}
.roadmap ol{padding-left:1.4rem}
.roadmap>ol>li{margin:.6rem 0;font-weight:600}
.roadmap li li{font-weight:400;margin:.2rem 0}
.lesson{border-top:1px solid var(--line);margin-top:2rem}
pre{background:var(--soft);border:1px solid var(--line);border-radius:.6rem;padding:.9rem 1rem;overflow-x:auto;font-size:.9rem;line-height:1.5}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
p code,li code{background:var(--soft);padding:.1rem .35rem;border-radius:.35rem}
.math{overflow-x:auto;margin:1rem 0}
math{font-size:1.1em}
.illustration{width:100%;height:auto;border-radius:.75rem;margin:1rem 0}
figure{margin:1rem 0}
figcaption{font-weight:600;margin-bottom:.35rem}
.scroll{overflow-x:auto}
table{border-collapse:collapse;font-size:.95rem}
th,td{border:1px solid var(--line);padding:.3rem .6rem;text-align:left}
.checkpoint{border:1px solid var(--line);border-radius:.6rem;padding:.25rem 1rem;margin:1rem 0;background:var(--soft)}
summary{cursor:pointer;color:var(--accent);font-weight:600}
summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
footer{max-width:46rem;margin:0 auto;padding:1.5rem 1.25rem 3rem;color:var(--muted);border-top:1px solid var(--line)}
`.replace(/\n/g, "");

export type SharePageOptions = {
  token: string;
  course: SharedCourse;
  /** The site's absolute base (PUBLIC_URL), for the card tags' absolute URLs. */
  publicUrl: string;
};

/** Said above a lesson written from the owner's sources, whose references the page leaves out. */
export const OWNERS_MATERIAL_NOTE = "Written from the author's own material; its references stay private.";

/**
 * The public page of a shared course: plain HTML with its stylesheet inlined and no script: the
 * cover, the roadmap (sections and lessons) and every written lesson, with OpenGraph and Twitter
 * card tags. It holds nothing of the owner's but the course and, when they opted in, their name.
 */
export function renderSharePage({ token, course: shared, publicUrl }: SharePageOptions): string {
  const { course, sections, coverUrl } = shared;
  const base = publicUrl.replace(/\/+$/, "");
  const pagePath = `/share/${token}`;
  const lessons = sections.flatMap((s) => s.lessons);
  const description =
    course.description ||
    `A course of ${sections.length} sections and ${lessons.length} lessons, made with Brainy AI.`;
  const title = `${course.title} · Brainy AI`;
  const cardTags = [
    ["og:type", "article"],
    ["og:site_name", "Brainy AI"],
    ["og:title", course.title],
    ["og:description", description],
    ["og:url", `${base}${pagePath}`],
    ...(coverUrl
      ? [
          ["og:image", `${base}${coverUrl}`],
          ["og:image:alt", `Cover of ${course.title}`],
        ]
      : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`)
    .concat(
      [
        ["twitter:card", coverUrl ? "summary_large_image" : "summary"],
        ["twitter:title", course.title],
        ["twitter:description", description],
        ...(coverUrl ? [["twitter:image", `${base}${coverUrl}`]] : []),
      ].map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content!)}">`),
    )
    .join("");
  const written = lessons.filter((l) => l.content !== null).length;
  const roadmap = sections
    .map((section, s) => {
      const items = section.lessons
        .map((l) =>
          l.content
            ? `<li><a href="#lesson-${l.id}">${escapeHtml(l.title)}</a></li>`
            : `<li>${escapeHtml(l.title)} <span class="pending">(not written yet)</span></li>`,
        )
        .join("");
      return `<li><a href="#section-${s + 1}">${escapeHtml(section.content)}</a>${items ? `<ol>${items}</ol>` : ""}</li>`;
    })
    .join("");
  const body = sections
    .map((section, s) => {
      const lessonHtml = section.lessons
        .filter((l) => l.content)
        .map((l) => {
          const image = l.imageUrl ? { src: `${pagePath}/lessons/${l.id}/image` } : null;
          const blocks = (l.content!.blocks as LessonBlock[]).map((b) => block(b, image)).join("");
          const note = l.fromOwnersMaterial
            ? `<p class="pending">${escapeHtml(OWNERS_MATERIAL_NOTE)}</p>`
            : "";
          return `<article class="lesson" id="lesson-${l.id}" aria-labelledby="title-${l.id}"><h3 id="title-${l.id}">${escapeHtml(l.title)}</h3>${note}${blocks}</article>`;
        })
        .join("");
      const summary = section.summary ? `<p class="summary">${inline(section.summary)}</p>` : "";
      const later =
        section.lessons.length === 0
          ? `<p class="pending">Its lessons are planned as the course goes on.</p>`
          : "";
      return `<section id="section-${s + 1}" aria-labelledby="section-title-${s + 1}"><h2 id="section-title-${s + 1}">Section ${s + 1}: ${escapeHtml(section.content)}</h2>${summary}${later}${lessonHtml}</section>`;
    })
    .join("");
  const cover = coverUrl
    ? `<img class="cover" src="${escapeHtml(coverUrl)}" alt="Cover of ${escapeHtml(course.title)}" width="1200" height="630" fetchpriority="high">`
    : "";
  const by = course.sharedBy ? ` · Shared by ${escapeHtml(course.sharedBy)}` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}"><meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(`${base}${pagePath}`)}">${cardTags}<style>${CSS}</style></head><body><header class="bar"><a class="brand" href="/">Brainy AI</a><a class="add" href="/add-course/${escapeHtml(token)}">Add to my goals</a></header><main>${cover}<h1>${escapeHtml(course.title)}</h1>${course.description ? `<p>${escapeHtml(course.description)}</p>` : ""}<p class="meta">${sections.length} sections · ${lessons.length} lessons · ${written} written${by}</p><nav class="roadmap" aria-labelledby="roadmap-title"><h2 id="roadmap-title">Roadmap</h2><ol>${roadmap}</ol></nav>${body}</main><footer><p>A course made with <a href="/">Brainy AI</a>. Add it to your goals to study it with your own progress, notes and reviews.</p></footer></body></html>`;
}

/** The page for a link that was revoked or never existed (404). */
export function renderMissingPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Link not found · Brainy AI</title><meta name="robots" content="noindex"><style>${CSS}</style></head><body><header class="bar"><a class="brand" href="/">Brainy AI</a></header><main><h1>This link does not open a course</h1><p>Its owner may have stopped sharing the course, or the address is incomplete.</p><p><a href="/">Go to Brainy AI</a></p></main></body></html>`;
}
