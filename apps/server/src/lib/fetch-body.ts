import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { FetchRefused } from "./fetch-refused.ts";

/** A size for a refusal's message: "977 KB", "5 MB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Reads a body (decompressed) up to `maxBytes`; past it the download stops. */
export async function readLimited(body: Readable, encoding: string, maxBytes: number): Promise<Buffer> {
  const coding = encoding.trim().toLowerCase();
  let stream: Readable = body;
  if (coding === "gzip" || coding === "x-gzip") stream = body.pipe(zlib.createGunzip());
  else if (coding === "deflate") stream = body.pipe(zlib.createInflate());
  else if (coding === "br") stream = body.pipe(zlib.createBrotliDecompress());
  // A decompression error must not be unhandled on the source.
  if (stream !== body) body.on("error", (error) => stream.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes)
        throw new FetchRefused(
          "size",
          `The page is larger than ${formatBytes(maxBytes)}, so it was not read.`,
        );
      chunks.push(chunk as Buffer);
    }
  } finally {
    if (size > maxBytes || !body.readableEnded) body.destroy();
    if (stream !== body) stream.destroy();
  }
  return Buffer.concat(chunks);
}
