import type { SourceSearchHit } from "@brainy/contract";
import type { DbOrTx } from "../../db/client.ts";
import { type PassageEmbeddings, passageEmbeddingsFor } from "./embedding.ts";
import { rankByVectorFallback, rankByVectorIndex } from "./embedding-repository.ts";
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
  const [byText, embedded] = await Promise.all([
    searchPassagesByText(db, userId, query, { ...options, limit: depth }),
    embedQuery(embeddings, query).catch((error: unknown) => {
      embeddings.log?.error({ err: error }, "embedding a search query failed; searching by words only");
      return null;
    }),
  ]);
  if (!embedded || embedded.vector.length === 0) return byText.slice(0, options.limit);
  const vectorQuery = { model: embeddings.embedder.model, ...embedded };
  const byMeaning = embeddings.vectorIndex
    ? await rankByVectorIndex(db, userId, vectorQuery, { ...options, limit: depth })
    : await rankByVectorFallback(db, userId, vectorQuery, {
        ...options,
        limit: depth,
        alsoIds: byText.map((hit) => hit.id),
      });
  return fuseRankings<SourceSearchHit>([byText, byMeaning])
    .slice(0, options.limit)
    .map(({ item, score }) => ({ ...item, rank: score }));
}
