import type { SourceSearchHit } from "@brainy/contract";
import { and, asc, count, eq, inArray, lt, ne, notExists, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  sourceEmbeddingWork,
  sourcePassageEmbeddings,
  sourcePassages,
  sources,
} from "../../db/schema/index.ts";
import { passageUrl } from "./link-urls.ts";
import { dotPacked } from "./vectors.ts";

/** A running try whose heartbeat is older than this lost its worker (the process died). */
export const STALE_EMBEDDING_MS = 30_000;
const staleBefore = (ms: number) => sql`now() - (${ms}::int * interval '1 millisecond')`;

export type EmbeddingWorkRow = typeof sourceEmbeddingWork.$inferSelect;

/** The embedding state of the learner's sources, by source id. */
export async function findEmbeddingStates(db: DbOrTx, userId: string, sourceIds: string[]) {
  if (sourceIds.length === 0) return new Map<string, EmbeddingWorkRow>();
  const rows = await db
    .select()
    .from(sourceEmbeddingWork)
    .where(and(eq(sourceEmbeddingWork.userId, userId), inArray(sourceEmbeddingWork.sourceId, sourceIds)));
  return new Map(rows.map((row) => [row.sourceId, row]));
}

/**
 * Marks a ready source's passages to be embedded with `model` (queued), unless a live try runs.
 * A new model starts its count again; the old model's vectors are replaced passage by passage.
 */
