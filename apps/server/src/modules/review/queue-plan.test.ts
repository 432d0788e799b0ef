import { describe, expect, it } from "vitest";
import { createUser, useTestApp } from "../../../test/factories.ts";
import { analyzeStaleTables } from "../../db/pglite-analyze.ts";
import { reviewCards } from "../../db/schema/index.ts";
import { dueCardsQuery } from "./repository.ts";

const DAY = 86_400_000;

/** The node types of a plan, depth first. */
function nodeTypes(plan: { "Node Type": string; Plans?: unknown[] }): string[] {
  return [plan["Node Type"], ...(plan.Plans ?? []).flatMap((p) => nodeTypes(p as typeof plan))];
}

describe("the due queue's plan on PGlite", () => {
  const fx = useTestApp();

  it("walks the (user, due) index once the server's check has analyzed a bulk insert, instead of sorting every due card", async (context) => {
    const pglite = fx.t.handle.pglite;
    if (!pglite) return context.skip(); // PostgreSQL's autovacuum analyzes by itself
    const user = await createUser(fx.t);
    const now = Date.now();
    for (let start = 0; start < 6000; start += 1000)
      await fx.t.handle.db.insert(reviewCards).values(
        Array.from({ length: 1000 }, (_, j) => {
          const i = start + j;
          return {
            userId: user.id,
            source: "manual",
            kind: "basic",
            front: `Q${i}`,
            back: `A${i}`,
            due: new Date(now + (((i * 7919) % 120) - 60) * DAY),
            scheduledDays: 1 + (i % 60),
            state: 2,
            reps: 3,
          };
        }),
      );
    const plan = async () => {
      const { sql, params } = dueCardsQuery(fx.t.handle.db, user.id, {
        now: new Date(now),
        endOfDay: new Date(now + DAY),
        limit: 20,
      }).toSQL();
      const { rows } = await pglite.query<{ "QUERY PLAN": [{ Plan: Parameters<typeof nodeTypes>[0] }] }>(
        `explain (format json) ${sql}`,
        params,
      );
      return nodeTypes(rows[0]!["QUERY PLAN"][0].Plan);
    };
    const before = await plan();
    // The counts reach the statistics views about a second after the writes: the check runs then.
    let analyzed: string[] = [];
    for (let i = 0; i < 40 && !analyzed.includes("public.review_cards"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      analyzed = await analyzeStaleTables(pglite);
    }
    expect(analyzed).toContain("public.review_cards");
    const after = await plan();
    // Before: Limit > Sort > Nested Loop > Bitmap Heap Scan > ...; after: Limit > Nested Loop > Index Scan > ...
    expect(before).toContain("Sort");
    expect(after).not.toContain("Sort");
    expect(after.some((node) => node.startsWith("Index"))).toBe(true);
  });
});
