import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

describe("embedded database", () => {
  it("lets the event loop turn between statements, so a chain of statements does not hold requests up", async () => {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    try {
      await handle.db.execute(sql`select 1`);
      const order: string[] = [];
      // Stands for a request waiting to be read while a handler runs its statements one after another.
      setImmediate(() => order.push("request"));
      for (let i = 0; i < 20; i++) {
        await handle.db.execute(sql`select ${i}::int as n`);
        order.push(`statement ${i}`);
      }
      expect(order).toHaveLength(21);
      expect(order.indexOf("request")).toBeLessThan(3);
    } finally {
      await handle.close();
    }
  });
});
