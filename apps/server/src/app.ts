import { createServer } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createEmbedder, type Embedder } from "./ai/embeddings.ts";
import { type AiEngine, createAiEngine, createImageService, type ImageService } from "./ai/index.ts";
import { EVENT_JOBS, jobDeps } from "./app-jobs.ts";
import { type BillingProvider, createBillingProvider } from "./billing/index.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle, Db } from "./db/client.ts";
import type { EventBus } from "./db/event-bus.ts";
import { type Background, createBackground } from "./jobs/background.ts";
import type { JobQueue } from "./jobs/queue.ts";
import { setI18nLog } from "./lib/i18n/index.ts";
import { reusingSharedJson, sharedJsonBytes } from "./lib/shared-answers.ts";
import { closeEventStreams } from "./lib/sse.ts";
import { createMediaStore } from "./media/index.ts";
import { registerMediaRoutes } from "./media/routes.ts";
import type { MediaStore } from "./media/store.ts";
import { accessTokenRoutes } from "./modules/access-tokens/routes.ts";
import { assessmentRoutes } from "./modules/assessments/routes.ts";
import { audioOverviewRoutes } from "./modules/audio-overviews/index.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { chatRoutes } from "./modules/chat/routes.ts";
import { voiceRoutes } from "./modules/chat/voice-routes.ts";
import { classExtraRoutes, classRoutes, classUpdateRoutes } from "./modules/classes/index.ts";
import { courseEditRoutes } from "./modules/course-edits/routes.ts";
import { courseExportRoutes } from "./modules/course-export/routes.ts";
import { courseShareRoutes, sharedCourseRoutes, sharePageRoutes } from "./modules/course-shares/routes.ts";
import { courseRoutes } from "./modules/courses/routes.ts";
import { dashboardRoutes } from "./modules/dashboard/routes.ts";
import { goalRoutes } from "./modules/goals/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { learnerModelRoutes } from "./modules/learner-model/routes.ts";
import { learningPlanRoutes } from "./modules/learning-plans/routes.ts";
import { lessonAssessmentRoutes } from "./modules/lesson-assessments/routes.ts";
import { lessonCheckRoutes } from "./modules/lesson-checks/routes.ts";
import { lessonSlideRoutes } from "./modules/lesson-slides/index.ts";
import { GenerationHub } from "./modules/lessons/generation-hub.ts";
import { lessonRoutes } from "./modules/lessons/routes.ts";
import { ltiRoutes, ltiWellKnownRoutes } from "./modules/lti/index.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import { devOutboxRoutes } from "./modules/mail/routes.ts";
import { mcpRoutes } from "./modules/mcp/routes.ts";
import { memoryRoutes } from "./modules/memory/routes.ts";
import { noteRoutes } from "./modules/notes/routes.ts";
import { oauthConsentRoutes, oauthDiscoveryRoutes, oauthProtocolRoutes } from "./modules/oauth/routes.ts";
import { placementRoutes } from "./modules/placement/routes.ts";
import { pomodoroRoutes } from "./modules/pomodoro/routes.ts";
import { practiceExamRoutes } from "./modules/practice-exams/routes.ts";
import { reviewRoutes } from "./modules/review/routes.ts";
import { reviewVoiceRoutes } from "./modules/review/voice-routes.ts";
import { roadmapRoutes } from "./modules/roadmaps/routes.ts";
import { enablePassageEmbeddings } from "./modules/sources/index.ts";
import { sourceRoutes } from "./modules/sources/routes.ts";
import { calendarFeedRoutes, studyPlanRoutes } from "./modules/study-plan/routes.ts";
import { studySessionRoutes } from "./modules/study-sessions/index.ts";
import {
  localCheckoutRoutes,
  stripeWebhookRoutes,
  subscriptionRoutes,
} from "./modules/subscriptions/routes.ts";
import { usageRoutes } from "./modules/usage/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";
import { voiceRecordingRoutes } from "./modules/voice-recordings/routes.ts";
import { authPlugin } from "./plugins/auth.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerIdempotency } from "./plugins/idempotency.ts";
import { registerInputGuard } from "./plugins/input-guard.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerSpa } from "./plugins/spa.ts";
import { createSlideRenderer, type SlideRenderer } from "./slides/renderer.ts";
import { createSpeaker, createSpeech, type Speaker, type SpeechService } from "./speech/index.ts";
import { createTranscriber, type Transcriber } from "./speech/transcribe.ts";
import { createWebAccess, type WebAccess } from "./web/index.ts";

