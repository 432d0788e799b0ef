import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, memoizedRead, openDatabase } from "./client.ts";
import { createReadMemo, isReadOnlyStatement } from "./read-memo.ts";

describe("which statements count as reads", () => {
  it.each([
    "select * from goals where user_id = $1",
    "  SELECT 1",
    'with active_goal as (select g.id from goals g) select (select row_to_json(active_goal) from active_goal) as goal, "updatedAt"',
    "select updated_at, deleted_at from goals",
  ])("read: %s", (text) => expect(isReadOnlyStatement(text)).toBe(true));

  it.each([
    "insert into goals values ($1)",
    "update goals set title = $1",
    "delete from goals",
    "with moved as (update jobs set state = 'active' returning *) select * from moved",
    "select id from users where id = $1 for update",
    "select id from users where id = $1 for no key update",
    "select id from users for share",
    "select nextval('seq')",
    "select pg_advisory_lock(1)",
    "BEGIN",
    "create table x (id int)",
    "truncate goals",
  ])("write: %s", (text) => expect(isReadOnlyStatement(text)).toBe(false));
});

describe("the read memo", () => {
  it("reuses an answer until invalidated or too old, and reads once for concurrent callers", async () => {
    let clock = 0;
    const memo = createReadMemo(() => clock);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([memo.read("k", 100, load), memo.read("k", 100, load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(await memo.read("k", 100, load)).toEqual({ n: 1 });
    clock = 101;
    expect(await memo.read("k", 100, load)).toEqual({ n: 2 });
    memo.invalidate();
    expect(await memo.read("k", 100, load)).toEqual({ n: 3 });
    expect(await memo.read("other", 100, load)).toEqual({ n: 4 });
  });

  it("does not keep an answer whose read overlapped a write", async () => {
    const memo = createReadMemo();
    let loads = 0;
    let release!: () => void;
    const slow = () =>
      new Promise<{ n: number }>((resolve) => {
        loads++;
        release = () => resolve({ n: loads });
      });
    const first = memo.read("k", 1000, slow);
    memo.invalidate(); // a write happens while the read runs
    release();
    expect(await first).toEqual({ n: 1 });
    expect(memo.size).toBe(0);
    const second = memo.read("k", 1000, slow);
    release();
    expect(await second).toEqual({ n: 2 });
    expect(memo.size).toBe(1);
  });

  it("hands out frozen answers, so a caller cannot change another's", async () => {
    const memo = createReadMemo();
    const answer = await memo.read("k", 1000, async () => ({ rows: [{ tags: ["a"] }] }));
    expect(() => answer.rows[0]!.tags.push("b")).toThrow(TypeError);
    expect(() => {
      (answer as { rows: unknown }).rows = [];
    }).toThrow(TypeError);
  });

  it("forgets a failed read", async () => {
    const memo = createReadMemo();
    await expect(memo.read("k", 1000, () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await memo.read("k", 1000, async () => 7)).toBe(7);
  });

  it("keeps at most 500 answers, dropping the least recently used", async () => {
    const memo = createReadMemo();
    for (let i = 0; i < 501; i++) await memo.read(`k${i}`, 1000, async () => i);
    expect(memo.size).toBe(500);
    let reloaded = false;
    await memo.read("k0", 1000, async () => {
      reloaded = true;
      return 0;
    });
    expect(reloaded).toBe(true);
  });
});

describe("memoized reads on PGlite", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.db.execute(sql`create table notes_memo (id int primary key, body text)`);
    await handle.db.execute(sql`insert into notes_memo values (1, 'first')`);
  });
  afterAll(() => handle.close());

  const readBody = () =>
    memoizedRead(handle.db, "body:1", 60_000, async () => {
      const result = await handle.db.execute(sql`select body from notes_memo where id = 1`);
      return (result.rows[0] as { body: string }).body;
    });

  it("answers from memory while nothing is written, and reads again after any write", async () => {
    expect(await readBody()).toBe("first");
    const before = handle.stats.queries;
    expect(await readBody()).toBe("first");
    expect(handle.stats.queries).toBe(before);

    await handle.db.execute(sql`update notes_memo set body = 'second' where id = 1`);
    expect(await readBody()).toBe("second");

    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update notes_memo set body = 'third' where id = 1`);
    });
    expect(await readBody()).toBe("third");

    // A write through PGlite itself (as the job queue sends them) counts too.
    await handle.pglite!.exec("update notes_memo set body = 'fourth' where id = 1");
    expect(await readBody()).toBe("fourth");
    await handle.pglite!.query("update notes_memo set body = $1 where id = 1", ["fifth"]);
    expect(await readBody()).toBe("fifth");
  });

  it("never answers a read that ran before a concurrent write with stale data afterwards", async () => {
    for (let i = 0; i < 20; i++) {
      await Promise.all([
        readBody(),
        handle.db.execute(sql`update notes_memo set body = ${`v${i}`} where id = 1`),
        readBody(),
      ]);
      // Whatever the reads racing the write saw, nothing older than the write is kept.
      expect(await readBody()).toBe(`v${i}`);
    }
  });

  it("does not memoize inside a transaction", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update notes_memo set body = 'in tx' where id = 1`);
      const seen = await memoizedRead(tx, "body:1", 60_000, async () => {
        const result = await tx.execute(sql`select body from notes_memo where id = 1`);
        return (result.rows[0] as { body: string }).body;
      });
      expect(seen).toBe("in tx");
    });
    expect(handle.memo!.size).toBe(0);
  });
});