export async function queueEmbeddingWork(
  db: DbOrTx,
  work: { sourceId: string; userId: string; model: string },
  options: { takeOver?: boolean } = {},
): Promise<void> {
  const total = sql`(select count(*)::int from ${sourcePassages} where ${sourcePassages.sourceId} = ${work.sourceId})`;
  await db
    .insert(sourceEmbeddingWork)
    .values({ ...work, state: "queued", total })
    .onConflictDoUpdate({
      target: sourceEmbeddingWork.sourceId,
      set: {
        state: "queued",
        model: work.model,
        total,
        done: sql`case when ${sourceEmbeddingWork.model} = ${work.model} then ${sourceEmbeddingWork.done} else 0 end`,
        attempts: 0,
        error: null,
        heartbeatAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: options.takeOver
        ? undefined
        : sql`not (${sourceEmbeddingWork.state} = 'running' and ${sourceEmbeddingWork.heartbeatAt} >= ${staleBefore(STALE_EMBEDDING_MS)})`,
    });
}

/** Claims queued (or stale running) work for this worker: one claimant wins, on any instance. */
export async function claimEmbeddingWork(db: Db, sourceId: string, model: string) {
  const [row] = await db
    .update(sourceEmbeddingWork)
    .set({
      state: "running",
      attempts: sql`${sourceEmbeddingWork.attempts} + 1`,
      heartbeatAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(sourceEmbeddingWork.sourceId, sourceId),
        eq(sourceEmbeddingWork.model, model),
        or(
          eq(sourceEmbeddingWork.state, "queued"),
          and(
            eq(sourceEmbeddingWork.state, "running"),
            lt(sourceEmbeddingWork.heartbeatAt, staleBefore(STALE_EMBEDDING_MS)),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

export async function touchEmbeddingWork(db: Db, sourceId: string): Promise<void> {
  await db
    .update(sourceEmbeddingWork)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(sourceEmbeddingWork.sourceId, sourceId), eq(sourceEmbeddingWork.state, "running")));
}

/** The next passages of a source without an embedding of `model`, in reading order. */
export async function findPassagesToEmbed(db: Db, sourceId: string, model: string, limit: number) {
  return db
    .select({ id: sourcePassages.id, headingPath: sourcePassages.headingPath, text: sourcePassages.text })
    .from(sourcePassages)
    .where(
      and(
        eq(sourcePassages.sourceId, sourceId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sourcePassageEmbeddings)
            .where(
              and(
                eq(sourcePassageEmbeddings.passageId, sourcePassages.id),
                eq(sourcePassageEmbeddings.model, model),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(sourcePassages.ordinal))
    .limit(limit);
}

/** Stores a batch of vectors (replacing another model's) and the work's progress, in one transaction. */
export async function saveEmbeddings(
  db: Db,
  work: { sourceId: string; userId: string; model: string },
  rows: { passageId: string; embedding: number[]; packed: Uint8Array; sketch: bigint }[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(sourcePassageEmbeddings)
      .values(
        rows.map((row) => ({
          ...row,
          sourceId: work.sourceId,
          userId: work.userId,
          model: work.model,
          dimensions: row.embedding.length,
        })),
      )
      .onConflictDoUpdate({
        target: sourcePassageEmbeddings.passageId,
        set: {
          model: sql`excluded.model`,
          dimensions: sql`excluded.dimensions`,
          embedding: sql`excluded.embedding`,
          sketch: sql`excluded.sketch`,
          packed: sql`excluded.packed`,
        },
      });
    const [done] = await tx
      .select({ n: count() })
      .from(sourcePassageEmbeddings)
      .where(
        and(
          eq(sourcePassageEmbeddings.sourceId, work.sourceId),
          eq(sourcePassageEmbeddings.model, work.model),
        ),
      );
    await tx
      .update(sourceEmbeddingWork)
      .set({ done: done?.n ?? 0, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(sourceEmbeddingWork.sourceId, work.sourceId), eq(sourceEmbeddingWork.state, "running")));
    return done?.n ?? 0;
  });
}

/** Ends a try: ready, queued again (retrying) or failed with a reason. */
export async function endEmbeddingTry(
  db: Db,
  sourceId: string,
  outcome: { state: "ready" | "queued" | "failed"; error: string | null },
): Promise<void> {
  await db
    .update(sourceEmbeddingWork)
    .set({
      state: outcome.state,
      error: outcome.error,
      heartbeatAt: null,
      updatedAt: sql`now()`,
      ...(outcome.state === "ready" ? { done: sourceEmbeddingWork.total } : {}),
    })
    .where(and(eq(sourceEmbeddingWork.sourceId, sourceId), eq(sourceEmbeddingWork.state, "running")));
}

/**
 * Ready sources whose passages need (re-)embedding with `model`: none yet (embeddings configured
 * after they were read), another model, or a try a dead process left (every unfinished one on
 * PGlite, one process; stale ones on PostgreSQL); with `retryFailed` (start-up), failed work too.
 */
export async function findEmbeddingWorkToResume(
  db: Db,
  model: string,
  options: { everyUnfinished: boolean; retryFailed?: boolean },
): Promise<{ sourceId: string; userId: string }[]> {
  const stale = staleBefore(STALE_EMBEDDING_MS);
  const w = sourceEmbeddingWork;
  return db
    .select({ sourceId: sources.id, userId: sources.userId })
    .from(sources)
    .leftJoin(w, eq(w.sourceId, sources.id))
    .where(
      and(
        eq(sources.state, "ready"),
        or(
          sql`${w.sourceId} is null`,
          ne(w.model, model),
          options.retryFailed ? eq(w.state, "failed") : undefined,
          options.everyUnfinished
            ? inArray(w.state, ["queued", "running"])
            : or(
                and(eq(w.state, "running"), lt(w.heartbeatAt, stale)),
                and(eq(w.state, "queued"), lt(w.updatedAt, stale)),
              ),
        ),
      ),
    )
    .limit(500);
}

/**
 * Drops the vectors of `model` whose dimensions are not `dimensions` (the model now answers
 * another size): answers the sources they belonged to, to embed again.
 */
export async function dropOtherDimensions(db: Db, model: string, dimensions: number) {
  const rows = await db
    .delete(sourcePassageEmbeddings)
    .where(and(eq(sourcePassageEmbeddings.model, model), ne(sourcePassageEmbeddings.dimensions, dimensions)))
    .returning({ sourceId: sourcePassageEmbeddings.sourceId, userId: sourcePassageEmbeddings.userId });
  return [...new Map(rows.map((row) => [row.sourceId, row])).values()];
}

/** Which of the learner's vectors a ranking compares: the query's model and dimensions only. */
function vectorScope(userId: string, query: { model: string; dimensions: number }, sourceIds?: string[]) {
  const e = sourcePassageEmbeddings;
  return and(
    eq(e.userId, userId),
    eq(e.model, query.model),
    eq(e.dimensions, query.dimensions),
    sourceIds ? inArray(e.sourceId, sourceIds) : undefined,
  );
}

type VectorQuery = { model: string; vector: number[]; sketch: bigint };
/** A passage a ranking by meaning found, best first (fusion needs the order only; text is read for results alone). */
export type VectorMatch = { id: string };

/**
 * pgvector: the learner's passages nearest the query by cosine distance, through the HNSW
 * expression index of the query's model and dimensions (ensureVectorIndex). Answers ids only: the
 * index scan orders by distance without reading a row's vector, let alone its text.
 */
export async function rankByVectorIndex(
  db: DbOrTx,
  userId: string,
  query: VectorQuery,
  options: { limit: number; sourceIds?: string[]; setIterativeScan?: boolean },
): Promise<VectorMatch[]> {
  if (options.setIterativeScan) {
    // A pooled PostgreSQL connection: without this an HNSW scan filtered to one learner stops
    // after its first hnsw.ef_search (40) candidates, and a learner none of whose passages are
    // among the table's 40 nearest gets no vector hits at all (pgvector >= 0.8; ADR 0032).
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local hnsw.iterative_scan = strict_order`);
      return rankByVectorIndex(tx, userId, query, { ...options, setIterativeScan: false });
    });
  }
  const n = sql.raw(String(query.vector.length));
  const e = sourcePassageEmbeddings;
  const distance = sql`(${e.embedding}::vector(${n}) <=> ${`[${query.vector.join(",")}]`}::vector(${n}))`;
  // Joined to the passages (the owner checked twice): with the join's cost the planner prices the
  // sequential scan and sort over every vector at what it is, and takes the HNSW index even for a
  // few thousand passages (alone, this statement got a sequential scan: 35 ms on PGlite at 2,000).
  return db
    .select({ id: e.passageId })
    .from(e)
    .innerJoin(sourcePassages, eq(sourcePassages.id, e.passageId))
    .where(
      and(
        vectorScope(userId, { model: query.model, dimensions: query.vector.length }, options.sourceIds),
        eq(sourcePassages.userId, userId),
      ),
    )
    .orderBy(distance)
    .limit(options.limit);
}

/** Passages the plain fallback compares exactly at most, besides the full-text ones. */
export const SKETCH_CANDIDATES = 200;

/**
 * Without pgvector: exact cosine (a dot product of unit vectors) over a bounded set: the learner's
 * SKETCH_CANDIDATES passages nearest by Hamming distance of the 64-bit sketches (integer work
 * over their rows), plus the passages full-text search found (`alsoIds`). One statement answers
 * the candidates' ids and packed float32 vectors (no text); the products are computed here: in
 * SQL (`unnest` and `sum` per element) they cost several times more, most of all on PGlite.
 */
export async function rankByVectorFallback(
  db: DbOrTx,
  userId: string,
  query: VectorQuery,
  options: { limit: number; sourceIds?: string[]; alsoIds: string[] },
): Promise<VectorMatch[]> {
  const e = sourcePassageEmbeddings;
  const scope = vectorScope(
    userId,
    { model: query.model, dimensions: query.vector.length },
    options.sourceIds,
  );
  const near = db
    .select({ id: e.passageId })
    .from(e)
    .where(scope)
    .orderBy(sql`bit_count((${e.sketch} # ${query.sketch.toString()}::bigint)::bit(64))`)
    .limit(SKETCH_CANDIDATES);
  // A union, not an OR of two IN lists: the candidates are then read by primary key, not by a scan.
  const also = options.alsoIds.length
    ? sql` union select unnest(array[${sql.join(
        options.alsoIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])`
    : sql``;
  const candidates = sql`${e.passageId} in (${near}${also})`;
  // Base64 text, decoded natively here: PGlite parses a bytea's hex byte by byte (about 3,000
  // parseInt calls a vector), which cost more than the ranking itself.
  const rows = await db
    .select({ id: e.passageId, packed: sql<string>`encode(${e.packed}, 'base64')` })
    .from(e)
    .where(and(scope, candidates));
  return rows
    .map((row) => ({ id: row.id, rank: dotPacked(query.vector, Buffer.from(row.packed, "base64")) }))
    .sort((a, b) => b.rank - a.rank || (a.id < b.id ? -1 : 1))
    .slice(0, options.limit)
    .map(({ id }) => ({ id }));
}

/** The learner's passages of `ids` as search hits (rank 0: the caller sets it), in no order. */
export async function findPassageHits(db: DbOrTx, userId: string, ids: string[]): Promise<SourceSearchHit[]> {
  if (ids.length === 0) return [];
  const p = sourcePassages;
  const rows = await db
    .select({
      id: p.id,
      sourceId: p.sourceId,
      ordinal: p.ordinal,
      page: p.page,
      headingPath: p.headingPath,
      text: p.text,
      sourceTitle: sources.title,
      rank: sql<number>`0::real`,
      startSeconds: p.startSeconds,
      anchor: p.anchor,
      sourceUrl: sources.url,
      sourceKind: sources.kind,
    })
    .from(p)
    .innerJoin(sources, eq(sources.id, p.sourceId))
    .where(and(eq(p.userId, userId), inArray(p.id, ids)));
  return rows.map(({ anchor, sourceUrl, sourceKind, ...hit }) => ({
    ...hit,
    url: passageUrl({ url: sourceUrl, kind: sourceKind }, { ...hit, anchor }),
  }));
}
