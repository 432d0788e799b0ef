import type { SourceKind } from "@brainy/contract";
import { unzipSync } from "fflate";
import { parse } from "node-html-parser";
import { htmlSections } from "./html.ts";
import { ocrAvailable, ocrPdfPage, openOcrFile } from "./ocr.ts";
import { estimatePages, markdownSections, plainTextSections, type Section, tidyParagraph } from "./text.ts";

/** An extraction that cannot succeed, with a reason a learner may read; it is not retried. */
export class ExtractionError extends Error {
  override name = "ExtractionError";
}

export const NO_TEXT_MESSAGE = "This file has no selectable text";
/** A zip (DOCX, EPUB) may expand to at most this much, and hold at most this many files. */
export const ZIP_MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 20_000;
/** Chapters an EPUB may have, whatever the plan (each is read and indexed). */
export const EPUB_MAX_CHAPTERS = 2_000;

export type ExtractOptions = {
  /** The plan's pages per source; a longer file fails with a reason. */
  maxPages: number;
  /** Told the total once known, then each page or chapter done. */
  onProgress(done: number, total: number): Promise<void> | void;
  signal?: AbortSignal;
};

/** Reads a source's bytes into sections (pages for PDF, headings for the rest). */
export async function extractSections(
  kind: SourceKind,
  bytes: Uint8Array,
  options: ExtractOptions,
): Promise<Section[]> {
  switch (kind) {
    case "pdf":
      return extractPdf(bytes, options);
    case "docx":
      return extractDocx(bytes, options);
    case "epub":
      return extractEpub(bytes, options);
    case "markdown":
    case "text": {
      const text = new TextDecoder("utf-8").decode(bytes);
      const sections = kind === "markdown" ? markdownSections(text) : plainTextSections(text);
      return checkedPages(sections, options);
    }
    case "web":
    case "video":
      throw new ExtractionError("A link is read by fetching it, not from a stored file.");
  }
}

async function checkedPages(sections: Section[], options: ExtractOptions): Promise<Section[]> {
  const pages = estimatePages(sections);
  if (pages > options.maxPages)
    throw new ExtractionError(
      `This text is about ${pages.toLocaleString("en-GB")} pages long; your plan allows ${options.maxPages.toLocaleString("en-GB")} pages per source.`,
    );
  if (sections.length === 0) throw new ExtractionError("This file has no text.");
  await options.onProgress(sections.length, sections.length);
  return sections;
}

type PdfOutlineItem = { title: string; dest: string | unknown[] | null; items: PdfOutlineItem[] };

async function extractPdf(bytes: Uint8Array, options: ExtractOptions): Promise<Section[]> {
  const { getDocumentProxy } = await import("unpdf");
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js may take the buffer over; it gets its own copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: false });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === "PasswordException")
      throw new ExtractionError(
        "This PDF is protected with a password. Remove the password and upload it again.",
      );
    throw new ExtractionError("This PDF is damaged or incomplete and cannot be read.");
  }
  try {
    const total = pdf.numPages;
    if (total > options.maxPages)
      throw new ExtractionError(
        `This PDF has ${total.toLocaleString("en-GB")} pages; your plan allows ${options.maxPages.toLocaleString("en-GB")} pages per source.`,
      );
    await options.onProgress(0, total);
    const headings = await pdfHeadingsByPage(pdf, total);
    const sections: Section[] = [];
    let characters = 0;
    for (let number = 1; number <= total; number++) {
      options.signal?.throwIfAborted();
      let lines: string[] = [];
      try {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        let line = "";
        for (const item of content.items as { str?: string; hasEOL?: boolean }[]) {
          line += item.str ?? "";
          if (item.hasEOL) {
            lines.push(line);
            line = "";
          }
        }
        lines.push(line);
        page.cleanup();
      } catch {
        // A truncated file loses its broken pages, not the whole source.
        lines = [];
      }
      const paragraphs = pageParagraphs(lines);
      for (const p of paragraphs) characters += p.length;
      sections.push({ page: number, headingPath: headings[number - 1] ?? [], paragraphs });
      if (number % 10 === 0 || number === total) await options.onProgress(number, total);
    }
    if (characters === 0) return await ocrSections(bytes, sections, options);
    return sections.filter((section) => section.paragraphs.length > 0);
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** A page's lines joined into paragraphs: a blank line, or a line ending a sentence short of the width, ends one. */
function pageParagraphs(lines: string[]): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const raw of lines) {
    const line = tidyParagraph(raw);
    if (!line) {
      if (current.length) paragraphs.push(current.join(" "));
      current = [];
      continue;
    }
    current.push(line);
  }
  if (current.length) paragraphs.push(current.join(" "));
  return paragraphs;
}

