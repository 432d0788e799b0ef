import { sql } from "drizzle-orm";
import type { Embedder } from "../../ai/embeddings.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { Background, JobDefinition, JobRun } from "../../jobs/background.ts";
import {
  claimEmbeddingWork,
  dropOtherDimensions,
  endEmbeddingTry,
  findEmbeddingWorkToResume,
  findPassagesToEmbed,
  queueEmbeddingWork,
  saveEmbeddings,
  touchEmbeddingWork,
} from "./embedding-repository.ts";
import { packVector, signSketch, unitVector } from "./vectors.ts";

type Log = { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };

/** How a database ranks passage vectors: pgvector's `<=>` under an HNSW index, or the plain fallback. */
export type PassageEmbeddings = {
  embedder: Embedder;
  vectorIndex: boolean;
  /**
   * PostgreSQL's pooled connections: each index ranking sets `hnsw.iterative_scan` for itself (in a
   * transaction of its own); PGlite's one connection has it set for good.
   */
  scanSettingPerQuery: boolean;
  /** Passages per embedding request (EMBEDDING_BATCH_SIZE). */
  batchSize: number;
  log?: Log;
};

/**
 * The embedder of each database's passages (set once by the app at start-up; ADR 0032). Retrieval's
 * callers (chat, grounded lessons, /sources/search) hand the sources module only their database, so
 * the embedding configuration lives beside the passages it describes rather than in every call.
 */
const embeddingsByDb = new WeakMap<DbOrTx, PassageEmbeddings>();

export function passageEmbeddingsFor(db: DbOrTx): PassageEmbeddings | undefined {
  return embeddingsByDb.get(db);
}

/**
 * Turns embeddings on for a database: uses pgvector when the database has it (PostgreSQL with the
 * extension available, PGlite started with it) and the plain fallback otherwise.
 */
