import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
let available: Promise<boolean> | undefined;

/** True when `tesseract` and `pdftoppm` (poppler-utils) are installed; asked once per process. */
export function ocrAvailable(): Promise<boolean> {
  available ??= Promise.all([run("tesseract", ["--version"]), run("pdftoppm", ["-v"])]).then(
    () => true,
    () => false,
  );
  return available;
}

/** A PDF written once to a temporary folder, for OCR page by page; `close` removes it. */
export async function openOcrFile(
  bytes: Uint8Array,
): Promise<{ pdf: string; dir: string; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "brainy-ocr-"));
  const pdf = path.join(dir, "source.pdf");
  await writeFile(pdf, bytes);
  return { pdf, dir, close: () => rm(dir, { recursive: true, force: true }) };
}

/** Reads one PDF page's text by OCR: rendered at 150 dpi by pdftoppm, read by tesseract; "" when it fails. */
export async function ocrPdfPage(file: { pdf: string; dir: string }, page: number): Promise<string> {
  const prefix = path.join(file.dir, `page-${page}`);
  try {
    await run("pdftoppm", ["-f", String(page), "-l", String(page), "-r", "150", "-png", file.pdf, prefix], {
      timeout: 60_000,
    });
    const image = (await readdir(file.dir)).find(
      (name) => name.startsWith(`page-${page}`) && name.endsWith(".png"),
    );
    if (!image) return "";
    const { stdout } = await run("tesseract", [path.join(file.dir, image), "stdout"], {
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    await rm(path.join(file.dir, image), { force: true });
    return stdout;
  } catch {
    return "";
  }
}
