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

/** Reads one PDF page's text by OCR: rendered at 150 dpi by pdftoppm, read by tesseract. */
export async function ocrPdfPage(bytes: Uint8Array, page: number): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "brainy-ocr-"));
  try {
    const pdf = path.join(dir, "source.pdf");
    await writeFile(pdf, bytes);
    await run(
      "pdftoppm",
      ["-f", String(page), "-l", String(page), "-r", "150", "-png", pdf, path.join(dir, "page")],
      {
        timeout: 60_000,
      },
    );
    const image = (await readdir(dir)).find((name) => name.endsWith(".png"));
    if (!image) return "";
    const { stdout } = await run("tesseract", [path.join(dir, image), "stdout"], {
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch {
    return "";
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
