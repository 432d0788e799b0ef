import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Document, HeadingLevel, Packer, Paragraph } from "docx";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, PDFHexString, PDFName, type PDFRef, StandardFonts } from "pdf-lib";

/** A PDF with one page per text (pdf-lib, Helvetica), each text wrapped over lines. */
export async function makePdf(pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    const words = text.split(/\s+/);
    let line = "";
    let y = 790;
    for (const word of words) {
      if ((line + word).length > 80) {
        page.drawText(line.trim(), { x: 50, y, size: 11, font });
        y -= 16;
        line = "";
      }
      line += `${word} `;
    }
    if (line.trim()) page.drawText(line.trim(), { x: 50, y, size: 11, font });
  }
  return pdf.save();
}

/** A chapter of an outlined PDF: its title and its sections, one page each. */
export type PdfChapter = { title: string; sections: { title: string; text: string }[] };

/**
 * A book-like PDF: one page per section, with an outline (bookmarks) of chapters and their
 * sections pointing at their pages, as a PDF exported from a word processor has.
 */
export async function makeOutlinedPdf(chapters: PdfChapter[]): Promise<Uint8Array> {
  const texts = chapters.flatMap((c) => c.sections.map((s) => `${s.title}. ${s.text}`));
  const pdf = await PDFDocument.load(await makePdf(texts));
  const pages = pdf.getPages();
  const { context } = pdf;
  const outlinesRef = context.nextRef();
  const chapterRefs = chapters.map(() => context.nextRef());
  let page = 0;
  chapters.forEach((chapter, c) => {
    const sectionRefs = chapter.sections.map(() => context.nextRef());
    const firstPage = page;
    chapter.sections.forEach((section, s) => {
      context.assign(
        sectionRefs[s]!,
        context.obj({
          Title: PDFHexString.fromText(section.title),
          Parent: chapterRefs[c]!,
          Dest: [pages[page++]!.ref, "XYZ", null, null, null],
          ...(s > 0 ? { Prev: sectionRefs[s - 1]! } : {}),
          ...(s < sectionRefs.length - 1 ? { Next: sectionRefs[s + 1]! } : {}),
        }),
      );
    });
    context.assign(
      chapterRefs[c]!,
      context.obj({
        Title: PDFHexString.fromText(chapter.title),
        Parent: outlinesRef,
        Dest: [pages[firstPage]!.ref, "XYZ", null, null, null],
        ...(c > 0 ? { Prev: chapterRefs[c - 1]! } : {}),
        ...(c < chapterRefs.length - 1 ? { Next: chapterRefs[c + 1]! } : {}),
        ...(sectionRefs.length
          ? { First: sectionRefs[0]!, Last: sectionRefs.at(-1) as PDFRef, Count: sectionRefs.length }
          : {}),
      }),
    );
  });
  context.assign(
    outlinesRef,
    context.obj({
      Type: "Outlines",
      First: chapterRefs[0]!,
      Last: chapterRefs.at(-1) as PDFRef,
      Count: chapterRefs.length,
    }),
  );
  pdf.catalog.set(PDFName.of("Outlines"), outlinesRef);
  return pdf.save();
}

/**
 * A scanned page: a PDF page of large text rendered to a PNG by pdftoppm, placed as the only content
 * of a new PDF (no text layer). Needs poppler-utils.
 */
export async function makeImageOnlyPdf(text: string): Promise<Uint8Array> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-scan-"));
  try {
    const source = await PDFDocument.create();
    const font = await source.embedFont(StandardFonts.Helvetica);
    source.addPage([600, 200]).drawText(text, { x: 30, y: 100, size: 28, font });
    writeFileSync(path.join(dir, "text.pdf"), await source.save());
    execFileSync("pdftoppm", [
      "-r",
      "150",
      "-png",
      "-singlefile",
      path.join(dir, "text.pdf"),
      path.join(dir, "scan"),
    ]);
    const scan = await PDFDocument.create();
    const image = await scan.embedPng(readFileSync(path.join(dir, "scan.png")));
    scan.addPage([600, 200]).drawImage(image, { x: 0, y: 0, width: 600, height: 200 });
    return scan.save();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PDF whose pages carry only drawn shapes: no text layer. */
export async function makeScannedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 300]);
  page.drawRectangle({ x: 50, y: 50, width: 200, height: 100 });
  return pdf.save();
}

/** A PDF marked encrypted (a Standard security handler whose password check no empty password passes). */
export async function makeEncryptedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText("Secret text", { x: 50, y: 700 });
  const filler = PDFHexString.of("ab".repeat(32));
  const encrypt = pdf.context.obj({
    Filter: PDFName.of("Standard"),
    V: 1,
    R: 2,
    O: filler,
    U: filler,
    P: -4,
  });
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  pdf.context.trailerInfo.ID = pdf.context.obj([
    PDFHexString.of("0123456789abcdef"),
    PDFHexString.of("0123456789abcdef"),
  ]);
  return pdf.save({ useObjectStreams: false });
}

/** A DOCX (the docx library) with headings and paragraphs: [heading, paragraphs[]][]. */
export async function makeDocx(chapters: [string, string[]][]): Promise<Uint8Array> {
  const children: Paragraph[] = [];
  for (const [heading, paragraphs] of chapters) {
    children.push(new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }));
    for (const text of paragraphs) children.push(new Paragraph({ text }));
  }
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** An EPUB 3 zipped in the test: container, package document and one XHTML file per chapter. */
export function makeEpub(chapters: [string, string][]): Uint8Array {
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    mimetype: [strToU8("application/epub+zip"), { level: 0 }],
    "META-INF/container.xml": strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
  };
  const items = chapters.map(
    (_, i) => `<item id="c${i}" href="chapter-${i}.xhtml" media-type="application/xhtml+xml"/>`,
  );
  const refs = chapters.map((_, i) => `<itemref idref="c${i}"/>`);
  files["OEBPS/content.opf"] = strToU8(
    `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata><dc:title xmlns:dc="http://purl.org/dc/elements/1.1/">Book</dc:title></metadata><manifest>${items.join("")}</manifest><spine>${refs.join("")}</spine></package>`,
  );
  chapters.forEach(([title, body], i) => {
    files[`OEBPS/chapter-${i}.xhtml`] = strToU8(
      `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${title}</title></head><body><h1>${title}</h1><p>${body}</p></body></html>`,
    );
  });
  return zipSync(files);
}

/**
 * A zip bomb as a scanner sees it: a real DOCX whose central directory declares each file to
 * expand to nearly 4 GB.
 */
export function declareHugeSizes(zip: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i + 46 <= bytes.length; i++) {
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 0xfffffff0, true);
  }
  return bytes;
}
