import { Buffer } from "node:buffer";
import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { parseRange } from "./range.ts";
import { cacheControlForKey, isPrivateMediaKey, type MediaStore } from "./store.ts";

/** Audio players seek with range requests; media files are small (≤ a few MB), so a range is cut from memory. */
async function toBuffer(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Serves the media store's files at GET /media/<key> (from disk or streamed from S3); a missing
 * file answers 404 JSON, an unreachable store 503 (the store throws an AppError).
 */
export async function registerMediaRoutes(app: FastifyInstance, media: MediaStore): Promise<void> {
  app.get<{ Params: { key: string } }>("/media/:key", async (request, reply) => {
    const { key } = request.params;
    // Learners' own files are only sent by their owner's authenticated download (modules/sources).
    if (isPrivateMediaKey(key)) return reply.status(404).send({ error: "NOT_FOUND", message: "Not found" });
    const object = await media.get(key);
    if (!object) return reply.status(404).send({ error: "NOT_FOUND", message: "Not found" });
    reply
      .header("cache-control", cacheControlForKey(key))
      .header("x-content-type-options", "nosniff")
      .header("accept-ranges", "bytes")
      // An SVG opened directly must not run script: lock it down like a sandboxed document.
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type(object.contentType);
    if (request.headers.range) {
      const bytes = await toBuffer(object.body);
      const range = parseRange(request.headers.range, bytes.length);
      if (range === "unsatisfiable") {
        return reply
          .status(416)
          .header("content-range", `bytes */${bytes.length}`)
          .type("application/json")
          .send({ error: "VALIDATION_FAILED", message: "Range not satisfiable" });
      }
      if (range) {
        return reply
          .status(206)
          .header("content-range", `bytes ${range.start}-${range.end}/${bytes.length}`)
          .header("content-length", range.end - range.start + 1)
          .send(bytes.subarray(range.start, range.end + 1));
      }
      return reply.header("content-length", bytes.length).send(bytes);
    }
    if (object.contentLength !== undefined) reply.header("content-length", object.contentLength);
    return reply.send(object.body);
  });
}
