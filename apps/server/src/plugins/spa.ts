import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built SPA: hashed assets with a long immutable cache, everything else no-cache,
 * and index.html for any non-API GET (history fallback). Unknown /api paths answer 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // @fastify/static 10 passes the Fastify reply here.
      setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
  } else {
    app.log.warn({ distDir }, "web build not found; run `npm run build` to serve the app");
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0]!;
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply
        .status(404)
        .send({ error: "NOT_FOUND", message: `Route ${request.method} ${pathname} not found` });
    }
    // A missing asset or media file is a real 404, not the SPA shell.
    if (pathname.startsWith("/assets/") || pathname.startsWith("/media/") || !hasSpa) {
      return reply.status(404).send({ error: "NOT_FOUND", message: "Not found" });
    }
    return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
  });
}
