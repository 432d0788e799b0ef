import { describe, expect, it } from "vitest";
import { deepFreeze } from "../db/read-memo.ts";
import { deriveOnce, reusingSharedJson, sharedJsonBytes } from "./shared-answers.ts";

describe("answers derived from memoized reads", () => {
  const facts = (n: number) => {
    const value = { rows: [{ n }] };
    deepFreeze(value);
    return value;
  };
  let derivations = 0;
  const total = (f: { rows: { n: number }[] }) => {
    derivations++;
    return { total: f.rows.reduce((sum, row) => sum + row.n, 0), rows: f.rows };
  };

  it("derives once per kept (frozen) facts, and hands out a frozen answer", () => {
    derivations = 0;
    const kept = facts(2);
    const first = deriveOnce("total", kept, total);
    expect(first).toEqual({ total: 2, rows: [{ n: 2 }] });
    expect(deriveOnce("total", kept, total)).toBe(first);
    expect(derivations).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { total: number }).total = 3;
    }).toThrow(TypeError);
    // New facts (the read ran again after a write): derived again.
    expect(deriveOnce("total", facts(5), total).total).toBe(5);
    expect(derivations).toBe(2);
  });

  it("derives again when the variant (what else the answer depends on) changes", () => {
    const kept = facts(3);
    let calls = 0;
    const onDay = (f: { rows: { n: number }[] }, day: string) => {
      calls++;
      return { day, n: f.rows[0]!.n };
    };
    const monday = deriveOnce("on-day", kept, onDay, "2026-11-23");
    expect(deriveOnce("on-day", kept, onDay, "2026-11-23")).toBe(monday);
    expect(deriveOnce("on-day", kept, onDay, "2026-11-24")).toEqual({ day: "2026-11-24", n: 3 });
    expect(calls).toBe(2);
  });

  it("keys answers by name: two names never share one, the same name reuses it even from a new arrow", () => {
    const kept = facts(6);
    const count = deriveOnce("count", kept, (f) => ({ count: f.rows.length }));
    expect(deriveOnce("count", kept, (f) => ({ count: f.rows.length }))).toBe(count);
    const doubled = deriveOnce("doubled", kept, (f) => ({ doubled: f.rows[0]!.n * 2 }));
    expect(doubled).toEqual({ doubled: 12 });
    expect(deriveOnce("count", kept, (f) => ({ count: f.rows.length }))).toBe(count);
    // The same derivation under two names: two answers, neither handed out for the other.
    const other = deriveOnce("total-again", kept, total);
    expect(other).not.toBe(deriveOnce("total", kept, total));
    expect(other).toEqual(deriveOnce("total", kept, total));
  });

  it("refuses a name already standing for another derivation", () => {
    deriveOnce("named", facts(1), (f) => ({ a: f.rows.length }));
    expect(() => deriveOnce("named", facts(1), (f) => ({ b: f.rows.length }))).toThrow(
      /"named" already names another derivation/,
    );
  });

  it("derives every time from facts that are not kept (read inside a transaction)", () => {
    derivations = 0;
    const fresh = { rows: [{ n: 1 }] };
    const a = deriveOnce("total", fresh, total);
    const b = deriveOnce("total", fresh, total);
    expect(a).not.toBe(b);
    expect(derivations).toBe(2);
    expect(Object.isFrozen(a)).toBe(false);
  });

  it("writes a shared answer's JSON once per route serializer, and any other answer every time", () => {
    let writes = 0;
    const serialize = (data: unknown) => {
      writes++;
      return JSON.stringify(data);
    };
    const route = reusingSharedJson(serialize);
    const otherRoute = reusingSharedJson((data) => `other:${JSON.stringify(data)}`);
    const shared = deriveOnce("total", facts(4), total);
    expect(route(shared)).toBe('{"total":4,"rows":[{"n":4}]}');
    expect(route(shared)).toBe('{"total":4,"rows":[{"n":4}]}');
    expect(writes).toBe(1);
    expect(otherRoute(shared)).toBe('other:{"total":4,"rows":[{"n":4}]}');
    // A frozen object that is not a derived answer, a plain one, a string: written each time.
    const frozen = Object.freeze({ a: 1 });
    route(frozen);
    route(frozen);
    route({ a: 1 });
    route("text");
    expect(writes).toBe(5);
  });
  it("sends a shared answer's JSON as its kept UTF-8 bytes, any other payload as it is", () => {
    const route = reusingSharedJson((data) => JSON.stringify(data));
    const shared = deriveOnce("bytes", facts(7), (f) => ({ word: "naïve – 日本", n: f.rows.length }));
    const json = route(shared);
    const bytes = sharedJsonBytes(json);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect((bytes as Buffer).equals(Buffer.from(json))).toBe(true);
    // The same bytes again (kept, not encoded anew), and nothing else turned into bytes.
    expect(sharedJsonBytes(route(shared))).toBe(bytes);
    expect(sharedJsonBytes('{"word":"other"}')).toBe('{"word":"other"}');
    const plain = route({ n: 1 });
    expect(sharedJsonBytes(plain)).toBe(plain);
    const buffer = Buffer.from("x");
    expect(sharedJsonBytes(buffer)).toBe(buffer);
  });
});
