import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { hitCounter } from "../lib/rate-counter.ts";

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over the shared counters table, so limits hold across instances. */
function databaseStore(db: Db) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    constructor(options: { routeInfo?: { method?: string; url?: string } } = {}) {
      const info = options.routeInfo;
      this.prefix = info ? `rl:${info.method}:${info.url}:` : "rl:global:";
    }
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hitCounter(db, this.prefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}

/**
 * Per-route rate limits for the API (never for static files). Routes may override with
 * `config: { rateLimit: { max, timeWindow } }`.
 */
export async function registerRateLimit(app: FastifyInstance, db: Db, maxPerMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    // Static files and the SPA shell are never limited.
    allowList: (request) => !request.url.startsWith("/api/"),
    max: maxPerMinute,
    timeWindow: 60_000,
    // The plugin's store type is a constructor of its own interface; ours matches it at runtime.
    store: databaseStore(db) as never,
    // A database hiccup must not lock users out.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "RATE_LIMIT_EXCEEDED",
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