export async function enablePassageEmbeddings(
  db: Db,
  embedder: Embedder,
  options: { log?: Log; kind: "pglite" | "postgres"; batchSize: number },
): Promise<PassageEmbeddings> {
  let vectorIndex = false;
  try {
    const available = await db.execute(sql`select 1 from pg_available_extensions where name = 'vector'`);
    if (rowsOf(available).length > 0) {
      await db.execute(sql`create extension if not exists vector`);
      vectorIndex = true;
      // One connection on PGlite: index scans go on past rows of other learners (pgvector >= 0.8).
      if (options.kind === "pglite") await db.execute(sql`set hnsw.iterative_scan = strict_order`);
    }
  } catch (error) {
    options.log?.error(
      { err: error },
      "pgvector is available but could not be enabled; using the plain fallback",
    );
  }
  const embeddings = {
    embedder,
    vectorIndex,
    scanSettingPerQuery: vectorIndex && options.kind === "postgres",
    batchSize: options.batchSize,
    log: options.log,
  };
  embeddingsByDb.set(db, embeddings);
  return embeddings;
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

const indexedModels = new WeakMap<DbOrTx, Set<string>>();

/**
 * pgvector: an HNSW index on the cast of one model's vectors of one size (a partial expression
 * index: a table may hold several models while one replaces another). Made once per model.
 */
export async function ensureVectorIndex(db: Db, model: string, dimensions: number): Promise<void> {
  const key = `${model}@${dimensions}`;
  const done = indexedModels.get(db) ?? new Set<string>();
  indexedModels.set(db, done);
  if (done.has(key)) return;
  let hash = 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  const name = `source_passage_embeddings_hnsw_${hash.toString(36)}`;
  const literal = `'${model.replaceAll("'", "''")}'`;
  const n = Math.trunc(dimensions);
  await db.execute(
    sql.raw(
      `create index if not exists ${name} on source_passage_embeddings using hnsw ((embedding::vector(${n})) vector_cosine_ops) where model = ${literal} and dimensions = ${n}`,
    ),
  );
  done.add(key);
}

/** The text a passage is embedded as: its headings, then its words. */
export const passageInput = (p: { headingPath: string[]; text: string }) =>
  [...p.headingPath, p.text].join("\n");

/** What embedding a source's passages needs. */
export type EmbeddingDeps = { db: Db; log?: Log };
/** Whose source to embed. */
export type EmbeddingData = { userId: string; sourceId: string };

const HEARTBEAT_MS = 5_000;

/** The learner-readable reason a try failed (the details go to the log). */
function failureReason(error: unknown): string {
  const status =
    (error as { statusCode?: number; lastError?: { statusCode?: number } }).statusCode ??
    (error as { lastError?: { statusCode?: number } }).lastError?.statusCode;
  const why = status ? `it answered HTTP ${status}` : "it could not be reached";
  return `Search by meaning is not available for this source: the embedding service failed (${why}). Search by words still works.`;
}

/**
 * Embeds a ready source's passages in batches, as its job runs it: claims the work (a duplicate job
 * finds it taken), stores each batch with the progress, so a killed try resumes after the last
 * stored batch. Errors retry while tries remain (the AI SDK retries each request with back-off
 * first; pg-boss then backs off between tries), then the work ends failed with a reason. The source
 * itself stays ready and searchable by full text throughout.
 */
export async function runSourceEmbedding(
  deps: EmbeddingDeps,
  data: EmbeddingData,
  run: JobRun,
): Promise<"ready" | "skipped" | "failed"> {
  const embeddings = passageEmbeddingsFor(deps.db);
  if (!embeddings) return "skipped";
  const { embedder } = embeddings;
  const work = await claimEmbeddingWork(deps.db, data.sourceId, embedder.model);
  if (!work) return "skipped";
  const heartbeat = setInterval(
    () => void touchEmbeddingWork(deps.db, work.sourceId).catch(() => {}),
    HEARTBEAT_MS,
  );
  heartbeat.unref();
  try {
    for (;;) {
      const batch = await findPassagesToEmbed(deps.db, work.sourceId, embedder.model, embeddings.batchSize);
      if (batch.length === 0) break;
      const vectors = await embedder.embed(batch.map(passageInput), run.signal);
      const dimensions = vectors[0]?.length ?? 0;
      if (vectors.length !== batch.length || dimensions === 0 || vectors.some((v) => v.length !== dimensions))
        throw new Error(
          `the embedding service answered ${vectors.length} vectors for ${batch.length} passages`,
        );
      const rows = batch.map((passage, i) => {
        const embedding = unitVector(vectors[i]!);
        return {
          passageId: passage.id,
          embedding,
          packed: packVector(embedding),
          sketch: signSketch(embedding),
        };
      });
      await saveEmbeddings(deps.db, { ...work, model: embedder.model }, rows);
      if (embeddings.vectorIndex) await ensureVectorIndex(deps.db, embedder.model, dimensions);
    }
    await endEmbeddingTry(deps.db, work.sourceId, { state: "ready", error: null });
    return "ready";
  } catch (error) {
    const retrying = run.retryCount < run.retryLimit && !run.signal.aborted;
    await endEmbeddingTry(deps.db, work.sourceId, {
      state: retrying ? "queued" : "failed",
      error: failureReason(error),
    });
    (deps.log ?? embeddings.log)?.error(
      { err: error, sourceId: work.sourceId, retrying },
      "embedding passages failed",
    );
    if (retrying) throw error;
    return "failed";
  } finally {
    clearInterval(heartbeat);
  }
}

/** Embedding a ready source's passages; queued when extraction stores them (EMBEDDING_PROVIDER set). */
export const embedSourceJob: JobDefinition<EmbeddingData, EmbeddingDeps> = {
  name: "embed-source",
  retryLimit: 4,
  expireInSeconds: 1800,
  exclusiveKey: (data) => data.sourceId,
  run: (deps, data, run) => runSourceEmbedding(deps, data, run),
};

/** After extraction: queues the new passages' embedding when a provider is configured. */
export async function queueSourceEmbedding(
  deps: { db: Db; background?: Background },
  data: EmbeddingData,
): Promise<void> {
  const embeddings = passageEmbeddingsFor(deps.db);
  if (!embeddings || !deps.background) return;
  await queueEmbeddingWork(deps.db, { ...data, model: embeddings.embedder.model });
  await deps.background.send(embedSourceJob, data, { queued: true });
}

/**
 * Sends again the embedding work that is missing or a dead process left (start-up, and the
 * sweep): ready sources without vectors of the configured model, or with vectors of another size
 * than the model answers now (a probe at start-up), are queued again, and at start-up the work
 * that failed (the provider may be back or fixed). Answers how many.
 */
export async function resumeSourceEmbeddings(
  deps: { db: Db },
  options: {
    everyUnfinished: boolean;
    probeDimensions?: boolean;
    send: (data: EmbeddingData) => Promise<void>;
  },
): Promise<number> {
  const embeddings = passageEmbeddingsFor(deps.db);
  if (!embeddings) return 0;
  const { embedder } = embeddings;
  const again = new Map<string, EmbeddingData>();
  if (options.probeDimensions) {
    try {
      const [probe] = await embedder.embed(["dimensions"]);
      for (const row of await dropOtherDimensions(deps.db, embedder.model, probe?.length ?? 0))
        again.set(row.sourceId, { sourceId: row.sourceId, userId: row.userId });
    } catch (error) {
      embeddings.log?.error({ err: error }, "the embedding service did not answer at start-up");
    }
  }
  const resume = { everyUnfinished: options.everyUnfinished, retryFailed: options.probeDimensions };
  for (const row of await findEmbeddingWorkToResume(deps.db, embedder.model, resume))
    again.set(row.sourceId, { sourceId: row.sourceId, userId: row.userId });
  for (const data of again.values()) {
    // On PGlite (one process) a running try at start-up was cut off by the last stop.
    await queueEmbeddingWork(
      deps.db,
      { ...data, model: embedder.model },
      { takeOver: options.everyUnfinished },
    );
    await options.send(data);
  }
  return again.size;
}
