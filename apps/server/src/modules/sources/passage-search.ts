import type { SourceSearchHit } from "@brainy/contract";
import type { DbOrTx } from "../../db/client.ts";
import { type PassageEmbeddings, passageEmbeddingsFor } from "./embedding.ts";
import { findPassageHits, rankByVectorFallback, rankByVectorIndex } from "./embedding-repository.ts";
import { searchPassages as searchPassagesByText } from "./repository.ts";
import { fuseRankings, signSketch, unitVector } from "./vectors.ts";

/** How many of each ranking's best passages are fused (at least the caller's limit). */
const FUSED_DEPTH = 30;
/** A query's embedding is kept this long (a lesson, its chat and a retry often ask the same). */
const QUERY_CACHE_MS = 60_000;
const QUERY_CACHE_SIZE = 200;

type CachedQuery = { vector: number[]; sketch: bigint; at: number };
const queryCaches = new WeakMap<PassageEmbeddings, Map<string, CachedQuery>>();

/** The query's unit vector and sketch: embedded once, then kept briefly (least recently used goes). */
async function embedQuery(embeddings: PassageEmbeddings, query: string): Promise<CachedQuery> {
  const cache = queryCaches.get(embeddings) ?? new Map<string, CachedQuery>();
  queryCaches.set(embeddings, cache);
  const known = cache.get(query);
  if (known && performance.now() - known.at < QUERY_CACHE_MS) {
    cache.delete(query);
    cache.set(query, known);
    return known;
  }
  const [raw] = await embeddings.embedder.embed([query]);
  const vector = unitVector(raw ?? []);
  const entry = { vector, sketch: signSketch(vector), at: performance.now() };
  cache.set(query, entry);
  if (cache.size > QUERY_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return entry;
}

/**
 * The learner's passages best matching `query`, best first: the full-text ranking (repository.ts)
 * alone when no embedding provider is configured, else fused with the ranking by meaning
 * (reciprocal rank fusion), so a question in other words than the source still finds it. An
 * embedding service that fails costs the meaning half only: the full-text answer is given.
 */
export async function searchPassages(
  db: DbOrTx,
  userId: string,
  query: string,
  options: { limit: number; sourceIds?: string[] },
): Promise<SourceSearchHit[]> {
  const embeddings = passageEmbeddingsFor(db);
  if (!embeddings || !query.trim()) return searchPassagesByText(db, userId, query, options);
  const depth = Math.max(options.limit, FUSED_DEPTH);
  const embedding = embedQuery(embeddings, query).then(
    (embedded) => (embedded.vector.length > 0 ? { model: embeddings.embedder.model, ...embedded } : null),
    (error: unknown) => {
      embeddings.log?.error({ err: error }, "embedding a search query failed; searching by words only");
      return null;
    },
  );
  // pgvector's ranking needs nothing of the full-text one: both run at once. The fallback compares
  // the full-text candidates exactly too, so it waits for them.
  const [byText, indexed] = await Promise.all([
    searchPassagesByText(db, userId, query, { ...options, limit: depth }),
    embeddings.vectorIndex
      ? embedding.then((vectorQuery) =>
          vectorQuery
            ? rankByVectorIndex(db, userId, vectorQuery, {
                ...options,
                limit: depth,
                setIterativeScan: embeddings.scanSettingPerQuery,
              })
            : null,
        )
      : null,
  ]);
  const vectorQuery = await embedding;
  if (!vectorQuery) return byText.slice(0, options.limit);
  const byMeaning =
    indexed ??
    (await rankByVectorFallback(db, userId, vectorQuery, {
      ...options,
      limit: depth,
      alsoIds: byText.map((hit) => hit.id),
    }));
  const best = fuseRankings<{ id: string }>([byText, byMeaning]).slice(0, options.limit);
  // The rankings by meaning answer ids only: the text is read for the results full-text search did not bring.
  const known = new Map<string, SourceSearchHit>(byText.map((hit) => [hit.id, hit]));
  const missing = best.map(({ item }) => item.id).filter((id) => !known.has(id));
  for (const hit of await findPassageHits(db, userId, missing)) known.set(hit.id, hit);
  return best.flatMap(({ item, score }) => {
    const hit = known.get(item.id);
    return hit ? [{ ...hit, rank: score }] : [];
  });
}
