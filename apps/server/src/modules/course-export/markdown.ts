import type { Book, ChartSpec, LessonBlock, LessonContent } from "@brainy/contract";
import { linkPath } from "../../lib/file-names.ts";

/** A lesson's illustration as the export holds it: its path relative to the lesson's file. */
export type ExportImage = { path: string };

/** A fence longer than any run of backticks in the code, so code holding ``` stays one block. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  return "`".repeat(Math.max(3, longest + 1));
}

/** A chart's inline values as a GFM table (its columns are the values' keys). */
export function chartRows(spec: ChartSpec): { columns: string[]; rows: string[][] } {
  const values = spec.data.values;
  const columns = [...new Set(values.flatMap((value) => Object.keys(value)))];
  const rows = values.map((value) => columns.map((column) => String(value[column] ?? "")));
  return { columns, rows };
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function chartMarkdown(title: string | undefined, spec: ChartSpec): string {
  const { columns, rows } = chartRows(spec);
  const table = [
    `| ${columns.map(cell).join(" | ")} |`,
    `| ${columns.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");
  const json = JSON.stringify(spec, null, 2);
  const fence = fenceFor(json);
  return `${title ? `**${title}**\n\n` : ""}${table}\n\n${fence}vega-lite\n${json}\n${fence}`;
}

function blockMarkdown(block: LessonBlock, image: ExportImage | null, imageUsed: { done: boolean }): string {
  switch (block.type) {
    case "header":
      return `${"#".repeat(block.level + 1)} ${block.text}`;
    case "paragraph":
      return block.text;
    case "list":
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : "-"} ${item}`).join("\n");
    case "codeBlock": {
      const fence = fenceFor(block.code);
      const language = block.language.trim().toLowerCase().replace(/\s+/g, "-");
      return `${fence}${language}\n${block.code.replace(/\n$/, "")}\n${fence}`;
    }
    case "mathInline":
      return `$${block.latex.trim()}$`;
    case "mathBlock":
      return `$$\n${block.latex.trim()}\n$$`;
    case "imagePlaceholder":
      if (image && !imageUsed.done) {
        imageUsed.done = true;
        return `![${block.alt.replace(/[[\]]/g, "")}](${linkPath(image.path)})`;
      }
      return `> *Illustration:* ${block.alt}`;
    case "chart":
      return chartMarkdown(block.title, block.spec);
    case "diagram": {
      // A mermaid fence: Obsidian, GitHub and most Markdown viewers draw it.
      const fence = fenceFor(block.source);
      return `${block.title ? `**${block.title}**\n\n` : ""}${fence}mermaid\n${block.source.replace(/\n$/, "")}\n${fence}`;
    }
    case "checkpoint":
      return [
        `> **Checkpoint:** ${block.question}`,
        ...block.choices.map((choice) => `> - ${choice}`),
        ">",
        `> *Answer:* ${block.answer} — ${block.explanation}`,
      ].join("\n");
    case "refresher":
      return `> **Refresher** (${block.concepts.join(", ")}): ${block.text}`;
  }
}

/**
 * One lesson as Markdown: its title, its blocks (math as `$…$` and `$$…$$`, code fenced with its
 * language, charts as tables with their Vega-Lite spec), its illustration and its books.
 */
/** A grounded lesson's citation, as the exports name it (a footnote or a reference). */
export type ExportCitation = {
  n: number;
  sourceTitle: string;
  page: number | null;
  headingPath: string[];
  quote: string;
  sourceDeleted?: boolean | undefined;
};

/** "Cells.pdf, page 2, Cells › Membranes (source deleted)": where a citation points. */
export function citationPlace(c: ExportCitation): string {
  const parts = [c.sourceTitle, c.page === null ? "" : `page ${c.page}`, c.headingPath.join(" › ")];
  return `${parts.filter(Boolean).join(", ")}${c.sourceDeleted ? " (source deleted)" : ""}`;
}

/** The `[n]` markers of text whose n is one of the lesson's citations, each given to `mark`. */
export function markCitations(text: string, cited: ReadonlySet<number>, mark: (n: number) => string): string {
  if (cited.size === 0) return text;
  return text.replace(/\[(\d{1,2})\]/g, (marker, n: string) =>
    cited.has(Number(n)) ? mark(Number(n)) : marker,
  );
}

export function lessonMarkdown(options: {
  title: string;
  sectionTitle: string;
  content: LessonContent | null;
  books: Book[];
  /** A grounded lesson's citations: its `[n]` markers become footnotes `[^n]`. */
  citations?: ExportCitation[];
  image: ExportImage | null;
}): string {
  const { title, content, books, image } = options;
  const citations = options.citations ?? [];
  const cited = new Set(citations.map((c) => c.n));
  const parts = [`# ${title}`, `*${options.sectionTitle}*`];
  if (!content) {
    parts.push("*This lesson has not been written yet.*");
    return `${parts.join("\n\n")}\n`;
  }
  const imageUsed = { done: false };
  for (const block of content.blocks) {
    const text = blockMarkdown(block, image, imageUsed);
    const prose = block.type === "paragraph" || block.type === "list" || block.type === "header";
    parts.push(prose ? markCitations(text, cited, (n) => `[^${n}]`) : text);
  }
  if (image && !imageUsed.done) parts.splice(2, 0, `![${title}](${linkPath(image.path)})`);
  if (books.length > 0) {
    parts.push("## Further reading");
    parts.push(books.map((book) => `- *${book.title}* by ${book.author}`).join("\n"));
  }
  if (citations.length > 0)
    parts.push(
      citations
        .map((c) => `[^${c.n}]: ${citationPlace(c)}: “${c.quote.replace(/\s+/g, " ").trim()}”`)
        .join("\n"),
    );
  return `${parts.join("\n\n")}\n`;
}
