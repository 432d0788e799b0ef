import type { Source, SourceSearchHit } from "@brainy/contract";
import { and, eq, like, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { bindCall, createUser, makePro, type TestUser } from "../../../test/factories.ts";
import {
  type FakeEmbeddingsServer,
  fakeEmbedding,
  startFakeEmbeddingsServer,
} from "../../../test/fakes/fake-embeddings-server.ts";
import { makePdf } from "../../../test/source-files.ts";
import { resumeLessonWork } from "../../app-jobs.ts";
import { sourceEmbeddingWork, sourcePassageEmbeddings } from "../../db/schema/index.ts";
import { passageEmbeddingsFor } from "./embedding.ts";
import { rankByVectorIndex } from "./embedding-repository.ts";
import { searchPassages as searchPassagesByText } from "./repository.ts";
import { signSketch, unitVector } from "./vectors.ts";

const PAGES = [
  "Photosynthesis happens in the chloroplasts of plant cells. Light energy splits water and releases oxygen.",
  "Mitochondria are the powerhouse of the cell. Cellular respiration in the mitochondria makes ATP from glucose.",
  "The Krebs cycle, also called the citric acid cycle, oxidises acetyl groups and feeds electrons to the transport chain.",
];
/** Shares no word with any page: only its meaning (the fake model's concepts) leads to page 2. */
const PARAPHRASE = "Which organelles are the fuel factory?";

/** A made-up word per number (a, b, …, ba, bb, …). */
const wordOf = (n: number): string =>
  (n >= 26 ? wordOf(Math.floor(n / 26)) : "") + String.fromCharCode(97 + (n % 26));

/** Whether this run's PostgreSQL server has pgvector (the test machine's may or may not). */
async function postgresHasVector(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_available_extensions where name = 'vector'");
    return (rowCount ?? 0) > 0;
  } finally {
    await admin.end();
  }
}

/**
 * Passages get embeddings after upload and /sources/search fuses them with full-text search, on
 * the plain fallback (PGlite without pgvector) and with pgvector (PGlite loads it). On PostgreSQL
 * both runs take what the server has: pgvector when it has the extension, else the fallback.
 */
