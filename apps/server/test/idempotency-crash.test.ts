import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { idempotencyKeys, notes, reviewCards, reviewLogs } from "../src/db/schema/index.ts";
import { openTestDatabase } from "./app.ts";
import { createUser, type TestUser } from "./factories.ts";
import { type Running, startServer } from "./server-processes.ts";

/**
 * Issue 43: a write sent with an Idempotency-Key keeps its answer under the key in its own
 * transaction, so a server killed between the write and the answer cannot let the retry run it
 * twice. A trigger holds the statement that keeps the answer (pg_sleep), the server is killed
 * there, and after a restart the same request is sent again with the same key.
 */
const SECRET = "idempotency-crash-secret-0123456789-abcdefgh";
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Holds the answer being kept under a key: the server is killed while it waits here. */
const HOLD_ANSWER = [
  sql.raw(`create or replace function hold_idempotent_answer() returns trigger language plpgsql as $$
    begin perform pg_sleep(600); return new; end $$`),
  sql.raw(`create trigger hold_idempotent_answer before update on idempotency_keys
    for each row when (new.status is not null) execute function hold_idempotent_answer()`),
];
const RELEASE_ANSWER = sql.raw("drop trigger hold_idempotent_answer on idempotency_keys");

type Crash = {
  env: Record<string, string>;
  /** The database while no server runs (PGlite's files are one process's at a time). */
  offline<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T>;
  /** Resolves when the server is held keeping an answer. */
  held(server: Running): Promise<void>;
  /** What the database does when the killed server's connection goes. */
  afterKill(): Promise<void>;
  drop(): Promise<void>;
};

/** PostgreSQL with TEST_DATABASE_URL (its own database), else PGlite files in a folder. */
async function crashDatabase(): Promise<Crash> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-idempotency-crash-"));
  dirs.push(dataDir);
  const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, JOBS_ENABLED: "false" };
  if (process.env.TEST_DATABASE_URL) {
    const db = await openTestDatabase();
    const sleeping = async () =>
      (
        (await db.handle.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'`,
        )) as unknown as { rows: { pid: number }[] }
      ).rows;
    return {
      env: { ...env, DATABASE_URL: db.url! },
      offline: (use) => use(db.handle),
      held: async () => {
        await until(async () => (await sleeping()).length > 0, "the answer was not held");
      },
      // A dead client's backend goes (here at once, as `client_connection_check_interval` would):
      // its open transaction is rolled back, a statement outside one never finishes.
      afterKill: async () => {
        for (const { pid } of await sleeping())
          await db.handle.db.execute(sql`select pg_terminate_backend(${pid})`);
      },
      drop: db.drop,
    };
  }
  const pgliteDir = path.join(dataDir, "pglite");
  const offline = async <T>(use: (handle: DatabaseHandle) => Promise<T>) => {
    const handle = await openDatabase({ pgliteDir });
    try {
      return await use(handle);
    } finally {
      await handle.close();
    }
  };
  await offline(migrateDatabase);
  return {
    env,
    offline,
    // PGlite answers nothing while the trigger sleeps: /api/health then answers 503.
    held: async (server) => {
      await until(async () => (await fetch(`${server.baseUrl}/api/health`)).status === 503, "not held");
    },
    afterKill: async () => {},
    drop: async () => {},
  };
}

async function until(check: () => Promise<boolean>, message: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function kill(server: Running): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGKILL");
  await exited;
}

type Send = { method: string; url: string; body: unknown };

