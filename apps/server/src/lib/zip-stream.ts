import { once } from "node:events";
import { PassThrough } from "node:stream";
import { crc32, deflateRawSync } from "node:zlib";
import { type FlateStreamHandler, Zip, type ZipInputFile } from "fflate";

/** A zip written as it is built (fflate's streaming `Zip`): each file is compressed and sent when added. */
export type ZipWriter = {
  /** The zip's bytes, for the response. */
  stream: PassThrough;
  /** Adds one file; `store` keeps already-compressed bytes (images) as they are. */
  add(name: string, data: string | Uint8Array, options?: { store?: boolean; mtime?: Date }): void;
  /** Waits while the reader is behind (backpressure); false once the reader has gone. */
  drained(): Promise<boolean>;
  /** Writes the central directory and ends the stream. */
  end(): void;
};

/** Output is sent in pieces of about this size: fflate emits many tiny chunks (headers, descriptors),
 * and a socket written a few bytes at a time waits on delayed ACKs (a 200-file zip took 7 s, not 1). */
const BATCH_BYTES = 64 * 1024;

export function createZipWriter(): ZipWriter {
  const stream = new PassThrough();
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pendingBytes > 0 && !stream.destroyed) stream.write(Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      stream.destroy(error);
      return;
    }
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= BATCH_BYTES || final) flush();
    if (final) stream.end();
  });
  return {
    stream,
    add(name, data, options = {}) {
      // Node's zlib compresses (about 15 times faster per small file than fflate's own deflate, which
      // allocates its window for every file); fflate lays out the archive.
      const bytes = typeof data === "string" ? Buffer.from(data) : data;
      const body = options.store ? bytes : deflateRawSync(bytes, { level: 6 });
      const file: ZipInputFile & { ondata?: FlateStreamHandler } = {
        filename: name,
        size: bytes.length,
        crc: crc32(bytes),
        compression: options.store ? 0 : 8,
        mtime: options.mtime,
      };
      zip.add(file);
      file.ondata!(null, body as Uint8Array<ArrayBuffer>, true);
    },
    drained: () => {
      flush();
      return waitForReader(stream);
    },
    end: () => zip.end(),
  };
}

/** Resolves when `stream` wants more (true) or is gone (false). */
export async function waitForReader(stream: PassThrough): Promise<boolean> {
  if (stream.destroyed) return false;
  if (!stream.writableNeedDrain) return true;
  await Promise.race([once(stream, "drain"), once(stream, "close")]).catch(() => undefined);
  return !stream.destroyed;
}
