// Fused passage search (issue 26, ADR 0032): p50/p99 of GET /api/sources/search at 20,000 passages
// with 768-dimension embeddings for one learner, full-text and vector rankings fused, on PGlite
// with pgvector (HNSW), PGlite with the plain fallback, and PostgreSQL (the fallback, when it has
// no pgvector) when TEST_DATABASE_URL is set. Also the fallback's recall: how many of the exact 10
// nearest passages (brute force here) its bounded candidate set finds. Query embeddings come from
// a local fake server (deterministic hashed bag of words), so the figures are the database's work
// plus one local HTTP round trip per query. CPU per search is this process's (all its threads:
// PGlite runs in a worker thread, ADR 0031), so it holds while other work loads the machine; on
// PostgreSQL the server backends' CPU (read from /proc) is printed beside it, averaged.
// BENCH_ONLY=pgvector,fallback,postgres picks the runs, BENCH_SEARCHES how many searches are timed; BENCH_EXPLAIN=1 prints the vector ranking's plan.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client.ts";
import { sourcePassageEmbeddings, sourcePassages, sources } from "../apps/server/src/db/schema/index.ts";
import { ensureVectorIndex, passageEmbeddingsFor } from "../apps/server/src/modules/sources/embedding.ts";
import { rankByVectorFallback } from "../apps/server/src/modules/sources/embedding-repository.ts";
import { packVector, signSketch, unitVector } from "../apps/server/src/modules/sources/vectors.ts";
import { createTestApp } from "../apps/server/test/app.ts";
import { createUser, makePro } from "../apps/server/test/factories.ts";
import {
  fakeEmbedding,
  startFakeEmbeddingsServer,
} from "../apps/server/test/fakes/fake-embeddings-server.ts";

const DIMENSIONS = Number(process.env.BENCH_DIMENSIONS ?? 768);
const SOURCES = Number(process.env.BENCH_SOURCES ?? 20);
const MODEL = "openai-compatible/bench-embed";
/** Searches timed per run (after 20 to warm up). */
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const ONLY = (process.env.BENCH_ONLY ?? "pgvector,fallback,postgres").split(",");
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** A 3,000-word made-up vocabulary drawn with a Zipf-like skew, as in bench/sources.ts. */
const SYLLABLES = "ka lo mi ne ru ta vo shi pe da gu fi ber zon tel quo".split(" ");
const WORDS = Array.from({ length: 3000 }, (_, i) =>
  [i % 16, Math.floor(i / 16) % 16, Math.floor(i / 256) % 16].map((k) => SYLLABLES[k]).join(""),
);
function prose(seed: number, count: number): string {
  let x = seed * 2654435761;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const u = x / 2147483648;
    out.push(WORDS[Math.floor(WORDS.length * u * u)]!);
  }
  return out.join(" ");
}

