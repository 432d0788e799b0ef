import type { Source } from "@brainy/contract";
import { and, asc, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { sourcePassages, sources } from "../../db/schema/index.ts";
import { passageUrl } from "./link-urls.ts";
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
  url: sources.url,
  author: sources.author,
  siteName: sources.siteName,
  publishedAt: sources.publishedAt,
  fetchedAt: sources.fetchedAt,
  version: sources.version,
  language: sources.language,
};

/** A row as the API answers it. */
export function toSource(row: Pick<SourceRow, keyof typeof SOURCE_COLUMNS>): Source {
  const { url, author, siteName, publishedAt, fetchedAt, version, language, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as Source["kind"],
    state: row.state as Source["state"],
    createdAt: row.createdAt.toISOString(),
    link:
      url === null
        ? null
        : {
            url,
            author,
            siteName,
            publishedAt,
            fetchedAt: fetchedAt?.toISOString() ?? null,
            version,
            language,
          },
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
  values: {
    id: string;
    userId: string;
    title: string;
    kind: string;
    fileKey: string;
    sizeBytes: number;
    url?: string;
    titleFixed?: boolean;
  },
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
    await insertPassages(tx, source, passages);
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

/** Writes a source's passages in order, 500 rows a statement, with their full-text vectors. */
export async function insertPassages(
  tx: DbOrTx,
  source: { id: string; userId: string },
  passages: PassageDraft[],
): Promise<void> {
  for (let i = 0; i < passages.length; i += 500) {
    await tx.insert(sourcePassages).values(
      passages.slice(i, i + 500).map((p, j) => ({
        sourceId: source.id,
        userId: source.userId,
        ordinal: i + j,
        page: p.page,
        headingPath: p.headingPath,
        text: p.text,
        anchor: p.anchor ?? null,
        startSeconds: p.startSeconds ?? null,
        search: sql`to_tsvector('english', ${p.headingPath.join(" ")} || ' ' || ${p.text})`,
      })),
    );
  }
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
  startSeconds: sourcePassages.startSeconds,
  anchor: sourcePassages.anchor,
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

/** Passages a search considers at most per step: bounds its cost when a word is in most passages. */
const RANKED_CANDIDATES = 500;
/** Candidates per result ranked by cover density after the cheaper frequency rank (at least 24). */
const SHORTLIST_PER_RESULT = 4;

/** A search hit's row as the statement answers it. */
const RankedRowSchema = z.object({
  id: z.string(),
  source_id: z.string(),
  ordinal: z.coerce.number(),
  page: z.coerce.number().nullable(),
  heading_path: z.array(z.string()),
  text: z.string(),
  source_title: z.string(),
  rank: z.coerce.number(),
  start_seconds: z.coerce.number().nullable(),
  anchor: z.string().nullable(),
  source_url: z.string().nullable(),
  source_kind: z.string(),
});

/**
 * Both ranking steps in one statement. `all_words` holds the passages with all the query's words,
 * `any_word` those with any of them (only read when `all_words` has fewer than `limit`: a one-time filter); each
 * takes at most RANKED_CANDIDATES through the GIN index. The candidates are ranked by term frequency
 * (`ts_rank`, cheap), and the best few by cover density (`ts_rank_cd`, which costs several times
 * more per passage on a question's OR-ed words): all-words passages first.
 */
async function rankMatches(
  db: DbOrTx,
  userId: string,
  query: string,
  options: { limit: number; sourceIds?: string[] },
) {
  const all = sql`plainto_tsquery('english', ${query})`;
  const any = sql`nullif(replace(plainto_tsquery('english', ${query})::text, '&', '|'), '')::tsquery`;
  const inSources = options.sourceIds
    ? sql`and ${inArray(sourcePassages.sourceId, options.sourceIds)}`
    : sql``;
  const shortlist = Math.max(24, options.limit * SHORTLIST_PER_RESULT);
  const result = await db.execute(sql`
    with all_words as materialized (
      select id from ${sourcePassages}
      where user_id = ${userId} and search @@ ${all} ${inSources}
      limit ${RANKED_CANDIDATES}
    ), any_word as materialized (
      select id from ${sourcePassages}
      where (select count(*) from all_words) < ${options.limit}
        and user_id = ${userId} and search @@ ${any} ${inSources}
        and id not in (select id from all_words)
      limit ${RANKED_CANDIDATES}
    ), shortlist as (
      select c.id, c.every from (
        select id, true as every from all_words union all select id, false from any_word
      ) c join ${sourcePassages} p on p.id = c.id
      order by c.every desc, ts_rank(p.search, case when c.every then ${all} else ${any} end) desc
      limit ${shortlist}
    )
    select p.id, p.source_id, p.ordinal, p.page, p.heading_path, p.text, s.title as source_title,
      p.start_seconds, p.anchor, s.url as source_url, s.kind as source_kind,
      ts_rank_cd(p.search, case when l.every then ${all} else ${any} end) as rank
    from shortlist l
    join ${sourcePassages} p on p.id = l.id
    join ${sources} s on s.id = p.source_id
    order by l.every desc, rank desc, p.ordinal
    limit ${options.limit}
  `);
  return (result as unknown as { rows: unknown[] }).rows.map((raw) => {
    const row = RankedRowSchema.parse(raw);
    return {
      id: row.id,
      sourceId: row.source_id,
      ordinal: row.ordinal,
      page: row.page,
      headingPath: row.heading_path,
      text: row.text,
      sourceTitle: row.source_title,
      rank: row.rank,
      startSeconds: row.start_seconds,
      url: passageUrl(
        { url: row.source_url, kind: row.source_kind },
        {
          page: row.page,
          headingPath: row.heading_path,
          anchor: row.anchor,
          startSeconds: row.start_seconds,
        },
      ),
    };
  });
}

/**
 * The learner's passages best matching `query`, ranked by cover density (English full-text search,
 * GIN-indexed): first those holding all its words; when fewer than `limit`, then those holding any
 * of them (a question's words OR-ed, stop words dropped).
 */
export function searchPassages(
  db: DbOrTx,
  userId: string,
  query: string,
  options: { limit: number; sourceIds?: string[] },
) {
  return rankMatches(db, userId, query, options);
}

/** How many of the learner's sources are ready to answer from. */
export async function countReadySources(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sources)
    .where(and(eq(sources.userId, userId), eq(sources.state, "ready")));
  return row?.n ?? 0;
}
