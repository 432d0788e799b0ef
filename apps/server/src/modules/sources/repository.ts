import type { Source } from "@brainy/contract";
import { and, asc, count, desc, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { sourcePassages, sources } from "../../db/schema/index.ts";
import type { PassageDraft } from "./text.ts";

/** A processing try whose heartbeat is older than this lost its worker (the process died). */
export const STALE_EXTRACTION_MS = 30_000;
const staleBefore = (ms: number) => sql`now() - (${ms}::int * interval '1 millisecond')`;

export type SourceRow = typeof sources.$inferSelect;

const SOURCE_COLUMNS = {
  id: sources.id,
  title: sources.title,
  kind: sources.kind,
  sizeBytes: sources.sizeBytes,
  state: sources.state,
  pagesDone: sources.pagesDone,
  pagesTotal: sources.pagesTotal,
  passageCount: sources.passageCount,
  error: sources.error,
  createdAt: sources.createdAt,
};

/** A row as the API answers it. */
export function toSource(row: Pick<SourceRow, keyof typeof SOURCE_COLUMNS>): Source {
  return {
    ...row,
    kind: row.kind as Source["kind"],
    state: row.state as Source["state"],
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSources(db: DbOrTx, userId: string): Promise<Source[]> {
  const rows = await db
    .select(SOURCE_COLUMNS)
    .from(sources)
    .where(eq(sources.userId, userId))
    .orderBy(desc(sources.createdAt));
  return rows.map(toSource);
}

export async function countSources(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sources).where(eq(sources.userId, userId));
  return row?.n ?? 0;
}

export async function findSourceRow(
  db: DbOrTx,
  userId: string,
  sourceId: string,
): Promise<SourceRow | undefined> {
  const [row] = await db
    .select()
    .from(sources)
    .where(and(eq(sources.id, sourceId), eq(sources.userId, userId)));
  return row;
}

export async function insertSource(
  db: DbOrTx,
  values: { id: string; userId: string; title: string; kind: string; fileKey: string; sizeBytes: number },
): Promise<Source> {
  const [row] = await db.insert(sources).values(values).returning(SOURCE_COLUMNS);
  return toSource(row!);
}

export async function deleteSourceRow(
  db: DbOrTx,
  userId: string,
  sourceId: string,
): Promise<SourceRow | undefined> {
  const [row] = await db
    .delete(sources)
    .where(and(eq(sources.id, sourceId), eq(sources.userId, userId)))
    .returning();
  return row;
}

/** Claims a queued (or stale processing) source for this worker: one claimant wins, on any instance. */
export async function claimSource(db: Db, sourceId: string): Promise<SourceRow | undefined> {
  const [row] = await db
    .update(sources)
    .set({
      state: "processing",
      attempts: sql`${sources.attempts} + 1`,
      heartbeatAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(sources.id, sourceId),
        or(
          eq(sources.state, "queued"),
          and(eq(sources.state, "processing"), lt(sources.heartbeatAt, staleBefore(STALE_EXTRACTION_MS))),
        ),
      ),
    )
    .returning();
  return row;
}

/** Progress (and the heartbeat) of a processing source. */
export async function setSourceProgress(
  db: Db,
  sourceId: string,
  done: number,
  total: number,
): Promise<void> {
  await db
    .update(sources)
    .set({ pagesDone: done, pagesTotal: total, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sources.id, sourceId), eq(sources.state, "processing")));
}

export async function touchSource(db: Db, sourceId: string): Promise<void> {
  await db
    .update(sources)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(sources.id, sourceId), eq(sources.state, "processing")));
}

/**
 * Stores the passages and marks the source ready in one transaction: a source is never shown
 * ready half-indexed, and a killed try leaves no passages behind to double.
 */
export async function saveSourcePassages(
  db: Db,
  source: { id: string; userId: string },
  passages: PassageDraft[],
  pagesTotal: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sourcePassages).where(eq(sourcePassages.sourceId, source.id));
    for (let i = 0; i < passages.length; i += 500) {
      await tx.insert(sourcePassages).values(
        passages.slice(i, i + 500).map((p, j) => ({
          sourceId: source.id,
          userId: source.userId,
          ordinal: i + j,
          page: p.page,
          headingPath: p.headingPath,
          text: p.text,
          search: sql`to_tsvector('english', ${p.headingPath.join(" ")} || ' ' || ${p.text})`,
        })),
      );
    }
    await tx
      .update(sources)
      .set({
        state: "ready",
        error: null,
        pagesDone: pagesTotal,
        pagesTotal,
        passageCount: passages.length,
        heartbeatAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(sources.id, source.id));
  });
}

