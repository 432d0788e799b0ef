import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, makePro, type TestUser, useTestApp } from "../../../test/factories.ts";
import { aiCalls, memoryItems, memorySettings, users } from "../../db/schema/index.ts";
import { wordRuns } from "./extraction.ts";

type Item = { id: string; kind: string; text: string; edited: boolean; source: { messageId: string | null } };

/** Polls until `check` passes (the memory job runs after the chat answered), or fails with its last error. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("tutor memory (issue 38, demo provider)", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });
  const db = () => fx.t.handle.db;

  const learner = async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    return user;
  };
  const chat = async (user: TestUser, message: string) => {
    const res = await fx.call(user, "POST", "/api/chat", { message });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message.id as string;
  };
  const list = async (user: TestUser) => {
    const res = await fx.call(user, "GET", "/api/memory");
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Item[]; remember: boolean };
  };
  const memoryCalls = async (user: TestUser) =>
    (
      await db()
        .select({ id: aiCalls.id })
        .from(aiCalls)
        .where(and(eq(aiCalls.userId, user.id), eq(aiCalls.task, "extract-memory")))
    ).length;

  it("notes facts after a chat, with their source; a newer exam date updates the old one", async () => {
    const user = await learner();
    expect(await list(user)).toEqual({ items: [], remember: true });
    const answerId = await chat(
      user,
      "My exam is on 12 June. I prefer short examples in Python. What is a loop?",
    );
    const { items } = await eventually(
      () => list(user),
      (l) => l.items.length === 2,
      "two items",
    );
    expect(items.map((i) => [i.kind, i.text]).sort()).toEqual([
      ["circumstance", "Has an exam on 12 June."],
      ["preference", "Prefers short examples in Python."],
    ]);
    expect(items.every((i) => i.source.messageId === answerId && !i.edited)).toBe(true);
    const exam = items.find((i) => i.kind === "circumstance")!;

    await chat(user, "Sorry, they moved it: my exam is on 20 June.");
    const after = await eventually(
      () => list(user),
      (l) => l.items.some((i) => i.text === "Has an exam on 20 June."),
      "the new date",
    );
    expect(after.items).toHaveLength(2);
    expect(after.items.find((i) => i.kind === "circumstance")!.id).toBe(exam.id);
    // Saying it again adds nothing (the next exchange's new fact shows the job ran past it).
    await chat(user, "I prefer short examples in Python.");
    await chat(user, "I keep confusing tuples and lists.");
    const last = await eventually(
      () => list(user),
      (l) => l.items.length > 2,
      "the new fact",
    );
    expect(last.items.map((i) => i.text).sort()).toEqual([
      "Has an exam on 20 June.",
      "Keeps confusing tuples and lists.",
      "Prefers short examples in Python.",
    ]);
  });

  it("drops a fact that quotes a long span of the learner's notes or sources, keeps the others", async () => {
    const user = await learner();
    const passage =
      "The mitochondria converts glucose and oxygen into usable energy for every living cell in the body";
    const note = await fx.call(user, "POST", "/api/notes", {
      title: "Biology",
      content: `# Cells\n\n${passage}.`,
    });
    expect(note.statusCode, note.body).toBe(201);
    await chat(user, `I prefer ${passage}. I keep confusing mitosis and meiosis.`);
    // The job handles facts in order: once the second is noted, the first was judged.
    const { items } = await eventually(
      () => list(user),
      (l) => l.items.length > 0,
      "an item",
    );
    expect(items.map((i) => i.text)).toEqual(["Keeps confusing mitosis and meiosis."]);
    // Eight words in a row is the line: the same words split by punctuation and line breaks still match.
    expect(wordRuns("one two three four five six seven")).toEqual([]);
    expect(wordRuns("One, two three four five six seven eight!")).toEqual([
      "one two three four five six seven eight",
    ]);
  });

  it("edits, deletes and deletes all; another learner's item is a 404 and never shown", async () => {
    const [user, other] = [await learner(), await learner()];
    await chat(user, "I prefer diagrams over text. I keep confusing let and const.");
    await chat(other, "I prefer audio lessons.");
    const { items } = await eventually(
      () => list(user),
      (l) => l.items.length === 2,
      "two items",
    );
    const theirs = await eventually(
      () => list(other),
      (l) => l.items.length === 1,
      "the other's item",
    );
    expect(theirs.items[0]!.text).toBe("Prefers audio lessons.");
    expect(items.some((i) => i.text.includes("audio"))).toBe(false);

    const [first, second] = items as [Item, Item];
    const edited = await fx.call(user, "PATCH", `/api/memory/${first.id}`, { text: "  Likes diagrams.  " });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: first.id, text: "Likes diagrams.", edited: true });
    for (const bad of [{}, { text: "" }, { text: "x".repeat(301) }, { kind: "secret" }]) {
      expect((await fx.call(user, "PATCH", `/api/memory/${first.id}`, bad)).statusCode).toBe(400);
    }
    expect((await fx.call(user, "PATCH", "/api/memory/not-a-uuid", { text: "a" })).statusCode).toBe(400);
    // Another learner's item, or none: 404, and it is left as it was.
    for (const id of [theirs.items[0]!.id, randomUUID()]) {
      expect((await fx.call(user, "PATCH", `/api/memory/${id}`, { text: "Mine now" })).statusCode).toBe(404);
      expect((await fx.call(user, "DELETE", `/api/memory/${id}`)).statusCode).toBe(404);
    }
    expect((await list(other)).items[0]!.text).toBe("Prefers audio lessons.");

    expect((await fx.call(user, "DELETE", `/api/memory/${second.id}`)).statusCode).toBe(204);
    expect((await list(user)).items.map((i) => i.id)).toEqual([first.id]);
    await chat(user, "I keep confusing var and let.");
    await eventually(
      () => list(user),
      (l) => l.items.length === 2,
      "a new item",
    );
    expect((await fx.call(user, "DELETE", "/api/memory")).statusCode).toBe(204);
    expect((await list(user)).items).toEqual([]);
    expect((await list(other)).items).toHaveLength(1);
  });

  it("switched off, nothing is noted (and switched on again, only new messages are read)", async () => {
    const user = await learner();
    const off = await fx.call(user, "PUT", "/api/memory/settings", { remember: false });
    expect(off.json()).toEqual({ remember: false });
    expect((await fx.call(user, "PUT", "/api/memory/settings", { remember: "no" })).statusCode).toBe(400);
    await chat(user, "I prefer videos.");
    expect(await memoryCalls(user)).toBe(0);
    expect(await list(user)).toEqual({ items: [], remember: false });
    await fx.call(user, "PUT", "/api/memory/settings", { remember: true });
    await chat(user, "I keep confusing sets and lists.");
    const { items } = await eventually(
      () => list(user),
      (l) => l.items.length > 0,
      "an item",
    );
    expect(items.map((i) => i.text)).toEqual(["Keeps confusing sets and lists."]);
  });

  it("is in the account's export and goes with the account", async () => {
    const user = await learner();
    await chat(user, "My exam is on 3 March.");
    await eventually(
      () => list(user),
      (l) => l.items.length === 1,
      "an item",
    );
    await fx.call(user, "PUT", "/api/memory/settings", { remember: false });
    const exported = await fx.call(user, "GET", "/api/memory/export");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toContain("brainy-memory.json");
    expect(exported.json()).toMatchObject({ remember: false, items: [{ text: "Has an exam on 3 March." }] });

    await db().delete(users).where(eq(users.id, user.id));
    expect(await db().select().from(memoryItems).where(eq(memoryItems.userId, user.id))).toEqual([]);
    expect(await db().select().from(memorySettings).where(eq(memorySettings.userId, user.id))).toEqual([]);
  });
});