function send(server: Running, user: TestUser, request: Send, key?: string) {
  return fetch(`${server.baseUrl}${request.url}`, {
    method: request.method,
    headers: {
      ...user.auth,
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: JSON.stringify(request.body),
  });
}

/**
 * Sends `request` with a key, kills the server while it keeps the answer, restarts it and sends
 * the same request with the same key once the claim is stale (as two minutes later); returns the
 * retry's answer and a third send's, after `check` saw the database at the moment of the kill.
 */
async function killedWhileKeeping(
  crash: Crash,
  user: TestUser,
  request: Send,
  check: (handle: DatabaseHandle) => Promise<void>,
) {
  await crash.offline(async (handle) => {
    for (const statement of HOLD_ANSWER) await handle.db.execute(statement);
  });
  const first = await startServer(crash.env);
  let second: Running | undefined;
  try {
    const key = crypto.randomUUID();
    void send(first, user, request, key).catch(() => {}); // dies with the server
    await crash.held(first);
    await kill(first);
    await crash.afterKill();
    await crash.offline(async (handle) => {
      await handle.db.execute(RELEASE_ANSWER);
      await check(handle);
      // The dead request's claim is taken over after two minutes: here, at once.
      await handle.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - interval '3 minutes'` })
        .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    });
    second = await startServer(crash.env);
    const retry = await send(second, user, request, key);
    const again = await send(second, user, request, key);
    return {
      retry: { status: retry.status, body: await retry.text() },
      again: {
        status: again.status,
        body: await again.text(),
        replayed: again.headers.get("idempotent-replayed"),
      },
    };
  } finally {
    await kill(first);
    if (second) await kill(second);
  }
}

async function seedUser(crash: Crash): Promise<TestUser> {
  return crash.offline((handle) => createUser({ handle, config: { JWT_SECRET: SECRET } } as never));
}

describe("a server killed between an idempotent write and its kept answer", () => {
  it("a note created offline and retried after the crash is created once", async () => {
    const crash = await crashDatabase();
    try {
      const user = await seedUser(crash);
      const notesOf = (handle: DatabaseHandle) =>
        handle.db.select().from(notes).where(eq(notes.userId, user.id));
      const request = {
        method: "POST",
        url: "/api/notes",
        body: { title: "On the train", content: "Loops." },
      };
      const { retry, again } = await killedWhileKeeping(crash, user, request, async (handle) => {
        // The note and its answer commit together: neither is there.
        expect(await notesOf(handle)).toHaveLength(0);
      });
      expect(retry.status, retry.body).toBe(201);
      expect(again).toMatchObject({ status: 201, body: retry.body, replayed: "true" });
      const stored = await crash.offline(notesOf);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.id).toBe(JSON.parse(retry.body).id);
    } finally {
      await crash.drop();
    }
  }, 480_000);

  // PostgreSQL only for now: on PGlite this case did not finish within 8 minutes on a machine at
  // load 45-50 and is not yet shown there (the note case above covers PGlite's crash and restart).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a card graded offline and retried after the crash is graded once, with the grade's answer",
    async () => {
      const crash = await crashDatabase();
      try {
        const user = await seedUser(crash);
        const cardId = await crash.offline(async (handle) => {
          const [card] = await handle.db
            .insert(reviewCards)
            .values({ userId: user.id, source: "manual", front: "2 + 2?", back: "4", due: new Date() })
            .returning();
          return card!.id;
        });
        const logsOf = (handle: DatabaseHandle) =>
          handle.db.select().from(reviewLogs).where(eq(reviewLogs.cardId, cardId));
        const request = {
          method: "POST",
          url: `/api/review/cards/${cardId}/grade`,
          body: { rating: 3, durationMs: 1500, reps: 0 },
        };
        const { retry, again } = await killedWhileKeeping(crash, user, request, async (handle) => {
          expect(await logsOf(handle)).toHaveLength(0);
        });
        // Not 409 ALREADY_GRADED: the grade that died was not stored, so the retry grades.
        expect(retry.status, retry.body).toBe(200);
        expect(JSON.parse(retry.body).card).toMatchObject({ id: cardId, reps: 1 });
        expect(again).toMatchObject({ status: 200, body: retry.body, replayed: "true" });
        expect(await crash.offline(logsOf)).toHaveLength(1);
      } finally {
        await crash.drop();
      }
    },
    480_000,
  );
});