/** Ends a try that did not finish: queued again (retrying) or failed with a reason. */
export async function endSourceTry(
  db: Db,
  sourceId: string,
  outcome: { state: "queued" | "failed"; error: string },
): Promise<void> {
  await db
    .update(sources)
    .set({ state: outcome.state, error: outcome.error, heartbeatAt: null, updatedAt: sql`now()` })
    .where(and(eq(sources.id, sourceId), eq(sources.state, "processing")));
}

/** Sources a dead process left unfinished: every one (PGlite: one process) or those gone stale. */
export async function findAbandonedSources(
  db: Db,
  options: { everyUnfinished: boolean },
): Promise<{ id: string; userId: string }[]> {
  const stale = staleBefore(STALE_EXTRACTION_MS);
  return db
    .select({ id: sources.id, userId: sources.userId })
    .from(sources)
    .where(
      options.everyUnfinished
        ? inArray(sources.state, ["queued", "processing"])
        : or(
            and(eq(sources.state, "processing"), lt(sources.heartbeatAt, stale)),
            and(eq(sources.state, "queued"), lt(sources.updatedAt, stale)),
          ),
    )
    .limit(500);
}

/** Puts an abandoned try back to queued so its new job can claim it. */
export async function requeueSource(db: Db, sourceId: string): Promise<void> {
  await db
    .update(sources)
    .set({ state: "queued", heartbeatAt: null, updatedAt: sql`now()` })
    .where(and(eq(sources.id, sourceId), inArray(sources.state, ["queued", "processing"])));
}

const PASSAGE_COLUMNS = {
  id: sourcePassages.id,
  sourceId: sourcePassages.sourceId,
  ordinal: sourcePassages.ordinal,
  page: sourcePassages.page,
  headingPath: sourcePassages.headingPath,
  text: sourcePassages.text,
};

export async function listPassages(
  db: DbOrTx,
  userId: string,
  sourceId: string,
  range: { offset: number; limit: number },
) {
  return db
    .select(PASSAGE_COLUMNS)
    .from(sourcePassages)
    .where(and(eq(sourcePassages.sourceId, sourceId), eq(sourcePassages.userId, userId)))
    .orderBy(asc(sourcePassages.ordinal))
    .offset(range.offset)
    .limit(range.limit);
}

/** Passages a search ranks at most per step: bounds its cost when a word is in most passages. */
const RANKED_CANDIDATES = 500;

/** One ranking step: the passages matching `tsquery` (at most RANKED_CANDIDATES), best first. */
async function rankMatches(
  db: DbOrTx,
  userId: string,
  tsquery: SQL,
  options: { limit: number; sourceIds?: string[] },
) {
  const candidates = db
    .select({ id: sourcePassages.id })
    .from(sourcePassages)
    .where(
      and(
        eq(sourcePassages.userId, userId),
        sql`${sourcePassages.search} @@ ${tsquery}`,
        options.sourceIds ? inArray(sourcePassages.sourceId, options.sourceIds) : undefined,
      ),
    )
    .limit(RANKED_CANDIDATES)
    .as("candidates");
  const rank = sql<number>`ts_rank_cd(${sourcePassages.search}, ${tsquery})`;
  return db
    .select({ ...PASSAGE_COLUMNS, sourceTitle: sources.title, rank })
    .from(sourcePassages)
    .innerJoin(candidates, eq(candidates.id, sourcePassages.id))
    .innerJoin(sources, eq(sources.id, sourcePassages.sourceId))
    .orderBy(desc(rank), asc(sourcePassages.ordinal))
    .limit(options.limit);
}

/**
 * The learner's passages best matching `query`, ranked by cover density (English full-text search,
 * GIN-indexed): first those holding all its words; when fewer than `limit`, then those holding any
 * of them (a question's words OR-ed, stop words dropped).
 */
export async function searchPassages(
  db: DbOrTx,
  userId: string,
  query: string,
  options: { limit: number; sourceIds?: string[] },
) {
  const all = sql`plainto_tsquery('english', ${query})`;
  const hits = await rankMatches(db, userId, all, options);
  if (hits.length >= options.limit) return hits;
  const any = sql`nullif(replace(plainto_tsquery('english', ${query})::text, '&', '|'), '')::tsquery`;
  const seen = new Set(hits.map((hit) => hit.id));
  for (const hit of await rankMatches(db, userId, any, options)) {
    if (hits.length >= options.limit) break;
    if (!seen.has(hit.id)) hits.push(hit);
  }
  return hits;
}

/** How many of the learner's sources are ready to answer from. */
export async function countReadySources(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sources)
    .where(and(eq(sources.userId, userId), eq(sources.state, "ready")));
  return row?.n ?? 0;
}
