import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/app.ts";
import type { DatabaseHandle } from "./client.ts";
import { OWNER_VERSIONED_TABLES, VERSIONED_TABLES } from "./schema/data-versions.ts";

describe("data versions (migration 0013)", () => {
  let handle: DatabaseHandle;
  let url: string | undefined;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, url, drop } = await openTestDatabase());
    // PGlite starts with the versions off (nothing reads them there); this test checks the triggers.
    if (handle.pglite) await handle.pglite.exec("set brainy.data_versions = on");
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** The reader's stamp (db/client.ts): the set of the user's versions. */
  const versionOf = async (userId: string) =>
    (
      await rows<{ version: string | null }>(
        sql`select string_agg(version::text, '.' order by version) as version from data_versions where user_id = ${userId}`,
      )
    )[0]?.version ?? undefined;
  const newUser = async (name: string) =>
    (
      await rows<{ id: string }>(
        sql`insert into users (username, email, password_hash) values (${name}, ${`${name}@example.com`}, 'x') returning id`,
      )
    )[0]!.id;

  it("the triggers in the database are exactly those of VERSIONED_TABLES, on insert, update and delete", async () => {
    const triggers = await rows<{ table: string; events: string; functions: string }>(sql`
      select c.relname as "table", string_agg(t.tgname, ',' order by t.tgname) as events,
             string_agg(distinct p.proname, ',') as functions
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
       where not t.tgisinternal and p.proname in ('bump_data_versions', 'bump_user_data_versions')
       group by c.relname order by c.relname`);
    expect(triggers.map((t) => t.table)).toEqual([...VERSIONED_TABLES].sort());
    for (const { table, events, functions } of triggers) {
      // The owner is the users table's own id, every other table's user_id.
      expect(functions).toBe(table === "users" ? "bump_user_data_versions" : "bump_data_versions");
      expect(events).toBe(["delete", "insert", "update"].map((e) => `${table}_versions_${e}`).join(","));
    }
  });

  it("the tables of classes move their owner column's version: the class for its members and their writes, the student for a copy (migration 0045)", async () => {
    const triggers = await rows<{ table: string; events: string; args: string }>(sql`
      select c.relname as "table", string_agg(t.tgname, ',' order by t.tgname) as events,
             string_agg(distinct encode(t.tgargs, 'escape'), ',') as args
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
       where not t.tgisinternal and p.proname = 'bump_owner_data_versions'
       group by c.relname order by c.relname`);
    expect(Object.fromEntries(triggers.map((t) => [t.table, t.args.replace(/\\000$/, "")]))).toEqual(
      OWNER_VERSIONED_TABLES,
    );
    for (const { table, events } of triggers)
      expect(events).toBe(["delete", "insert", "update"].map((e) => `${table}_versions_${e}`).join(","));

    const teacher = await newUser("owner-teacher");
    const student = await newUser("owner-student");
    const [klass] = await rows<{ id: string }>(
      sql`insert into classes (owner_id, name) values (${teacher}, 'Versions') returning id`,
    );
    const classBefore = await versionOf(klass!.id);
    const studentBefore = await versionOf(student);
    expect(classBefore).toBeDefined();
    await rows(
      sql`insert into class_members (class_id, user_id, role) values (${klass!.id}, ${student}, 'student')`,
    );
    const classAfter = await versionOf(klass!.id);
    expect(classAfter).not.toBe(classBefore);
    // The student's own rows did not change: their version stays.
    expect(await versionOf(student)).toBe(studentBefore);
    // A member's own write moves their class's version with theirs (its views read their rows).
    await rows(sql`update users set first_name = 'Renamed' where id = ${student}`);
    const classWithWrite = await versionOf(klass!.id);
    expect(classWithWrite).not.toBe(classAfter);
    expect(await versionOf(student)).not.toBe(studentBefore);
    await rows(sql`delete from class_members where class_id = ${klass!.id} and user_id = ${student}`);
    const classLeft = await versionOf(klass!.id);
    expect(classLeft).not.toBe(classWithWrite);
    // Once they left, their writes are theirs alone.
    await rows(sql`update users set first_name = 'Again' where id = ${student}`);
    expect(await versionOf(klass!.id)).toBe(classLeft);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "PGlite starts with the versions off (its memo counts writes in the process): a write adds none",
    async () => {
      const other = await openTestDatabase();
      try {
        const result = await other.handle.db.execute(
          sql`insert into users (username, email, password_hash) values ('off', 'off@example.com', 'x') returning id`,
        );
        const [{ id }] = (result as unknown as { rows: { id: string }[] }).rows as [{ id: string }];
        const versions = await other.handle.db.execute(
          sql`select 1 from data_versions where user_id = ${id}`,
        );
        expect((versions as unknown as { rows: unknown[] }).rows).toEqual([]);
      } finally {
        await other.handle.close();
        await other.drop();
      }
    },
  );

  it("a write changes the version of the user whose rows it changed, and no one else's", async () => {
    const alice = await newUser("alice_v");
    const bob = await newUser("bob_v");
    const seen: string[] = [];
    const step = async () => {
      const version = await versionOf(alice);
      expect(version).toBeDefined();
      expect(seen).not.toContain(version);
      seen.push(version!);
    };
    const bobBefore = await versionOf(bob);
    await step();
    const [goal] = await rows<{ id: string }>(
      sql`insert into goals (user_id, description) values (${alice}, 'g') returning id`,
    );
    await step();
    const [course] = await rows<{ id: string }>(sql`
      insert into courses (user_id, goal_id, title, description, complexity_level, desired_duration, realistic_duration, "order")
      values (${alice}, ${goal!.id}, 'c', 'd', 1, 1, 1, 0) returning id`);
    await step();
    const [section] = await rows<{ id: string }>(sql`
      insert into roadmaps (user_id, course_id, goal_id, content, "order") values (${alice}, ${course!.id}, ${goal!.id}, 'r', 0) returning id`);
    await step();
    await handle.db.execute(sql`
      insert into lessons (user_id, roadmap_id, title, "order") values (${alice}, ${section!.id}, 'l', 0)`);
    await step();
    await handle.db.execute(sql`update lessons set is_completed = true where user_id = ${alice}`);
    await step();
    await handle.db.execute(
      sql`insert into pomodoro_sessions (user_id, completed_at, duration) values (${alice}, now(), 60)`,
    );
    await step();
    await handle.db.execute(sql`delete from pomodoro_sessions where user_id = ${alice}`);
    await step();
    await handle.db.execute(sql`update users set first_name = 'Alice' where id = ${alice}`);
    await step();
    // An update that matches no row, and a write rolled back, change nothing.
    await handle.db.execute(sql`update goals set title = 't' where user_id = ${alice} and false`);
    expect(await versionOf(alice)).toBe(seen.at(-1));
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update goals set title = 't' where user_id = ${alice}`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await versionOf(alice)).toBe(seen.at(-1));
    expect(await versionOf(bob)).toBe(bobBefore);
    // Deleting the account moves it too (the memo must not answer a deleted user's screen).
    await handle.db.execute(sql`delete from users where id = ${alice}`);
    await step();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "two transactions writing one user's rows do not wait on each other's version (PostgreSQL)",
    async () => {
      const alice = await newUser("alice_tx");
      const [first, second] = await rows<{ id: string }>(
        sql`insert into goals (user_id, description) values (${alice}, 'a'), (${alice}, 'b') returning id`,
      );
      const a = new pg.Client({ connectionString: url });
      const b = new pg.Client({ connectionString: url });
      await Promise.all([a.connect(), b.connect()]);
      try {
        // A waited-for lock fails at once instead of hanging the test.
        await b.query("set lock_timeout = '2s'");
        const before = await versionOf(alice);
        await a.query("begin");
        await a.query("update goals set title = 'A' where id = $1", [first!.id]);
        await b.query("begin");
        // B changes another of Alice's rows while A's change is open: no wait on A's version.
        await b.query("update goals set title = 'B' where id = $1", [second!.id]);
        // A now waits for B's row, as any two writers of one row do, and goes on once B commits.
        const aWaits = a.query("update goals set title = 'A' where id = $1", [second!.id]);
        await b.query("commit");
        await aWaits;
        await a.query("commit");
        const after = await versionOf(alice);
        expect(after).not.toBe(before);
        // Each transaction's version replaced the older ones it could take: one or two are left.
        expect(after!.split(".").length).toBeLessThanOrEqual(2);
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
    },
  );
});
