import type { FastifyInstance } from "fastify";
import { cacheControlForKey, type MediaStore } from "./store.ts";

/**
 * Serves the media store's files at GET /media/<key> (from disk or streamed from S3); a missing
 * file answers 404 JSON, an unreachable store 503 (the store throws an AppError).
 */
export async function registerMediaRoutes(app: FastifyInstance, media: MediaStore): Promise<void> {
  app.get<{ Params: { key: string } }>("/media/:key", async (request, reply) => {
    const { key } = request.params;
    const object = await media.get(key);
    if (!object) return reply.status(404).send({ error: "NOT_FOUND", message: "Not found" });
    if (object.contentLength !== undefined) reply.header("content-length", object.contentLength);
    return (
      reply
        .header("cache-control", cacheControlForKey(key))
        .header("x-content-type-options", "nosniff")
        // An SVG opened directly must not run script: lock it down like a sandboxed document.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(object.contentType)
        .send(object.body)
    );
  });
}
