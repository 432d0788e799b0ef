import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  enqueueChange,
  flushQueue,
  loadQueue,
  pendingChanges,
  type QueuedChange,
  type SendOutcome,
} from "./offline-queue.ts";
import { sendOrQueue, sendQueuedChange } from "./offline-sync.ts";

let clock = 0;
function change(userId: string, over: Partial<QueuedChange> = {}): QueuedChange {
  clock++;
  return {
    key: `key-${clock}-${Math.random().toString(36).slice(2)}`,
    userId,
    kind: "grade",
    target: `card-${clock}`,
    method: "POST",
    path: `/review/cards/card-${clock}/grade`,
    body: { rating: 3, durationMs: 1000, reps: 0 },
    queuedAt: clock,
    ...over,
  };
}

/** A user id of its own per test: the IndexedDB outlives a test. */
const newUser = () => crypto.randomUUID();

describe("offline queue", () => {
  it("sends a learner's changes once each, oldest first, and forgets them", async () => {
    const user = newUser();
    await loadQueue(user);
    const a = change(user);
    const b = change(user, { kind: "note", target: "note-1", method: "PUT", path: "/notes/note-1" });
    const c = change(user);
    const other = change(newUser());
    for (const row of [a, b, c, other]) await enqueueChange(row);
    expect(pendingChanges().map((row) => row.key)).toEqual([a.key, b.key, c.key]);

    const sent: string[] = [];
    const result = await flushQueue(user, async (row) => {
      sent.push(row.key);
      return "done";
    });
    expect(sent).toEqual([a.key, b.key, c.key]);
    expect(result).toEqual({ sent: 3, dropped: [], left: 0 });
    expect(pendingChanges()).toEqual([]);
    // Nothing is sent twice.
    expect((await flushQueue(user, async () => "done")).sent).toBe(0);
  });

  it("stops at a change that must wait, keeping it and those after it in order", async () => {
    const user = newUser();
    await loadQueue(user);
    const rows = [change(user), change(user), change(user)];
    for (const row of rows) await enqueueChange(row);
    const outcomes: SendOutcome[] = ["done", "retry"];
    const first = await flushQueue(user, async () => outcomes.shift() ?? "done");
    expect(first).toEqual({ sent: 1, dropped: [], left: 2 });
    expect(pendingChanges().map((row) => row.key)).toEqual([rows[1]!.key, rows[2]!.key]);
    const sent: string[] = [];
    await flushQueue(user, async (row) => {
      sent.push(row.key);
      return "done";
    });
    expect(sent).toEqual([rows[1]!.key, rows[2]!.key]);
  });

  it("drops a change the server refuses for good, and reports it", async () => {
    const user = newUser();
    await loadQueue(user);
    const gone = change(user, { kind: "note", target: "deleted", method: "PUT", path: "/notes/deleted" });
    const ok = change(user);
    await enqueueChange(gone);
    await enqueueChange(ok);
    const result = await flushQueue(user, async (row) => (row.key === gone.key ? "dropped" : "done"));
    expect(result.sent).toBe(1);
    expect(result.dropped.map((row) => row.key)).toEqual([gone.key]);
    expect(pendingChanges()).toEqual([]);
  });

  it("keeps one save per note (the last), but every grade", async () => {
    const user = newUser();
    await loadQueue(user);
    const note = { kind: "note" as const, target: "n1", method: "PUT" as const, path: "/notes/n1" };
    await enqueueChange(change(user, { ...note, body: { title: "v1" } }));
    const grade = change(user, { target: "card-x" });
    await enqueueChange(grade);
    await enqueueChange(change(user, { target: "card-x" }));
    const last = change(user, { ...note, body: { title: "v2" } });
    await enqueueChange(last);
    const pending = pendingChanges();
    expect(pending.filter((row) => row.kind === "note").map((row) => row.body)).toEqual([{ title: "v2" }]);
    expect(pending.filter((row) => row.kind === "grade")).toHaveLength(2);
    // What is kept is in IndexedDB, not only in memory: read back for the same learner.
    await loadQueue(null);
    expect(pendingChanges()).toEqual([]);
    await loadQueue(user);
    expect(pendingChanges().map((row) => row.key)).toContain(last.key);
  });

  it("runs one flush at a time: two calls send each change once", async () => {
    const user = newUser();
    await loadQueue(user);
    for (let i = 0; i < 3; i++) await enqueueChange(change(user));
    const sent: string[] = [];
    const send = async (row: QueuedChange): Promise<SendOutcome> => {
      sent.push(row.key);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return "done";
    };
    const [one, two] = await Promise.all([flushQueue(user, send), flushQueue(user, send)]);
    expect(one).toBe(two);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(3);
  });
});

describe("sending or queueing a change", () => {
  const user = newUser();
  const payload = btoa(JSON.stringify({ sub: user })).replace(/=+$/, "");
  beforeEach(async () => {
    localStorage.setItem("token", `header.${payload}.signature`);
    await loadQueue(user);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("queues a change the network failed, and sends it later under the same Idempotency-Key", async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    const schema = z.object({ ok: z.literal(true) });
    const result = await sendOrQueue(
      { kind: "grade", target: "c1", method: "POST", path: "/review/cards/c1/grade", body: { rating: 3 } },
      schema,
    );
    expect(result).toEqual({ queued: true });
    const firstKey = (fetchMock.mock.calls[0]![1] as RequestInit & { headers: Record<string, string> })
      .headers["idempotency-key"];
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(pendingChanges().map((row) => row.key)).toEqual([firstKey]);

    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const flushed = await flushQueue(user, sendQueuedChange);
    expect(flushed.sent).toBe(1);
    const resent = fetchMock.mock.calls[1]![1] as RequestInit & { headers: Record<string, string> };
    expect(resent.headers["idempotency-key"]).toBe(firstKey);
    expect(JSON.parse(resent.body as string)).toEqual({ rating: 3 });
  });

  it("says which answers are worth another try", async () => {
    const outcome = async (status: number) => {
      vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("{}", { status })));
      return sendQueuedChange(change(user));
    };
    expect(await outcome(200)).toBe("done");
    expect(await outcome(503)).toBe("retry");
    expect(await outcome(429)).toBe("retry");
    expect(await outcome(404)).toBe("dropped");
    expect(await outcome(409)).toBe("dropped");
    // An earlier send of the same change still running on the server: sent again later, not dropped.
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValue(
          Response.json(
            { error: "CONFLICT", message: "still running", details: { reason: "IDEMPOTENCY_IN_PROGRESS" } },
            { status: 409 },
          ),
        ),
    );
    expect(await sendQueuedChange(change(user))).toBe("retry");
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
    expect(await sendQueuedChange(change(user))).toBe("retry");
  });
});
