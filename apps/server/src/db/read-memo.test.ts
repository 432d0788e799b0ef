import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, memoizedRead, openDatabase } from "./client.ts";
import { createReadMemo, createVersionedMemo, dataOwnerScope, statementKind } from "./read-memo.ts";

describe("what a statement may do to data", () => {
  it.each([
    "select * from goals where user_id = $1",
    "  SELECT 1",
    'with active_goal as (select g.id from goals g) select (select row_to_json(active_goal) from active_goal) as goal, "updatedAt"',
    "select updated_at, deleted_at from goals",
  ])("read: %s", (text) => expect(statementKind(text)).toBe("read"));

  it.each([
    "BEGIN",
    "commit",
    "rollback",
    "savepoint s1",
    "release savepoint s1",
    "set search_path = public",
  ])("control: %s", (text) => expect(statementKind(text)).toBe("control"));

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
    "create table x (id int)",
    "truncate goals",
    "BEGIN; update goals set title = 'x'; COMMIT",
  ])("write: %s", (text) => expect(statementKind(text)).toBe("write"));
});

describe("the read memo", () => {
  const of = (key: string, owner = "u1", maxAgeMs = 100) => ({ key, owner, maxAgeMs });

  it("reuses an answer until invalidated or too old, and reads once for concurrent callers", async () => {
    let clock = 0;
    const memo = createReadMemo(() => clock);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([memo.read(of("k"), load), memo.read(of("k"), load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(await memo.read(of("k"), load)).toEqual({ n: 1 });
    clock = 101;
    expect(await memo.read(of("k"), load)).toEqual({ n: 2 });
    memo.invalidate();
    expect(await memo.read(of("k"), load)).toEqual({ n: 3 });
    expect(await memo.read(of("other"), load)).toEqual({ n: 4 });
  });

  it("a write of one owner's rows makes only their answers stale", async () => {
    const memo = createReadMemo();
    let loads = 0;
    const load = async () => ++loads;
    await memo.read(of("a", "alice"), load);
    await memo.read(of("b", "bob"), load);
    memo.invalidate("alice");
    expect(await memo.read(of("a", "alice"), load)).toBe(3);
    expect(await memo.read(of("b", "bob"), load)).toBe(2);
    memo.invalidate();
    expect(await memo.read(of("b", "bob"), load)).toBe(4);
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
    const first = memo.read(of("k", "alice", 1000), slow);
    memo.invalidate("alice"); // the owner's write happens while the read runs
    release();
    expect(await first).toEqual({ n: 1 });
    expect(memo.size).toBe(0);
    const second = memo.read(of("k", "alice", 1000), slow);
    release();
    expect(await second).toEqual({ n: 2 });
    expect(memo.size).toBe(1);
  });

  it("hands out frozen answers, so a caller cannot change another's", async () => {
    const memo = createReadMemo();
    const answer = await memo.read(of("k"), async () => ({ rows: [{ tags: ["a"] }] }));
    expect(() => answer.rows[0]!.tags.push("b")).toThrow(TypeError);
    expect(() => {
      (answer as { rows: unknown }).rows = [];
    }).toThrow(TypeError);
  });

  it("forgets a failed read", async () => {
    const memo = createReadMemo();
    await expect(memo.read(of("k"), () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await memo.read(of("k"), async () => 7)).toBe(7);
  });

  it("keeps at most 500 answers, dropping the least recently used", async () => {
    const memo = createReadMemo();
    for (let i = 0; i < 501; i++) await memo.read(of(`k${i}`), async () => i);
    expect(memo.size).toBe(500);
    let reloaded = false;
    await memo.read(of("k0"), async () => {
      reloaded = true;
      return 0;
    });
    expect(reloaded).toBe(true);
  });
});

describe("the versioned memo (PostgreSQL)", () => {
  const of = (key: string, owner = "u1", maxAgeMs = 100) => ({ key, owner, maxAgeMs });

  it("reuses an answer while the owner's version is the one seen before it was read", async () => {
    const versions = new Map<string, string>([["u1", "1"]]);
    let clock = 0;
    const memo = createVersionedMemo(
      async (owner) => versions.get(owner) ?? "0",
      () => clock,
    );
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await memo.read(of("k"), load)).toEqual({ n: 1 });
    expect(await memo.read(of("k"), load)).toEqual({ n: 1 });
    // Another user's version moves: this answer stays.
    versions.set("u2", "7");
    expect(await memo.read(of("k"), load)).toEqual({ n: 1 });
    // The owner's rows changed (any instance, any program): read again.
    versions.set("u1", "8");
    expect(await memo.read(of("k"), load)).toEqual({ n: 2 });
    expect(await memo.read(of("k"), load)).toEqual({ n: 2 });
    clock = 101;
    expect(await memo.read(of("k"), load)).toEqual({ n: 3 });
  });

  it("keeps an answer under the version seen before its read, so a write during the read is never missed", async () => {
    const versions = new Map<string, string>([["u1", "1"]]);
    const memo = createVersionedMemo(async (owner) => versions.get(owner) ?? "0");
    let rows = "before";
    const write = () => {
      rows = "after";
      versions.set("u1", "2");
    };
    // The write commits after the version was read but before the statement's snapshot.
    const first = await memo.read(of("k"), async () => {
      write();
      return { rows };
    });
    expect(first).toEqual({ rows: "after" });
    expect(await memo.read(of("k"), async () => ({ rows: "again" }))).toEqual({ rows: "again" });
  });

  it("shares one read among concurrent callers of the same version only", async () => {
    const versions = new Map<string, string>([["u1", "1"]]);
    const memo = createVersionedMemo(async (owner) => versions.get(owner) ?? "0");
    let loads = 0;
    const releases: (() => void)[] = [];
    const slow = () =>
      new Promise<{ n: number }>((resolve) => {
        const n = ++loads;
        releases.push(() => resolve({ n }));
      });
    const a = memo.read(of("k"), slow);
    await new Promise((resolve) => setImmediate(resolve));
    const b = memo.read(of("k"), slow);
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads).toBe(1);
    versions.set("u1", "2");
    const c = memo.read(of("k"), slow);
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads).toBe(2);
    for (const release of releases) release();
    expect(await c).toEqual({ n: 2 });
    expect(await a).toEqual({ n: 1 });
    expect(await b).toBe(await a);
  });
});

describe("memoized reads on PGlite", () => {
  let handle: DatabaseHandle;
  const alice = "0b6f2c6e-0000-4000-8000-00000000a11c";
  const bob = "0b6f2c6e-0000-4000-8000-000000000b0b";
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.db.execute(sql`create table notes_memo (id int primary key, owner text, body text)`);
    await handle.db.execute(sql`insert into notes_memo values (1, ${alice}, 'first'), (2, ${bob}, 'bob')`);
  });
  afterAll(() => handle.close());

  let reads = 0;
  // Reads a table of its own, which no trigger versions: this handle does not check reads (read-check.ts).
  const readBody = (owner = alice, db = handle.db) =>
    memoizedRead(db, { key: `body:${owner}`, owner, maxAgeMs: 60_000, reads: [] }, async () => {
      reads++;
      const result = await db.execute(sql`select body from notes_memo where owner = ${owner}`);
      return ((result as { rows: unknown[] }).rows[0] as { body: string }).body;
    });
  /** Runs `work` as a request signed in as `userId` does. */
  /** Runs `work` as a request signed in as `userId` does (awaited inside: Drizzle runs a query when awaited). */
  const asUser = (userId: string, work: () => PromiseLike<unknown>) =>
    dataOwnerScope.run({ userId }, async () => {
      await work();
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

    // Writes through PGlite itself count too.
    await handle.pglite!.exec("update notes_memo set body = 'fourth' where id = 1");
    expect(await readBody()).toBe("fourth");
    await handle.pglite!.query("update notes_memo set body = $1 where id = 1", ["fifth"]);
    expect(await readBody()).toBe("fifth");
  });

  it("a signed-in user's own write keeps other users' answers; any other write drops them", async () => {
    await readBody(alice);
    await readBody(bob);
    const before = reads;
    await asUser(alice, () =>
      handle.db.execute(sql`update notes_memo set body = 'alice 2' where id = 1 and owner = ${alice}`),
    );
    expect(await readBody(alice)).toBe("alice 2");
    expect(await readBody(bob)).toBe("bob");
    expect(reads).toBe(before + 1);

    // In alice's request, a statement that does not name her (here: bob's row) drops everyone's.
    await asUser(alice, () => handle.db.execute(sql`update notes_memo set body = 'bob 2' where id = 2`));
    expect(await readBody(bob)).toBe("bob 2");

    // A transaction of alice's own writes keeps bob's answer; one with another write does not.
    await readBody(bob);
    const kept = reads;
    await asUser(alice, () =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update notes_memo set body = 'alice 3' where owner = ${alice}`);
      }),
    );
    expect(await readBody(bob)).toBe("bob 2");
    expect(await readBody(alice)).toBe("alice 3");
    expect(reads).toBe(kept + 1);
    await asUser(alice, () =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update notes_memo set body = 'alice 4' where owner = ${alice}`);
        await tx.execute(sql`update notes_memo set body = 'bob 3' where id = 2`);
      }),
    );
    expect(await readBody(bob)).toBe("bob 3");
    expect(await readBody(alice)).toBe("alice 4");
  });

  it("the job queue's own statements leave kept answers be", async () => {
    await readBody();
    const before = reads;
    await handle.pgliteForJobs!.exec("create table if not exists jobs_memo (id int)");
    await handle.pgliteForJobs!.query("insert into jobs_memo values ($1)", [1]);
    expect(await readBody()).toBe("alice 4");
    expect(reads).toBe(before);
  });

  it("never keeps an answer older than a write that raced it", async () => {
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
      expect(await readBody(alice, tx)).toBe("in tx");
    });
    expect(await readBody()).toBe("in tx");
  });
});
