import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import { AppError } from "../lib/app-error.ts";
import { cacheControlForKey, contentTypeForKey, isValidMediaKey, type MediaStore } from "./store.ts";

/** Where a failed S3 request is reported (the app's pino logger); never given credentials. */
export type MediaLogger = { warn(details: object, message: string): void };

export type S3MediaStoreOptions = {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2…); unset: https://s3.<region>.amazonaws.com. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** <endpoint>/<bucket>/<key> instead of <bucket>.<endpoint host>/<key>. */
  forcePathStyle: boolean;
  /** Public base URL of the bucket or its CDN; unset: put() returns /media/<key>, served by the app. */
  publicUrl?: string;
  /** Time allowed for one request until S3's answer headers arrive (default 15 s). */
  timeoutMs?: number;
  /** Extra attempts after a 5xx, 429 or connection failure (default 2). */
  retries?: number;
  logger?: MediaLogger;
  /** Sends a signed request; defaults to the global fetch (tests route virtual-host names here). */
  fetch?: (request: Request) => Promise<Response>;
};

const UNAVAILABLE_MESSAGE = "Media storage is not available right now. Please try again later.";

/** The URL of `key` in the bucket, path-style or virtual-host style. */
export function buildObjectUrl(
  options: Pick<S3MediaStoreOptions, "bucket" | "region" | "endpoint" | "forcePathStyle">,
  key: string,
): URL {
  const url = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const base = url.pathname.replace(/\/+$/, "");
  const encodedKey = encodeURIComponent(key);
  if (options.forcePathStyle) {
    url.pathname = `${base}/${options.bucket}/${encodedKey}`;
  } else {
    url.hostname = `${options.bucket}.${url.hostname}`;
    url.pathname = `${base}/${encodedKey}`;
  }
  return url;
}

/**
 * Media in an S3-compatible bucket, so several API instances share one set of files. Requests are
 * signed with SigV4 (aws4fetch); objects carry their content type and a Cache-Control matching the
 * /media route's. Failures surface as a 503 AppError; the details go to the log only.
 */
export function createS3MediaStore(options: S3MediaStoreOptions): MediaStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
  });
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const publicBase = options.publicUrl?.replace(/\/+$/, "");

  /** One signed request with a header timeout and retries; throws the 503 AppError when it gives up. */
  async function request(
    method: "GET" | "PUT" | "DELETE",
    key: string,
    init: RequestInit = {},
  ): Promise<Response> {
    const url = buildObjectUrl(options, key);
    let failure = "";
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** (attempt - 1)));
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const signed = await client.sign(url, { ...init, method, signal: controller.signal });
        const response = await send(signed);
        if (response.status < 500 && response.status !== 429) return response;
        failure = `HTTP ${response.status} ${await readErrorCode(response)}`;
      } catch (error) {
        failure = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : describeError(error);
      } finally {
        clearTimeout(timer);
      }
    }
    throw unavailable(method, key, `${failure} after ${retries + 1} attempts`);
  }

  function unavailable(method: string, key: string, reason: string): AppError {
    options.logger?.warn({ method, key, bucket: options.bucket, reason }, "media store request failed");
    return new AppError("INTERNAL", UNAVAILABLE_MESSAGE, {
      status: 503,
      cause: new Error(`S3 ${method} ${key}: ${reason}`),
    });
  }

  return {
    async put(key, bytes, contentType) {
      if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
      const response = await request("PUT", key, {
        body: bytes,
        headers: {
          "content-type": contentType,
          "cache-control": cacheControlForKey(key),
          "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
        },
      });
      if (!response.ok) {
        throw unavailable("PUT", key, `HTTP ${response.status} ${await readErrorCode(response)}`);
      }
      await response.body?.cancel();
      return publicBase ? `${publicBase}/${key}` : `/media/${key}`;
    },
    async putFile(key, filePath, contentType) {
      if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
      const { size } = await stat(filePath);
      // The body is streamed from disk (unsigned payload: hashing it first would read it twice);
      // each retry opens the file again.
      const response = await request("PUT", key, {
        get body() {
          return Readable.toWeb(createReadStream(filePath)) as unknown as ReadableStream;
        },
        duplex: "half",
        headers: {
          "content-type": contentType,
          "content-length": String(size),
          "cache-control": "private, no-store",
          "x-amz-content-sha256": "UNSIGNED-PAYLOAD",
        },
      } as RequestInit);
      if (!response.ok) {
        throw unavailable("PUT", key, `HTTP ${response.status} ${await readErrorCode(response)}`);
      }
      await response.body?.cancel();
    },
    async delete(key) {
      if (!isValidMediaKey(key)) return;
      const response = await request("DELETE", key);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) {
        throw unavailable("DELETE", key, `HTTP ${response.status}`);
      }
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      const response = await request("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        throw unavailable("GET", key, `HTTP ${response.status} ${await readErrorCode(response)}`);
      }
      const length = response.headers.get("content-length");
      return {
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        contentType: response.headers.get("content-type") ?? contentTypeForKey(key),
        contentLength: length && /^\d+$/.test(length) ? Number(length) : undefined,
      };
    },
  };
}

/** The <Code> of an S3 XML error body (e.g. NoSuchBucket, AccessDenied), for the log. */
async function readErrorCode(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  return /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? "(no error code)";
}

function describeError(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  return `${(error as Error)?.name ?? "Error"}${cause ? ` ${cause}` : ""}: ${String((error as Error)?.message).slice(0, 200)}`;
}