/** What every route and service may use; built once in server.ts (or a test) and passed in. */
export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: DatabaseHandle["kind"];
  /** Absent when JOBS_ENABLED=false. */
  jobs?: JobQueue;
  /** AI tasks (AI_PROVIDER); services call this, never a provider directly. */
  ai: AiEngine;
  /** Embeddings of source passages (EMBEDDING_PROVIDER), or null: retrieval by full text alone. */
  embeddings: Embedder | null;
  /** Cover images (IMAGE_PROVIDER), stored in `media`. */
  images: ImageService;
  /** Generated files, served under /media/ (MEDIA_STORE: DATA_DIR/media by default, or S3). */
  media: MediaStore;
  /** Payments (BILLING_PROVIDER): the local test-mode checkout or Stripe. */
  billing: BillingProvider;
  /** Email (SMTP_URL), or the outbox in the log and the database when unset. */
  mailer: Mailer;
  /** Lesson narration (SPEECH_PROVIDER), or null when this server cannot narrate. */
  speech: SpeechService | null;
  /** Speech to text for the tutor you talk to (STT_PROVIDER), or null when this server cannot listen. */
  transcriber: Transcriber | null;
  /** Two voices for conversations (audio overviews; SPEECH_PROVIDER, SPEECH_OFFLINE_VOICES), or null. */
  speaker: Speaker | null;
  /** Draws slide decks (headless Chromium; SLIDES_RENDERER, CHROMIUM_PATH), or null: no PDF or video. */
  slides: SlideRenderer | null;
  /** Lesson generations running in this process and their followers. */
  lessonGenerations: GenerationHub;
  /** Server-side work started by events (next section's lessons…): job queue, or in process without one. */
  background: Background;
  /** The open web: the guarded fetcher, video captions and the search engine (issue 41). */
  web: WebAccess;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** ai, images and media are built from config unless a test passes its own. */
export type BuildAppOptions = Omit<
  AppDeps,
  | "ai"
  | "embeddings"
  | "images"
  | "media"
  | "billing"
  | "mailer"
  | "speech"
  | "transcriber"
  | "speaker"
  | "slides"
  | "lessonGenerations"
  | "background"
  | "web"
> &
  Partial<
    Pick<
      AppDeps,
      | "ai"
      | "embeddings"
      | "images"
      | "media"
      | "billing"
      | "mailer"
      | "speech"
      | "transcriber"
      | "speaker"
      | "slides"
      | "web"
    >
  > & {
    logger?: boolean | object;
    /** Messages to the other instances on the same PostgreSQL (closed with the app); none on PGlite. */
    eventBus?: EventBus;
  };

