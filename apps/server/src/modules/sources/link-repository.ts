import type { PassageDetail } from "@brainy/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { sourcePassages, sources, supersededPassages } from "../../db/schema/index.ts";
import type { LinkInfo } from "./link-extraction.ts";
import { passageUrl } from "./link-urls.ts";
import { insertPassages } from "./repository.ts";
import type { PassageDraft } from "./text.ts";

/** A link source's read, to store: what it turned out to be and what the page says about itself. */
export type LinkResult = {
  kind: string;
  fileKey: string;
  sizeBytes: number;
  info: LinkInfo;
  /** Empty (with the reason) when there was nothing to cite. */
  emptyReason?: string;
};

/**
 * Stores a link source's passages and its state in one transaction, like a file's. A Refresh (the
 * source had passages) first moves the old version's passages to superseded_passages, same ids, so
 * citations of them still read their text, and counts the version up.
 */
export async function saveLinkPassages(
  db: Db,
  source: { id: string; userId: string; passageCount: number; titleFixed: boolean },
  result: LinkResult,
  passages: PassageDraft[],
  pagesTotal: number,
): Promise<void> {
  const refreshing = source.passageCount > 0;
  await db.transaction(async (tx) => {
    if (refreshing) {
      await tx.execute(sql`
        insert into ${supersededPassages}
          (id, source_id, user_id, version, fetched_at, ordinal, page, heading_path, text, start_seconds, anchor)
        select p.id, p.source_id, p.user_id, s.version, s.fetched_at, p.ordinal, p.page, p.heading_path, p.text,
          p.start_seconds, p.anchor
        from ${sourcePassages} p join ${sources} s on s.id = p.source_id
        where p.source_id = ${source.id}
        on conflict (id) do nothing`);
    }
    await tx.delete(sourcePassages).where(eq(sourcePassages.sourceId, source.id));
    await insertPassages(tx, source, passages);
    const info = result.info;
    await tx
      .update(sources)
      .set({
        state: result.emptyReason ? "empty" : "ready",
        error: result.emptyReason ?? null,
        kind: result.kind,
        fileKey: result.fileKey,
        sizeBytes: result.sizeBytes,
        url: info.url,
        author: info.author,
        siteName: info.siteName,
        publishedAt: info.publishedAt,
        language: info.language,
        ...(info.title && !source.titleFixed ? { title: info.title } : {}),
        fetchedAt: sql`now()`,
        version: refreshing ? sql`${sources.version} + 1` : sources.version,
        pagesDone: pagesTotal,
        pagesTotal,
        passageCount: passages.length,
        heartbeatAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(sources.id, source.id));
  });
}

/**
 * A Refresh that could not read the link: the source stays ready with the version it had, and says
 * why the new one could not be read.
 */
export async function keepVersionAfterFailedRefresh(db: Db, sourceId: string, reason: string): Promise<void> {
  await db
    .update(sources)
    .set({
      state: "ready",
      error: `Refreshing did not work: ${reason} The version read earlier is kept.`,
      heartbeatAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(sources.id, sourceId), eq(sources.state, "processing")));
}

/** Puts a ready link source back in the queue to be fetched again; false when it is not one, or busy. */
export async function queueRefresh(db: DbOrTx, userId: string, sourceId: string): Promise<boolean> {
  const rows = await db
    .update(sources)
    .set({ state: "queued", error: null, heartbeatAt: null, pagesDone: 0, updatedAt: sql`now()` })
    .where(
      and(
        eq(sources.id, sourceId),
        eq(sources.userId, userId),
        sql`${sources.url} is not null`,
        sql`${sources.state} in ('ready', 'failed', 'empty')`,
      ),
    )
    .returning({ id: sources.id });
  return rows.length > 0;
}

/** One passage of the learner's source, of its current version or an earlier one. */
export async function findPassageDetail(
  db: DbOrTx,
  userId: string,
  sourceId: string,
  passageId: string,
): Promise<PassageDetail | null> {
  const [source] = await db
    .select({ url: sources.url, kind: sources.kind, version: sources.version, fetchedAt: sources.fetchedAt })
    .from(sources)
    .where(and(eq(sources.id, sourceId), eq(sources.userId, userId)));
  if (!source) return null;
  const columns = (t: typeof sourcePassages | typeof supersededPassages) => ({
    id: t.id,
    sourceId: t.sourceId,
    ordinal: t.ordinal,
    page: t.page,
    headingPath: t.headingPath,
    text: t.text,
    startSeconds: t.startSeconds,
    anchor: t.anchor,
  });
  const [current] = await db
    .select(columns(sourcePassages))
    .from(sourcePassages)
    .where(
      and(
        eq(sourcePassages.id, passageId),
        eq(sourcePassages.sourceId, sourceId),
        eq(sourcePassages.userId, userId),
      ),
    );
  if (current) {
    const { anchor: _, ...passage } = current;
    return {
      ...passage,
      url: passageUrl(source, current),
      version: source.version,
      current: true,
      fetchedAt: source.fetchedAt?.toISOString() ?? null,
    };
  }
  const [old] = await db
    .select({
      ...columns(supersededPassages),
      version: supersededPassages.version,
      fetchedAt: supersededPassages.fetchedAt,
    })
    .from(supersededPassages)
    .where(
      and(
        eq(supersededPassages.id, passageId),
        eq(supersededPassages.sourceId, sourceId),
        eq(supersededPassages.userId, userId),
      ),
    )
    .orderBy(asc(supersededPassages.version));
  if (!old) return null;
  const { anchor: _, fetchedAt, ...passage } = old;
  return {
    ...passage,
    url: passageUrl(source, old),
    current: false,
    fetchedAt: fetchedAt?.toISOString() ?? null,
  };
}
