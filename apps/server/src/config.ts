import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AiProviderNameSchema, DAILY_TOKEN_BUDGETS } from "@brainy/contract";
import { z } from "zod";
import { type AiPrices, parseAiPrices } from "./ai/prices.ts";
import { parseStructuredOutputSetting } from "./ai/providers/structured-output.ts";
import { parseAiRoutes } from "./ai/routes.ts";
import { parseAllowList } from "./lib/fetch-addresses.ts";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const optionalHttpUrl = z.preprocess(
  emptyAsUndefined,
  z.url({ protocol: /^https?$/, error: "an http:// or https:// URL" }).optional(),
);

/** Every environment variable the server reads, with its default. Documented in .env.example. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number({ error: "a port number from 1 to 65535" }).int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().default("http://localhost:3000")),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "a postgres:// or postgresql:// connection URL")
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "at least 32 characters").optional()),
  /** Longest a client may take to send a whole request (headers and body). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).default(30_000),
  /** Longest a client may take to send the request headers. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).default(10_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** redis://… to share request rate limits between instances; unset counts them per instance in memory. */
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^rediss?$/, error: "a redis:// or rediss:// URL" }).optional(),
  ),
  /**
   * Which X-Forwarded-For hops to believe: false (none), a hop count ("1" behind one load
   * balancer), or proxy addresses/CIDRs ("10.0.0.0/8,127.0.0.1"); "true" believes every hop.
   */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default("false")
      .transform((value, ctx): boolean | number | string[] => {
        const v = value.trim();
        if (v === "true" || v === "false") return v === "true";
        if (/^\d{1,2}$/.test(v)) return Number(v);
        const list = v
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean);
        if (list.length > 0 && list.every((item) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item))) return list;
        ctx.addIssue({
          code: "custom",
          message: "true, false, a hop count, or a comma list of proxy addresses/CIDRs",
        });
        return z.NEVER;
      }),
  ),
  /** How long a checked sign-in (token version and plan) is reused before asking the database again. */
  AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  JOBS_ENABLED: z.preprocess(
    emptyAsUndefined,
    z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
  ),
  /**
   * Jobs of one kind this instance works at once. Background work mostly waits on the AI provider,
   * so one at a time let a class's assessments queue for minutes behind each other.
   */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  WEB_DIST_DIR: optionalString,
  AI_PROVIDER: AiProviderNameSchema.default("demo"),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_MODEL_PRO: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** How each model is asked for JSON: one mode, or `model=mode` pairs (`*` = the rest); see ai/providers/structured-output.ts. */
  AI_STRUCTURED_OUTPUT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseStructuredOutputSetting(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
  /**
   * Which provider and model answer each task or group, per plan, with fallbacks (ai/routes.ts,
   * ADR 0049): `cards=ollama:qwen3:8b+json-object|openai:gpt-5-mini;writing@pro=anthropic:claude-sonnet-4-5`.
   * Unset: every task on AI_PROVIDER with AI_MODEL / AI_MODEL_PRO.
   */
  AI_ROUTES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseAiRoutes(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
  /** The servers routes name as `ollama:` and `llama.cpp:` (OpenAI-compatible /v1 addresses). */
  OLLAMA_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("http://127.0.0.1:11434/v1")),
  LLAMACPP_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("http://127.0.0.1:8080/v1")),
  /** Keys of routes to a hosted provider other than AI_PROVIDER (AI_API_KEY is AI_PROVIDER's only). */
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  /** Each learner's AI tokens (in + out) per UTC day on the Free and Pro plans; 0 turns the budget off (ADR 0027). */
  AI_DAILY_TOKENS_FREE: z.coerce.number().int().min(0).default(DAILY_TOKEN_BUDGETS.free),
  AI_DAILY_TOKENS_PRO: z.coerce.number().int().min(0).default(DAILY_TOKEN_BUDGETS.pro),
  /** Pause between the demo provider's streamed steps (blocks, words), so its answers arrive like a model's. */
  AI_DEMO_STEP_MS: z.coerce.number().int().min(0).max(5000).default(150),
  /**
   * Embeddings of source passages (issue 26, ADR 0032): unset = none (full-text search alone);
   * openai or openai-compatible (e.g. Ollama's /v1 with an embedding model).
   */
  EMBEDDING_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["openai", "openai-compatible"]).optional()),
  /** The embedding model; defaults: text-embedding-3-small (openai), nomic-embed-text (openai-compatible). */
  EMBEDDING_MODEL: optionalString,
  /** openai-compatible: the server's /v1 URL (default http://127.0.0.1:11434/v1, Ollama). */
  EMBEDDING_BASE_URL: optionalHttpUrl,
  /** Defaults to AI_API_KEY when EMBEDDING_PROVIDER=openai; local servers need none. */
  EMBEDDING_API_KEY: optionalString,
  /** Passages sent to the embedding model per request. */
  EMBEDDING_BATCH_SIZE: z.coerce.number().int().min(1).max(2048).default(64),
  EMBEDDING_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  IMAGE_PROVIDER: z.enum(["demo", "openai"]).default("demo"),
  IMAGE_MODEL: z.string().default("gpt-image-1"),
  /** Key and base URL for IMAGE_PROVIDER=openai; default to AI_API_KEY (and AI_BASE_URL when AI_PROVIDER=openai). */
  IMAGE_API_KEY: optionalString,
  IMAGE_BASE_URL: optionalUrl,
  /** Lesson narration: auto uses espeak-ng when installed; openai uses a TTS API; none turns it off. */
  SPEECH_PROVIDER: z.enum(["auto", "espeak", "openai", "none"]).default("auto"),
  ESPEAK_VOICE: z
    .string()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{1,12})*$/i, "an espeak-ng voice such as en-gb or en-us")
    .default("en-gb"),
  /** For SPEECH_PROVIDER=openai: key (default AI_API_KEY), base URL (default OpenAI's), model, voice. */
  SPEECH_API_KEY: optionalString,
  SPEECH_BASE_URL: optionalUrl,
  SPEECH_MODEL: z.string().default("gpt-4o-mini-tts"),
  SPEECH_VOICE: z.string().default("alloy"),
  /**
   * Conversations (audio overviews) offline: auto reads English with festival's two voices when
   * installed and espeak-ng otherwise; festival or espeak picks one (other languages: espeak-ng).
   */
  SPEECH_OFFLINE_VOICES: z.enum(["auto", "festival", "espeak"]).default("auto"),
  /** For SPEECH_PROVIDER=openai: the TTS voices of a conversation's host and expert. */
  SPEECH_HOST_VOICE: z.string().default("nova"),
  SPEECH_EXPERT_VOICE: z.string().default("onyx"),
  /**
   * The tutor you talk to (speech to text): `auto` uses an OpenAI-compatible transcription endpoint
   * when STT_BASE_URL is set, else pocketsphinx (offline, English, weaker) when installed; none: off.
   */
  STT_PROVIDER: z.enum(["auto", "pocketsphinx", "openai", "none"]).default("auto"),
  /** For STT_PROVIDER=openai: `/audio/transcriptions` under this base URL (whisper.cpp, faster-whisper, OpenAI). */
  STT_BASE_URL: optionalUrl,
  /** Key for STT_BASE_URL (default AI_API_KEY; local servers need none). */
  STT_API_KEY: optionalString,
  STT_MODEL: z.string().default("whisper-1"),
  /** pocketsphinx's acoustic model folder (en-us, en-us.lm.bin, cmudict-en-us.dict): Debian's by default. */
  POCKETSPHINX_MODEL_DIR: z.string().min(1).default("/usr/share/pocketsphinx/model/en-us"),
  /**
   * Slides drawn on the server (the PDF, the PPTX's formulas and diagrams, the video's frames):
   * `auto` uses headless Chromium at CHROMIUM_PATH when it is there, `none` turns it off.
   */
  SLIDES_RENDERER: z.enum(["auto", "chromium", "none"]).default("auto"),
  /** The Chromium (or Chrome) the slide renderer runs; Debian's by default. */
  CHROMIUM_PATH: z.string().min(1).default("/usr/bin/chromium"),
  /**
   * Hosts and ranges the guarded fetcher may reach although they are not public (tests, an
   * intranet): a comma list of IPs, CIDRs and host names (`*.corp.example` for a domain). Cloud
   * metadata addresses stay refused. Unset: public addresses only (ADR 0039).
   */
  FETCH_ALLOW_PRIVATE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        try {
          parseAllowList(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: `IPs, CIDRs or host names: ${(error as Error).message}` });
        }
      }),
  ),
  /** Longest a web page (or captions, or a search) may take in all, and the longest silence while it arrives. */
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  FETCH_IDLE_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(10_000),
  /** The largest web page a link source reads (a PDF or DOCX at a link has the plan's file size). */
  FETCH_MAX_PAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  /** Where video links' captions are read (a test's fake in tests). */
  YOUTUBE_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "an http:// or https:// URL" }).default("https://www.youtube.com"),
  ),
  /** 'Check this lesson': none, searxng (self-hosted, SEARCH_BASE_URL), brave or tavily (SEARCH_API_KEY). */
  SEARCH_PROVIDER: z.enum(["none", "searxng", "brave", "tavily"]).default("none"),
  /** searxng: the instance's address (required); brave and tavily: another API address (a test's fake). */
  SEARCH_BASE_URL: optionalHttpUrl,
  SEARCH_API_KEY: optionalString,
  /** local: files under DATA_DIR/media; s3: an S3-compatible bucket shared by every instance. */
  MEDIA_STORE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "a bucket name (3-63 lowercase letters, digits, dots, dashes)",
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default("us-east-1")),
  /** Endpoint of an S3-compatible service (MinIO, R2…); unset: AWS's https://s3.<region>.amazonaws.com. */
  S3_ENDPOINT: optionalHttpUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Address buckets as <endpoint>/<bucket>/<key> (MinIO) instead of <bucket>.<endpoint host>/<key>. */
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
  ),
  /** Public base URL of the bucket (or its CDN); unset: the server streams files at /media/<key>. */
  S3_PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https$/, error: "an https:// URL (the page's CSP loads images over https only)" })
      .optional(),
  ),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Brainy AI <no-reply@brainy.local>"),
  /** local: the built-in test-mode checkout page (no payment); stripe: Stripe Checkout and webhooks. */
  BILLING_PROVIDER: z.enum(["local", "stripe"]).default("local"),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** The recurring price (£5/month) the Checkout Session sells: price_… */
  STRIPE_PRICE_ID: optionalString,
  /** whsec_… from the dashboard's webhook endpoint or `stripe listen`. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API address (stripe-mock, the tests' fake); unset: https://api.stripe.com. */
  STRIPE_API_URL: optionalHttpUrl,
});

