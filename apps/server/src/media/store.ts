import { createReadStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** A stored file as read back from the store: whole bytes (local disk) or a stream (S3). */
export type MediaObject = {
  body: Buffer | Readable;
  contentType: string;
  /** Size in bytes, when the store knows it before sending. */
  contentLength?: number;
};

/**
 * Where generated images (and later audio) live; the server serves them under /media/.
 * Implementations: local disk (default) and S3-compatible object storage (MEDIA_STORE=s3).
 */
export interface MediaStore {
  /** Stores bytes under `key` (a flat file name such as `3f2a….svg`) and returns its public URL. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Reads a stored file, or null when it does not exist. */
  get(key: string): Promise<MediaObject | null>;
  /**
   * Stores the file at `filePath` (a spooled upload) under `key`, streamed, never read whole into
   * memory. Used for private keys (learners' sources), so it answers nothing to link to.
   */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** Deletes a stored file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys of learners' own files (sources): stored like media, never served by the public /media route. */
export const PRIVATE_KEY_PREFIX = "private-";

/** True for a key the public /media route must not serve. */
export function isPrivateMediaKey(key: string): boolean {
  return key.startsWith(PRIVATE_KEY_PREFIX);
}

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".mp3": "audio/mpeg",
  ".mp4": "video/mp4",
  ".vtt": "text/vtt; charset=utf-8",
  ".wav": "audio/wav",
};

/** Keys are flat names of letters, digits, dash, underscore and one extension: no paths. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}\.[a-z0-9]{2,5}$/;

/** True when `key` is a safe media file name (no slashes, no dot-dot). */
export function isValidMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The content type a key's extension implies. */
export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

const ONE_YEAR_SECONDS = 31_536_000;
/** Content-hashed names (a hex digest of 16+ characters) never change, so they may be cached forever. */
const HASHED_NAME = /^[a-f0-9]{16,}\./;

/** The Cache-Control a key deserves: a year and immutable for content-hashed names, five minutes otherwise. */
export function cacheControlForKey(key: string): string {
  return HASHED_NAME.test(key) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "public, max-age=300";
}

/** The default store: files under `dir` (DATA_DIR/media), served as `/media/<key>`. */
export function createLocalMediaStore(dir: string): MediaStore {
  return {
    async put(key, bytes) {
      if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, key);
      // Write then rename so a reader never sees a half-written file.
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
      return `/media/${key}`;
    },
    async putFile(key, filePath) {
      if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, key);
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await copyFile(filePath, temp);
      await rename(temp, file);
    },
    async delete(key) {
      if (!isValidMediaKey(key)) return;
      await rm(path.join(dir, key), { force: true });
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      if (isPrivateMediaKey(key)) {
        // Learners' files can be large: streamed, not read whole.
        const file = path.join(dir, key);
        try {
          const { size } = await stat(file);
          return { body: createReadStream(file), contentType: contentTypeForKey(key), contentLength: size };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
          throw error;
        }
      }
      try {
        const bytes = await readFile(path.join(dir, key));
        return { body: bytes, contentType: contentTypeForKey(key), contentLength: bytes.length };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
