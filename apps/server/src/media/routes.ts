import type { FastifyInstance } from "fastify";
import type { MediaStore } from "./store.ts";

const ONE_YEAR_SECONDS = 31_536_000;
/** Content-hashed names (a hex digest of 16+ characters) never change, so they may be cached forever. */
const HASHED_NAME = /^[a-f0-9]{16,}\./;

/** Serves the media store's files at GET /media/<key>; a missing file answers 404 JSON. */
export async function registerMediaRoutes(app: FastifyInstance, media: MediaStore): Promise<void> {
  app.get<{ Params: { key: string } }>("/media/:key", async (request, reply) => {
    const { key } = request.params;
    const object = await media.get(key);
    if (!object) return reply.status(404).send({ error: "NOT_FOUND", message: "Not found" });
    const cache = HASHED_NAME.test(key)
      ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
      : "public, max-age=300";
    return (
      reply
        .header("cache-control", cache)
        .header("x-content-type-options", "nosniff")
        // An SVG opened directly must not run script: lock it down like a sandboxed document.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(object.contentType)
        .send(object.bytes)
    );
  });
}