export type Config = Omit<z.infer<typeof EnvSchema>, "JWT_SECRET"> & {
  JWT_SECRET: string;
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** Absolute path of the built SPA. */
  webDistDir: string;
  version: string;
  /** AI_PRICE_<MODEL>=<in>,<out>: dollars per million tokens, by variable name (ai/prices.ts). */
  AI_PRICES: AiPrices;
};

/**
 * TRUST_PROXY=true believes every X-Forwarded-For hop, so behind a balancer each client could
 * name its own address and escape the per-address limits: production refuses it.
 */
export const UNSAFE_TRUST_PROXY_MESSAGE =
  'Invalid environment variable TRUST_PROXY="true": expected in production a hop count (1 behind one load balancer), the proxies\' addresses/CIDRs (10.0.0.0/8,127.0.0.1) or false; true believes every X-Forwarded-For hop, so a client could pick its own address';

/** Thrown when the environment is invalid; its message is the one line start-up prints. */
export class ConfigError extends Error {}

const serverRoot = path.resolve(import.meta.dirname, "..");

/** Parses the environment once at start-up. Throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const got = env[name];
    throw new ConfigError(
      `Invalid environment variable ${name}${got === undefined ? "" : `=${name.includes("SECRET") || name.includes("KEY") ? "***" : JSON.stringify(got)}`}: expected ${issue.message}`,
    );
  }
  const values = parsed.data;
  let prices: AiPrices;
  try {
    prices = parseAiPrices(env);
  } catch (error) {
    throw new ConfigError(`Invalid environment variable ${(error as Error).message}`);
  }
  applyServiceRoutes(values);
  const missing = findMissingVariable(values);
  if (missing) throw new ConfigError(`Missing environment variable ${missing}`);
  if (values.NODE_ENV === "production" && values.TRUST_PROXY === true) {
    throw new ConfigError(UNSAFE_TRUST_PROXY_MESSAGE);
  }
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, "package.json"), "utf8")) as { version: string };
  return {
    ...values,
    JWT_SECRET: values.JWT_SECRET ?? readOrCreateSecret(path.join(dataDir, "jwt-secret")),
    dataDir,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(serverRoot, "..", "web", "dist")),
    version: pkg.version,
    AI_PRICES: prices,
  };
}

/**
 * Names a variable the chosen providers need but did not get: the API key of a hosted AI provider
 * (local openai-compatible servers need none) or the bucket and keys of MEDIA_STORE=s3.
 */
