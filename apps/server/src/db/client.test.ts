import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.ts";

type Rows = { rows: unknown[] };

describe("embedded database in its own thread", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.db.execute(sql`create table burst (id serial primary key, body text not null unique)`);
  });
  afterAll(() => handle.close());

  it("keeps this thread free during a long write burst, and answers a read in its turn", async () => {
    const order: string[] = [];
    const writes = Array.from({ length: 300 }, (_, i) =>
      handle.db
        .execute(sql`insert into burst (body) values (${`write ${i}`})`)
        .then(() => void order.push(`write ${i}`)),
    );
    // Stands for a request waiting to be read: the loop turns while the writes run elsewhere.
    const writesDoneAtTurn = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(order.length)),
    );
    expect(writesDoneAtTurn).toBeLessThan(300);
    // A read sent now is answered after the writes sent before it, before those sent after it.
    const read = handle.db
      .execute(sql`select count(*)::int as n from burst`)
      .then((result) => void order.push(`read ${((result as Rows).rows[0] as { n: number }).n}`));
    const later = handle.db
      .execute(sql`insert into burst (body) values ('after the read')`)
      .then(() => void order.push("write after the read"));
    await Promise.all([...writes, read, later]);
    expect(order.slice(-2)).toEqual(["read 300", "write after the read"]);
  });

  it("runs a transaction's statements as one session: committed, or rolled back when its callback throws", async () => {
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into burst (body) values ('kept')`);
      // A statement outside the transaction waits for it: it sees the committed row only.
      outside = handle.db.execute(sql`select body from burst where body like 'kept%'`);
      await tx.execute(sql`update burst set body = 'kept!' where body = 'kept'`);
    });
    expect(((await outside) as Rows).rows).toEqual([{ body: "kept!" }]);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into burst (body) values ('dropped')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const rows = (await handle.db.execute(
      sql`select body from burst where body in ('kept', 'kept!', 'dropped') order by body`,
    )) as Rows;
    expect(rows.rows).toEqual([{ body: "kept!" }]);
  });

  it("answers the database's errors with their fields, and a transaction a failed statement aborted does not commit", async () => {
    const duplicate = await handle.db
      .execute(sql`insert into burst (body) values ('write 1')`)
      .catch((e: Error) => e);
    expect((duplicate as Error).cause).toMatchObject({ code: "23505", constraint: "burst_body_key" });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into burst (body) values ('in an aborted transaction')`);
        await tx.execute(sql`insert into burst (body) values ('write 2')`).catch(() => {});
      }),
    ).rejects.toThrow();
    const rows = (await handle.db.execute(
      sql`select 1 from burst where body = 'in an aborted transaction'`,
    )) as Rows;
    expect(rows.rows).toEqual([]);
    // The database goes on answering.
    expect(((await handle.db.execute(sql`select 1 as one`)) as Rows).rows).toEqual([{ one: 1 }]);
  });
});