/** Password hashes must never reach the log, whatever object carries them (errors quote SQL parameters). */
const scrubSecrets = (line: string) => line.replace(/\$argon2[a-z]*\$[^"\s,)]*/g, "[REDACTED]");

const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "res.headers['set-cookie']",
  "*.password",
  "*.token",
  "*.passwordHash",
  // OAuth secrets, should a body or an error carrying one ever be logged.
  "*.access_token",
  "*.refresh_token",
  "*.code_verifier",
  "*.secret",
];

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first n hops from this server". */
function toTrustProxy(value: boolean | number | string[]) {
  if (typeof value === "number") return (_address: string, hop: number) => hop < value;
  return value;
}

/** Builds the Fastify app: plugins, error handling, API modules under /api, and the SPA. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, logger = true } = options;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: REDACTED_PATHS,
            hooks: { streamWrite: scrubSecrets },
            ...(typeof logger === "object" ? logger : {}),
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Slow or stalled clients (headers or a body that never end) must not hold connections open;
    // Node checks those deadlines every connectionsCheckingInterval.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.REQUEST_TIMEOUT_MS,
          headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
          connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
        },
        handler,
      ),
    trustProxy: toTrustProxy(config.TRUST_PROXY),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: "x-request-id",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // A hot screen's answer derived from a memoized read is encoded once (lib/shared-answers.ts).
  const compileSerializer: typeof serializerCompiler = (route) =>
    reusingSharedJson(serializerCompiler(route));
  app.setSerializerCompiler(compileSerializer);
  const media = options.media ?? createMediaStore({ config, logger: app.log });
  const ai = options.ai ?? (await createAiEngine({ config, db: options.db, logger: app.log }));
  const hub = new GenerationHub(options.eventBus);
  const embeddings = options.embeddings === undefined ? await createEmbedder(config) : options.embeddings;
  // The sources module ranks passages by meaning too (pgvector where the database has it; ADR 0032).
  if (embeddings)
    await enablePassageEmbeddings(options.db, embeddings, {
      log: app.log,
      kind: options.dbKind,
      batchSize: config.EMBEDDING_BATCH_SIZE,
    });
  app.decorate("deps", {
    config,
    db: options.db,
    dbKind: options.dbKind,
    jobs: options.jobs,
    ai,
    embeddings,
    images: options.images ?? (await createImageService({ config, media, db: options.db, logger: app.log })),
    media,
    billing: options.billing ?? (await createBillingProvider({ config, db: options.db })),
    mailer: options.mailer ?? (await createMailer({ config, db: options.db, log: app.log })),
    speech:
      options.speech === undefined
        ? createSpeech(config, (message) => app.log.warn(message))
        : options.speech,
    transcriber:
      options.transcriber === undefined
        ? createTranscriber(config, (message) => app.log.warn(message))
        : options.transcriber,
    speaker:
      options.speaker === undefined
        ? createSpeaker(config, (message) => app.log.warn(message))
        : options.speaker,
    slides:
      options.slides === undefined
        ? createSlideRenderer(config, (message) => app.log.warn(message))
        : options.slides,
    lessonGenerations: hub,
    web: options.web ?? createWebAccess(config),
    background: createBackground({
      getQueue: () => app.deps.jobs,
      deps: jobDeps(() => app.deps, app.log),
      log: app.log,
      on: EVENT_JOBS,
    }),
  });
  // Open event streams would hold shutdown up; running generations are stopped and marked for restart.
  app.addHook("onClose", async () => {
    closeEventStreams(app.deps);
    await app.deps.lessonGenerations.stopAll();
    await app.deps.slides?.close();
    await app.deps.web.close().catch(() => {});
    await options.eventBus?.close();
  });
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-request-id", request.id);
    // A shared answer goes out as the bytes kept with its JSON (lib/shared-answers.ts).
    return sharedJsonBytes(payload);
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        // Narration files live under /media/, or at the bucket's public URL when one is set.
        mediaSrc: [
          "'self'",
          "data:",
          "blob:",
          ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
        ],
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
  setI18nLog(app.log);
  registerInputGuard(app);
  registerIdempotency(app);
  await registerRateLimit(app, { maxPerMinute: config.RATE_LIMIT_PER_MINUTE, redisUrl: config.REDIS_URL });
  await registerOpenApi(app, config.version);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(subscriptionRoutes);
      if (app.deps.billing.name === "stripe") await api.register(stripeWebhookRoutes);
      else await api.register(localCheckoutRoutes);
      await api.register(goalRoutes);
      await api.register(courseRoutes);
      await api.register(courseEditRoutes);
      await api.register(courseShareRoutes);
      await api.register(classRoutes);
      await api.register(classUpdateRoutes);
      await api.register(classExtraRoutes);
      await api.register(ltiRoutes);
      await api.register(sharedCourseRoutes);
      await api.register(courseExportRoutes);
      await api.register(roadmapRoutes);
      await api.register(learningPlanRoutes);
      await api.register(lessonRoutes);
      await api.register(lessonCheckRoutes);
      await api.register(dashboardRoutes);
      await api.register(pomodoroRoutes);
      await api.register(chatRoutes);
      await api.register(voiceRoutes);
      await api.register(voiceRecordingRoutes);
      await api.register(usageRoutes);
      await api.register(noteRoutes);
      await api.register(sourceRoutes);
      await api.register(audioOverviewRoutes);
      await api.register(lessonSlideRoutes);
      await api.register(reviewRoutes);
      await api.register(reviewVoiceRoutes);
      await api.register(learnerModelRoutes);
      await api.register(practiceExamRoutes);
      await api.register(memoryRoutes);
      await api.register(placementRoutes);
      await api.register(studyPlanRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(studySessionRoutes);
      await api.register(lessonAssessmentRoutes);
      await api.register(assessmentRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(accessTokenRoutes);
      await api.register(oauthProtocolRoutes);
      await api.register(oauthConsentRoutes);
      await api.register(devOutboxRoutes);
    },
    { prefix: "/api" },
  );

  // Brainy for AI assistants (ADR 0040): the MCP server and the OAuth discovery documents.
  await app.register(mcpRoutes);
  await app.register(oauthDiscoveryRoutes);
  await app.register(ltiWellKnownRoutes);
  await registerMediaRoutes(app, media);
  await app.register(sharePageRoutes);
  await registerSpa(app, config.webDistDir, config.PUBLIC_URL);
  return app;
}