function findMissingVariable(values: z.infer<typeof EnvSchema>): string | undefined {
  if ((values.AI_PROVIDER === "openai" || values.AI_PROVIDER === "anthropic") && !values.AI_API_KEY) {
    return `AI_API_KEY: expected an API key for AI_PROVIDER=${values.AI_PROVIDER}`;
  }
  for (const target of Object.values(values.AI_ROUTES.rules).flat()) {
    if (target.provider !== "openai" && target.provider !== "anthropic") continue;
    const own = target.provider === "openai" ? "OPENAI_API_KEY" : "ANTHROPIC_API_KEY";
    if (values.AI_PROVIDER === target.provider ? !values.AI_API_KEY : !values[own])
      return `${values.AI_PROVIDER === target.provider ? "AI_API_KEY" : own}: expected an API key for AI_ROUTES' ${target.provider} routes`;
  }
  if (values.SPEECH_PROVIDER === "openai" && !values.SPEECH_API_KEY && !values.AI_API_KEY) {
    return "SPEECH_API_KEY: expected an API key for SPEECH_PROVIDER=openai (or set AI_API_KEY)";
  }
  if (values.STT_PROVIDER === "openai" && !values.STT_BASE_URL) {
    return "STT_BASE_URL: expected the transcription server's base URL for STT_PROVIDER=openai";
  }
  if (values.IMAGE_PROVIDER === "openai" && !values.IMAGE_API_KEY && !values.AI_API_KEY) {
    return "IMAGE_API_KEY: expected an API key for IMAGE_PROVIDER=openai (or set AI_API_KEY)";
  }
  if (values.EMBEDDING_PROVIDER === "openai" && !values.EMBEDDING_API_KEY && !values.AI_API_KEY) {
    return "EMBEDDING_API_KEY: expected an API key for EMBEDDING_PROVIDER=openai (or set AI_API_KEY)";
  }
  if (values.SEARCH_PROVIDER === "searxng" && !values.SEARCH_BASE_URL) {
    return "SEARCH_BASE_URL: expected the SearXNG instance's address for SEARCH_PROVIDER=searxng";
  }
  if ((values.SEARCH_PROVIDER === "brave" || values.SEARCH_PROVIDER === "tavily") && !values.SEARCH_API_KEY) {
    return `SEARCH_API_KEY: expected an API key for SEARCH_PROVIDER=${values.SEARCH_PROVIDER}`;
  }
  if (values.BILLING_PROVIDER === "stripe") {
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET"] as const) {
      if (!values[name]) return `${name}: expected a value for BILLING_PROVIDER=stripe`;
    }
  }
  if (values.MEDIA_STORE === "s3") {
    if (!values.S3_BUCKET) return "S3_BUCKET: expected a bucket name for MEDIA_STORE=s3";
    if (!values.S3_ACCESS_KEY_ID) return "S3_ACCESS_KEY_ID: expected an access key id for MEDIA_STORE=s3";
    if (!values.S3_SECRET_ACCESS_KEY) {
      return "S3_SECRET_ACCESS_KEY: expected a secret access key for MEDIA_STORE=s3";
    }
  }
  return undefined;
}

/** AI_ROUTES' embeddings= and speech= routes stand for the EMBEDDING_* and SPEECH_* variables they name. */
function applyServiceRoutes(values: z.infer<typeof EnvSchema>) {
  const { embeddings, speech } = values.AI_ROUTES;
  if (embeddings) {
    const local = embeddings.provider === "ollama" || embeddings.provider === "llama.cpp";
    values.EMBEDDING_PROVIDER = embeddings.provider === "openai" ? "openai" : "openai-compatible";
    values.EMBEDDING_MODEL = embeddings.model;
    if (local)
      values.EMBEDDING_BASE_URL =
        embeddings.provider === "ollama" ? values.OLLAMA_BASE_URL : values.LLAMACPP_BASE_URL;
  }
  if (speech) {
    values.SPEECH_PROVIDER = speech.provider;
    if (speech.provider === "openai") values.SPEECH_MODEL = speech.model;
    if (speech.provider === "espeak" && speech.model) values.ESPEAK_VOICE = speech.model;
  }
}

/** A random secret generated on first start and kept in DATA_DIR, readable by the owner only. */
function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
