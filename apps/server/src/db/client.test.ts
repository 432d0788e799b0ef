import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

describe("embedded database", () => {
  it("lets the event loop turn between statements, so a chain of statements does not hold requests up", async () => {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    try {
      await handle.db.execute(sql`select 1`);
      // Stands for a request waiting to be read while a handler runs its statements one after another:
      // statements run back to back for at most a few milliseconds, then the event loop takes a turn.
      let requestRead = false;
      setImmediate(() => {
        requestRead = true;
      });
      let statements = 0;
      while (!requestRead && statements < 500) {
        await handle.db.execute(sql`select count(*) from generate_series(1, 20000)`);
        statements++;
      }
      expect(requestRead).toBe(true);
      // Without the turns the whole chain (500 statements, a second or more) would run first.
      expect(statements).toBeLessThan(500);
    } finally {
      await handle.close();
    }
  });
});
