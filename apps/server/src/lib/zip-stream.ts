import { once } from "node:events";
import { PassThrough } from "node:stream";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";

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

export function createZipWriter(): ZipWriter {
  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      stream.destroy(error);
      return;
    }
    if (!stream.destroyed) stream.write(chunk);
    if (final) stream.end();
  });
  return {
    stream,
    add(name, data, options = {}) {
      const file = options.store ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
      if (options.mtime) file.mtime = options.mtime;
      zip.add(file);
      file.push(typeof data === "string" ? strToU8(data) : data, true);
    },
    drained: () => waitForReader(stream),
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
