import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/app.ts";
import type { DatabaseHandle } from "./client.ts";

/** The tables memoized reads read (db/client.ts memoizedRead): a change to any moves the owner's version. */
const VERSIONED = ["courses", "goals", "lessons", "pomodoro_sessions", "roadmaps", "users"];

describe("data versions (migration 0013)", () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const versionOf = async (userId: string) =>
    (
      await rows<{ version: string }>(sql`select version::text from data_versions where user_id = ${userId}`)
    )[0]?.version;
  const newUser = async (name: string) =>
    (
      await rows<{ id: string }>(
        sql`insert into users (username, email, password_hash) values (${name}, ${`${name}@example.com`}, 'x') returning id`,
      )
    )[0]!.id;

  it("every versioned table, and only those, moves versions on insert, update and delete", async () => {
    const triggers = await rows<{ table: string; events: string }>(sql`
      select c.relname as "table", string_agg(t.tgname, ',' order by t.tgname) as events
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where not t.tgisinternal and t.tgname like '%\\_versions\\_%'
       group by c.relname order by c.relname`);
    expect(triggers.map((t) => t.table)).toEqual(VERSIONED);
    for (const { table, events } of triggers)
      expect(events).toBe(["delete", "insert", "update"].map((e) => `${table}_versions_${e}`).join(","));
  });

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
});
