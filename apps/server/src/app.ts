import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle, Db } from "./db/client.ts";
import type { JobQueue } from "./jobs/queue.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { subscriptionRoutes } from "./modules/subscriptions/routes.ts";
import { authPlugin } from "./plugins/auth.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { registerSpa } from "./plugins/spa.ts";

/** What every route and service may use; built once in server.ts (or a test) and passed in. */
export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: DatabaseHandle["kind"];
  /** Absent when JOBS_ENABLED=false. */
  jobs?: JobQueue;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type BuildAppOptions = AppDeps & { logger?: boolean | object };

const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "res.headers['set-cookie']",
  "*.password",
  "*.token",
  "*.passwordHash",
];

/** Builds the Fastify app: plugins, error handling, API modules under /api, and the SPA. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, logger = true } = options;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : { level: config.LOG_LEVEL, redact: REDACTED_PATHS, ...(typeof logger === "object" ? logger : {}) },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: "x-request-id",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", { config, db: options.db, dbKind: options.dbKind, jobs: options.jobs });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        mediaSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerErrorHandler(app);
  await registerRateLimit(app, options.db, config.RATE_LIMIT_PER_MINUTE);
  await registerOpenApi(app, config.version);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(subscriptionRoutes);
    },
    { prefix: "/api" },
  );

  await registerSpa(app, config.webDistDir);
  return app;
}