async function benchOn(name: string, options: { databaseUrl?: string; vector: boolean }) {
  let label = name;
  const saved = process.env.TEST_DATABASE_URL;
  if (options.databaseUrl) process.env.TEST_DATABASE_URL = options.databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const fake = await startFakeEmbeddingsServer({ dimensions: DIMENSIONS });
  const t = await createTestApp(
    {
      RATE_LIMIT_PER_MINUTE: "1000000",
      EMBEDDING_PROVIDER: "openai-compatible",
      EMBEDDING_BASE_URL: fake.baseUrl,
      EMBEDDING_MODEL: "bench-embed",
    },
    { vector: options.vector },
  );
  if (saved) process.env.TEST_DATABASE_URL = saved;
  try {
    const user = await createUser(t);
    await makePro(t, user.id);
    const db = t.handle.db;
    const all: { id: string; v: number[] }[] = [];
    const loadStart = performance.now();
    for (let s = 0; s < SOURCES; s++) {
      const [source] = await db
        .insert(sources)
        .values({
          userId: user.id,
          title: `Book ${s}`,
          kind: "pdf",
          fileKey: `private-b-${s}.pdf`,
          sizeBytes: 1,
          state: "ready",
        })
        .returning({ id: sources.id });
      for (let start = 0; start < 1000; start += 250) {
        const texts = Array.from({ length: 250 }, (_, j) => prose(s * 1000 + start + j + 7, 220));
        const rows = await db
          .insert(sourcePassages)
          .values(
            texts.map((text, j) => ({
              sourceId: source!.id,
              userId: user.id,
              ordinal: start + j,
              page: start + j + 1,
              headingPath: [],
              text,
              search: sql`to_tsvector('english', ${text})`,
            })),
          )
          .returning({ id: sourcePassages.id });
        const vectors = texts.map((text) => unitVector(fakeEmbedding(text, DIMENSIONS)));
        await db.insert(sourcePassageEmbeddings).values(
          rows.map((row, j) => ({
            passageId: row.id,
            sourceId: source!.id,
            userId: user.id,
            model: MODEL,
            dimensions: DIMENSIONS,
            embedding: vectors[j]!,
            sketch: signSketch(vectors[j]!),
            packed: packVector(vectors[j]!),
          })),
        );
        for (const [j, row] of rows.entries()) all.push({ id: row.id, v: vectors[j]! });
      }
    }
    console.log(
      `${label}: loaded ${all.length} passages in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
    );
    const indexStart = performance.now();
    const embeddings = passageEmbeddingsFor(db)!;
    if (embeddings.vectorIndex) await ensureVectorIndex(db, MODEL, DIMENSIONS);
    await db.execute(sql`analyze source_passages`);
    await db.execute(sql`analyze source_passage_embeddings`);
    const ready = performance.now();
    if (process.env.BENCH_EXPLAIN) await explainVectorRanking(db, user.id, embeddings.vectorIndex);
    const latencies: number[] = [];
    const cpu: number[] = [];
    const backendsBefore = t.handle.kind === "postgres" ? await backendCpuMs(db) : null;
    for (let i = 0; i < SEARCHES + 20; i++) {
      const q = `what about ${prose(900_000 + i, 6)}?`;
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const response = await t.app.inject({
        method: "GET",
        url: `/api/sources/search?q=${encodeURIComponent(q)}&limit=8`,
        headers: user.auth,
      });
      const used = process.cpuUsage(cpuStarted);
      if (i >= 20) {
        latencies.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
      }
      if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}`);
    }
    const backends =
      backendsBefore === null
        ? ""
        : `, PostgreSQL backends ${(((await backendCpuMs(db)) - backendsBefore) / (SEARCHES + 20)).toFixed(1)} ms CPU per search`;
    label += embeddings.vectorIndex ? " (pgvector)" : " (plain fallback)";
    console.log(
      `${label}: fused search at ${all.length} passages × ${DIMENSIONS} dims: wall p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms;` +
        ` CPU (this process) p50 ${percentile(cpu, 50).toFixed(1)} ms, p99 ${percentile(cpu, 99).toFixed(1)} ms${backends}` +
        ` (load average ${loadavg()
          .map((x) => x.toFixed(1))
          .join(
            " ",
          )}; loading ${((indexStart - loadStart) / 1000).toFixed(1)} s${embeddings.vectorIndex ? `, HNSW index ${((ready - indexStart) / 1000).toFixed(1)} s` : ""})`,
    );
    if (!embeddings.vectorIndex) {
      // Recall@10 of the bounded fallback against the exact 10 nearest.
      let found = 0;
      const queries = 30;
      for (let i = 0; i < queries; i++) {
        const v = unitVector(fakeEmbedding(prose(800_000 + i, 30), DIMENSIONS));
        const exact = all
          .map((p) => ({ id: p.id, s: p.v.reduce((sum, x, k) => sum + x * v[k]!, 0) }))
          .sort((a, b) => b.s - a.s)
          .slice(0, 10)
          .map((p) => p.id);
        const got = await rankByVectorFallback(
          db,
          user.id,
          { model: MODEL, vector: v, sketch: signSketch(v) },
          { limit: 10, alsoIds: [] },
        );
        found += got.filter((hit) => exact.includes(hit.id)).length;
      }
      console.log(
        `${label}: fallback recall@10 against exact cosine (sketch candidates only): ${((100 * found) / (queries * 10)).toFixed(0)} %`,
      );
    }
  } finally {
    await t.close();
    await fake.close();
  }
}

/** CPU time (ms) the PostgreSQL backends of this database have used, read from /proc (same machine). */
async function backendCpuMs(db: Db): Promise<number> {
  const result = await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { pid: number }[];
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {}
  }
  return ticks * 10; // 100 ticks a second
}

/** EXPLAIN ANALYZE of the vector ranking's statement, as embedding-repository.ts writes it. */
async function explainVectorRanking(db: Db, userId: string, vectorIndex: boolean) {
  const v = unitVector(fakeEmbedding(prose(700_000, 30), DIMENSIONS));
  const n = DIMENSIONS;
  const scope = `user_id = '${userId}' and model = '${MODEL}' and dimensions = ${n}`;
  const distance = `(embedding::vector(${n}) <=> '[${v.join(",")}]'::vector(${n}))`;
  const statement = vectorIndex
    ? `select passage_id from source_passage_embeddings e join source_passages p on p.id = e.passage_id where e.${scope.replaceAll(" and ", " and e.")} and p.user_id = '${userId}' order by ${distance} limit 30`
    : `select passage_id, encode(packed, 'base64') from source_passage_embeddings where ${scope} and passage_id in ((select passage_id from source_passage_embeddings where ${scope} order by bit_count((sketch # ${signSketch(v)}::bigint)::bit(64)) limit 200) union select unnest(array['00000000-0000-4000-8000-000000000000']::uuid[]))`;
  const result = await db.execute(sql.raw(`explain (analyze, buffers) ${statement}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  console.log(rows.map((row) => Object.values(row)[0]).join("\n"));
}

if (ONLY.includes("pgvector")) await benchOn("PGlite", { vector: true });
if (ONLY.includes("fallback")) await benchOn("PGlite", { vector: false });
if (process.env.TEST_DATABASE_URL && ONLY.includes("postgres"))
  await benchOn("PostgreSQL", {
    databaseUrl: process.env.TEST_DATABASE_URL,
    vector: false,
  });
