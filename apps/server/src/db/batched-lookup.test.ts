import { describe, expect, it } from "vitest";
import { batchedLookup } from "./batched-lookup.ts";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A lookup whose statements the test answers by hand, from `table` as it is when answered. */
function controlledLookup(table: Map<string, number>, maxBatch = 10) {
  const sent: { keys: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const lookup = batchedLookup<number>(
    (keys) =>
      new Promise((resolve, reject) => {
        sent.push({
          keys,
          answer: () => resolve(new Map(keys.flatMap((k) => (table.has(k) ? [[k, table.get(k)!]] : [])))),
          fail: reject,
        });
      }),
    { maxBatch },
  );
  return { lookup, sent };
}

describe("batched lookups", () => {
  it("keys asked for in one turn share one statement, each key once, each caller its own value", async () => {
    const { lookup, sent } = controlledLookup(
      new Map([
        ["a", 1],
        ["b", 2],
      ]),
    );
    const asked = [lookup.load("a"), lookup.load("b"), lookup.load("a"), lookup.load("missing")];
    expect(sent).toHaveLength(0); // not sent before the turn ends: later askers may still join
    await turn();
    expect(sent.map((s) => s.keys)).toEqual([["a", "b", "missing"]]);
    sent[0]!.answer();
    expect(await Promise.all(asked)).toEqual([1, 2, 1, undefined]);
    expect(lookup.batches).toBe(1);
  });

  it("a key asked for while a statement runs never joins it: it waits for the next", async () => {
    const table = new Map([["a", 1]]);
    const { lookup, sent } = controlledLookup(table);
    const before = lookup.load("a");
    await turn();
    expect(sent).toHaveLength(1);
    // A write commits, then a request asks: the statement already sent may predate the write.
    table.set("a", 2);
    const after = lookup.load("a");
    await turn();
    expect(sent).toHaveLength(2);
    // Answered in reverse order: each caller still gets its own statement's value.
    sent[1]!.answer();
    expect(await after).toBe(2);
    table.set("a", 3);
    sent[0]!.answer();
    expect(await before).toBe(3);
  });

  it("a failed statement fails its callers only; the next batch is sent anew", async () => {
    const { lookup, sent } = controlledLookup(new Map([["a", 1]]));
    const failing = [lookup.load("a"), lookup.load("b")];
    await turn();
    sent[0]!.fail(new Error("connection lost"));
    for (const call of failing) await expect(call).rejects.toThrow("connection lost");
    const next = lookup.load("a");
    await turn();
    sent[1]!.answer();
    expect(await next).toBe(1);
  });

  it("a full batch is sent at once; the keys after it start the next", async () => {
    const { lookup, sent } = controlledLookup(
      new Map([
        ["a", 1],
        ["d", 4],
      ]),
      3,
    );
    const asked = ["a", "b", "c", "d"].map((key) => lookup.load(key));
    expect(sent.map((s) => s.keys)).toEqual([["a", "b", "c"]]);
    await turn();
    expect(sent.map((s) => s.keys)).toEqual([["a", "b", "c"], ["d"]]);
    for (const statement of sent) statement.answer();
    expect(await Promise.all(asked)).toEqual([1, undefined, undefined, 4]);
  });
});