/** The outline's (bookmarks') heading path in force on each page, when the PDF has one. */
async function pdfHeadingsByPage(
  pdf: {
    getOutline(): Promise<PdfOutlineItem[] | null>;
    getDestination(id: string): Promise<unknown[] | null>;
    getPageIndex(ref: unknown): Promise<number>;
  },
  total: number,
): Promise<string[][]> {
  const byPage: string[][] = Array.from({ length: total }, () => []);
  let outline: PdfOutlineItem[] | null = null;
  try {
    outline = await pdf.getOutline();
  } catch {
    return byPage;
  }
  if (!outline) return byPage;
  const starts: { page: number; path: string[] }[] = [];
  const visit = async (items: PdfOutlineItem[], path: string[]) => {
    for (const item of items.slice(0, 5_000)) {
      const title = tidyParagraph(item.title ?? "");
      const itemPath = title ? [...path, title] : path;
      try {
        const dest = typeof item.dest === "string" ? await pdf.getDestination(item.dest) : item.dest;
        if (dest?.[0] !== undefined && title) {
          const ref = dest[0];
          const index = typeof ref === "number" ? ref : await pdf.getPageIndex(ref);
          starts.push({ page: index, path: itemPath });
        }
      } catch {}
      if (item.items?.length && path.length < 5) await visit(item.items, itemPath);
    }
  };
  await visit(outline, []);
  starts.sort((a, b) => a.page - b.page);
  let s = 0;
  let current: string[] = [];
  for (let page = 0; page < total; page++) {
    while (s < starts.length && starts[s]!.page <= page) current = starts[s++]!.path;
    byPage[page] = current;
  }
  return byPage;
}

/** A PDF without a text layer: read by OCR when tesseract and pdftoppm are installed, else a clear failure. */
async function ocrSections(
  bytes: Uint8Array,
  sections: Section[],
  options: ExtractOptions,
): Promise<Section[]> {
  if (!(await ocrAvailable())) throw new ExtractionError(NO_TEXT_MESSAGE);
  const read: Section[] = [];
  const total = sections.length;
  await options.onProgress(0, total);
  const file = await openOcrFile(bytes);
  try {
    for (const section of sections) {
      options.signal?.throwIfAborted();
      const text = await ocrPdfPage(file, section.page!);
      const paragraphs = text
        .split(/\n\s*\n/)
        .map(tidyParagraph)
        .filter(Boolean);
      if (paragraphs.length) read.push({ ...section, paragraphs });
      await options.onProgress(section.page!, total);
    }
  } finally {
    await file.close();
  }
  if (read.length === 0) throw new ExtractionError(NO_TEXT_MESSAGE);
  return read;
}

/** Refuses a zip that would expand past the cap (a zip bomb) before anything is decompressed. */
function checkZip(bytes: Uint8Array, what: string): void {
  let total = 0;
  let entries = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        entries += 1;
        total += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new ExtractionError(`This ${what} file is damaged and cannot be read.`);
  }
  if (entries > ZIP_MAX_ENTRIES || total > ZIP_MAX_UNCOMPRESSED_BYTES)
    throw new ExtractionError(
      `This ${what} file expands to more than ${ZIP_MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB and was not read.`,
    );
}

async function extractDocx(bytes: Uint8Array, options: ExtractOptions): Promise<Section[]> {
  checkZip(bytes, "DOCX");
  const mammoth = (await import("mammoth")).default;
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }));
  } catch {
    throw new ExtractionError("This DOCX file is damaged and cannot be read.");
  }
  return checkedPages(htmlSections(html), options);
}

/** Unzips the named files only (each checked against the cap already). */
function unzipFiles(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  return unzipSync(bytes, { filter: (file) => wanted(file.name) });
}

async function extractEpub(bytes: Uint8Array, options: ExtractOptions): Promise<Section[]> {
  checkZip(bytes, "EPUB");
  const decode = (data: Uint8Array | undefined) => (data ? new TextDecoder().decode(data) : "");
  const damaged = () => new ExtractionError("This EPUB file is damaged and cannot be read.");
  const container = decode(
    unzipFiles(bytes, (name) => name === "META-INF/container.xml")["META-INF/container.xml"],
  );
  const opfPath = parse(container).querySelector("rootfile")?.getAttribute("full-path");
  if (!opfPath) throw damaged();
  const opf = parse(decode(unzipFiles(bytes, (name) => name === opfPath)[opfPath]));
  const base = opfPath.includes("/") ? opfPath.slice(0, opfPath.lastIndexOf("/") + 1) : "";
  const manifest = new Map<string, string>();
  for (const item of opf.querySelectorAll("item")) {
    const id = item.getAttribute("id");
    const href = item.getAttribute("href");
    if (id && href) manifest.set(id, base + decodeURIComponent(href.split("#")[0]!));
  }
  const spine = opf
    .querySelectorAll("itemref")
    .map((ref) => manifest.get(ref.getAttribute("idref") ?? ""))
    .filter((path): path is string => Boolean(path));
  if (spine.length === 0) throw damaged();
  const cap = Math.min(options.maxPages, EPUB_MAX_CHAPTERS);
  if (spine.length > cap)
    throw new ExtractionError(
      `This EPUB has ${spine.length.toLocaleString("en-GB")} chapters; at most ${cap.toLocaleString("en-GB")} can be read per source.`,
    );
  await options.onProgress(0, spine.length);
  const sections: Section[] = [];
  // Chapters are unzipped in batches so a large book is not all in memory at once.
  for (let start = 0; start < spine.length; start += 50) {
    options.signal?.throwIfAborted();
    const batch = new Set(spine.slice(start, start + 50));
    const files = unzipFiles(bytes, (name) => batch.has(name));
    for (const path of spine.slice(start, start + 50)) sections.push(...htmlSections(decode(files[path])));
    await options.onProgress(Math.min(start + 50, spine.length), spine.length);
  }
  return checkedPages(sections, options);
}
