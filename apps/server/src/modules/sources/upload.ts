import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { open, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { SourceKind } from "@brainy/contract";
import { fileTypeFromFile } from "file-type";
import { AppError } from "../../lib/app-error.ts";

const MEGABYTE = 1024 * 1024;
const UNSUPPORTED = "Upload a PDF, DOCX, EPUB, Markdown or plain text file.";

/** A size for a message: "20 MB", "25.3 MB". */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MEGABYTE;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export function tooLarge(size: number | null, limit: number): AppError {
  return new AppError(
    "PAYLOAD_TOO_LARGE",
    `${size === null ? "This file is too large" : `This file is ${formatMegabytes(size)}`}; your plan allows ${formatMegabytes(limit)} per source.`,
    { details: { limitBytes: limit } },
  );
}

/**
 * Writes the request body to a temporary file, counting bytes as they pass: past `limit` it stops
 * with a 413 (the partial file is removed), so an upload is never held whole in memory or kept
 * over the limit. Answers the file's path and size.
 */
export async function spoolUpload(
  body: NodeJS.ReadableStream,
  limit: number,
): Promise<{ file: string; size: number }> {
  const file = path.join(os.tmpdir(), `brainy-upload-${randomUUID()}`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) callback(tooLarge(null, limit));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file));
    return { file, size };
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof AppError) throw error;
    throw new AppError("VALIDATION_FAILED", "The upload was interrupted. Please try again.", {
      cause: error,
    });
  }
}

const ZIP_KINDS: Record<string, SourceKind> = { pdf: "pdf", docx: "docx", epub: "epub" };

/** What a spooled file is, read from its bytes (never its name); an unsupported one is a 400. */
export async function detectSourceKind(file: string, name: string): Promise<SourceKind> {
  const detected = await fileTypeFromFile(file);
  if (detected) {
    const kind = ZIP_KINDS[detected.ext];
    if (kind) return kind;
    throw new AppError(
      "VALIDATION_FAILED",
      `This file is ${describeType(detected.ext, detected.mime)}, not a document Brainy can read. ${UNSUPPORTED}`,
    );
  }
  const head = await readHead(file, 64 * 1024);
  if (!looksLikeText(head))
    throw new AppError("VALIDATION_FAILED", `This file is not a document Brainy can read. ${UNSUPPORTED}`);
  const text = new TextDecoder().decode(head);
  return /\.(md|markdown)$/i.test(name) || /^#{1,6}\s+\S/m.test(text) ? "markdown" : "text";
}

function describeType(ext: string, mime: string): string {
  if (mime.startsWith("image/")) return `an image (${ext.toUpperCase()})`;
  if (ext === "zip") return "a zip archive";
  return `a ${ext.toUpperCase()} file`;
}

async function readHead(file: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** UTF-8 text (a multi-byte character cut at the end of the sample is allowed); NUL bytes are tolerated and stripped later. */
export function looksLikeText(head: Uint8Array): boolean {
  let end = head.length;
  // Drop a trailing incomplete UTF-8 sequence (up to 3 bytes).
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const byte = head[end - i]!;
    if ((byte & 0xc0) === 0xc0) {
      end -= i;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, end));
    const nul = text.split("\u0000").length - 1;
    // A binary file decodes now and then; text has few NULs.
    return nul <= Math.max(16, text.length / 100);
  } catch {
    return false;
  }
}