describe.each([
  { name: "plain fallback", vector: false },
  { name: "pgvector when the database has it", vector: true },
])("passage embeddings: $name", ({ vector }) => {
  let t: TestContext;
  let fake: FakeEmbeddingsServer;
  let call: ReturnType<typeof bindCall>;

  beforeAll(async () => {
    fake = await startFakeEmbeddingsServer({ dimensions: 32 });
    t = await createTestApp(
      {
        EMBEDDING_PROVIDER: "openai-compatible",
        EMBEDDING_BASE_URL: fake.baseUrl,
        EMBEDDING_MODEL: "fake-embed",
        EMBEDDING_BATCH_SIZE: "2",
        AI_MAX_RETRIES: "0",
      },
      { vector },
    );
    call = bindCall(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function settled(user: TestUser, id: string, done: (s: Source) => boolean): Promise<Source> {
    for (let i = 0; i < 400; i++) {
      const source = (await call(user, "GET", `/api/sources/${id}`)).json() as Source;
      if (done(source)) return source;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("the source did not settle");
  }
  const embedded = (s: Source) => s.embeddings?.state === "ready" || s.embeddings?.state === "failed";

  async function upload(user: TestUser, pages: string[]): Promise<Source> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sources/upload?name=biology.pdf",
      headers: { ...user.auth, "content-type": "application/octet-stream" },
      payload: Buffer.from(await makePdf(pages)),
    });
    expect(response.statusCode, response.body).toBe(201);
    return settled(user, response.json().id, embedded);
  }

  async function search(user: TestUser, q: string): Promise<SourceSearchHit[]> {
    const response = await call(user, "GET", `/api/sources/search?q=${encodeURIComponent(q)}&limit=5`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it("embeds a new source's passages and finds a paraphrase only meaning can find", async () => {
    const user = await createUser(t);
    await makePro(t, user.id);
    const source = await upload(user, PAGES);
    expect(source.state).toBe("ready");
    expect(source.embeddings).toEqual({ state: "ready", done: 3, total: 3, error: null });
    const rows = await t.handle.db
      .select()
      .from(sourcePassageEmbeddings)
      .where(eq(sourcePassageEmbeddings.sourceId, source.id));
    expect(rows.map((row) => [row.model, row.dimensions])).toEqual(
      Array(3).fill(["openai-compatible/fake-embed", 32]),
    );

    // Words alone find nothing; fused with meaning, page 2 comes first.
    expect(await searchPassagesByText(t.handle.db, user.id, PARAPHRASE, { limit: 5 })).toEqual([]);
    const hits = await search(user, PARAPHRASE);
    expect(hits[0]).toMatchObject({ sourceId: source.id, page: 2 });
    // A question sharing words still ranks its page first.
    expect((await search(user, "Krebs citric acid cycle"))[0]).toMatchObject({ page: 3 });

    const uses = passageEmbeddingsFor(t.handle.db);
    // PGlite loads pgvector when asked; PostgreSQL uses it whenever the server has the extension.
    expect(uses?.vectorIndex).toBe(t.handle.kind === "pglite" ? vector : await postgresHasVector());
    if (uses?.vectorIndex) {
      const indexes = await t.handle.db.execute(
        sql`select indexname from pg_indexes where tablename = 'source_passage_embeddings' and indexname like '%hnsw%'`,
      );
      expect(JSON.stringify(indexes)).toContain("source_passage_embeddings_hnsw_");
      const plan = await t.handle.db.execute(
        sql.raw(
          `explain select passage_id from source_passage_embeddings where user_id = '${user.id}' and model = 'openai-compatible/fake-embed' and dimensions = 32 order by embedding::vector(32) <=> '[${Array(32).fill(0.1).join(",")}]'::vector(32) limit 5`,
        ),
      );
      expect(JSON.stringify(plan)).toMatch(/<=>/);
    }
  });

  it("never shows another learner's passages", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await makePro(t, owner.id);
    const mine = await upload(owner, PAGES);
    const theirs = await upload(other, [PAGES[1]!, "Mitochondria mitochondria powerhouse ATP fuel factory."]);
    for (const hit of await search(owner, "organelle powerhouse fuel mitochondria"))
      expect(hit.sourceId).toBe(mine.id);
    for (const hit of await search(other, PARAPHRASE)) expect(hit.sourceId).toBe(theirs.id);
  });

  it("finds the learner's passage by meaning when other learners have many nearer ones", async () => {
    // An index scan that stopped at its first candidates (pgvector's hnsw.ef_search, 40) would hold
    // only the crowd's passages and none of the learner's: the scan must go on past them.
    const crowd = await createUser(t);
    await makePro(t, crowd.id);
    await upload(
      crowd,
      // Each page a word of its own, so the index holds 100 near but distinct vectors.
      Array.from(
        { length: 100 },
        (_, i) => `Organelle ${wordOf(i)}: the fuel factory, a powerhouse of mitochondria.`,
      ),
    );
    const learner = await createUser(t);
    const mine = await upload(learner, PAGES);
    const hits = await search(learner, PARAPHRASE);
    expect(hits[0]).toMatchObject({ sourceId: mine.id, page: 2 });
    for (const hit of hits) expect(hit.sourceId).toBe(mine.id);
    const uses = passageEmbeddingsFor(t.handle.db);
    if (uses?.vectorIndex) {
      // The same through the HNSW index for sure (a table this small is otherwise read whole).
      const vector = unitVector(fakeEmbedding(PARAPHRASE, 32));
      const query = { model: "openai-compatible/fake-embed", vector, sketch: signSketch(vector) };
      const viaIndex = await t.handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rankByVectorIndex(tx, learner.id, query, {
          limit: 5,
          setIterativeScan: uses.scanSettingPerQuery,
        });
      });
      expect(viaIndex[0]?.id).toBe(hits[0]!.id);
    }
  });

  it("keeps a source ready and searchable by words when the embedding service is down", async () => {
    const user = await createUser(t);
    await makePro(t, user.id);
    fake.down = true;
    try {
      const source = await upload(user, PAGES);
      expect(source.state).toBe("ready");
      expect(source.embeddings?.state).toBe("failed");
      expect(source.embeddings?.error).toMatch(/embedding service failed \(it answered HTTP 500\)/);
      expect(source.embeddings?.error).toMatch(/Search by words still works/);
      // The query cannot be embedded either: the answer is the full-text one, not an error.
      expect((await search(user, "Krebs cycle electrons"))[0]).toMatchObject({
        sourceId: source.id,
        page: 3,
      });
      // The next start-up tries the failed work again.
      fake.down = false;
      await resumeLessonWork(t.app, { everyUnfinished: false, startUp: true });
      const again = await settled(user, source.id, (s) => s.embeddings?.state === "ready");
      expect(again.embeddings).toEqual({ state: "ready", done: 3, total: 3, error: null });
    } finally {
      fake.down = false;
    }
  });

  it("indexes a failed source again on Retry, for its owner only", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await makePro(t, owner.id);
    fake.down = true;
    let source: Source;
    try {
      source = await upload(owner, PAGES);
      expect(source.embeddings?.state).toBe("failed");
      const retryUrl = `/api/sources/${source.id}/embeddings/retry`;
      // Another learner's source, and one that does not exist, are not found.
      expect((await call(other, "POST", retryUrl)).statusCode).toBe(404);
      expect(
        (await call(owner, "POST", "/api/sources/00000000-0000-4000-8000-000000000000/embeddings/retry"))
          .statusCode,
      ).toBe(404);
      expect((await call(owner, "POST", "/api/sources/not-a-uuid/embeddings/retry")).statusCode).toBe(400);
      fake.down = false;
      const response = await call(owner, "POST", retryUrl);
      expect(response.statusCode, response.body).toBe(202);
      expect(["queued", "running", "ready"]).toContain((response.json() as Source).embeddings?.state);
    } finally {
      fake.down = false;
    }
    const ready = await settled(owner, source.id, (s) => s.embeddings?.state === "ready");
    expect(ready.embeddings).toEqual({ state: "ready", done: 3, total: 3, error: null });
    expect((await search(owner, PARAPHRASE))[0]).toMatchObject({ sourceId: source.id, page: 2 });
    // Retry on a source that is done changes nothing and asks the service for nothing.
    const before = fake.requests.length;
    const again = await call(owner, "POST", `/api/sources/${source.id}/embeddings/retry`);
    expect(again.statusCode).toBe(202);
    expect((again.json() as Source).embeddings).toEqual({ state: "ready", done: 3, total: 3, error: null });
    expect(fake.requests.length).toBe(before);
  });

  it("resumes embedding a killed try left running, after the batches it stored", async () => {
    const user = await createUser(t);
    await makePro(t, user.id);
    const source = await upload(user, PAGES);
    // As kill -9 mid-work leaves it: running, a stale heartbeat, one batch of two stored.
    const [first] = await t.handle.db
      .select({ passageId: sourcePassageEmbeddings.passageId })
      .from(sourcePassageEmbeddings)
      .where(eq(sourcePassageEmbeddings.sourceId, source.id))
      .limit(1);
    await t.handle.db
      .delete(sourcePassageEmbeddings)
      .where(eq(sourcePassageEmbeddings.passageId, first!.passageId));
    await t.handle.db
      .update(sourceEmbeddingWork)
      .set({ state: "running", done: 2, heartbeatAt: new Date(Date.now() - 60_000) })
      .where(eq(sourceEmbeddingWork.sourceId, source.id));
    const before = fake.requests.length;
    expect(await resumeLessonWork(t.app, { everyUnfinished: false })).toBeGreaterThanOrEqual(1);
    const resumed = await settled(user, source.id, (s) => s.embeddings?.state === "ready");
    expect(resumed.embeddings).toMatchObject({ done: 3, total: 3 });
    // Only the missing passage was sent again.
    expect(fake.requests.slice(before).flat()).toHaveLength(1);
  });

  it("embeds again when the model answers vectors of another size, never mixing them", async () => {
    const user = await createUser(t);
    await makePro(t, user.id);
    const source = await upload(user, PAGES);
    fake.dimensions = 48;
    try {
      await resumeLessonWork(t.app, { everyUnfinished: false, startUp: true });
      await settled(user, source.id, (s) => s.embeddings?.state === "ready");
      for (let i = 0; i < 400; i++) {
        const old = await t.handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sourcePassageEmbeddings)
          .where(
            and(eq(sourcePassageEmbeddings.dimensions, 32), like(sourcePassageEmbeddings.model, "%fake%")),
          );
        const work = await t.handle.db.select().from(sourceEmbeddingWork);
        if (old[0]!.n === 0 && work.every((w) => w.state === "ready" || w.state === "failed")) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const sizes = await t.handle.db
        .selectDistinct({ dimensions: sourcePassageEmbeddings.dimensions })
        .from(sourcePassageEmbeddings);
      expect(sizes).toEqual([{ dimensions: 48 }]);
      expect((await search(user, "Which organelle is the fuel factory?"))[0]).toMatchObject({
        sourceId: source.id,
        page: 2,
      });
    } finally {
      fake.dimensions = 32;
    }
  });
});
