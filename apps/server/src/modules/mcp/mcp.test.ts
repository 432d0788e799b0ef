import type { Client } from "@modelcontextprotocol/client";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { writeDemoCourse } from "../../../test/demo-course.ts";
import { bindCall, createUser, seedGoalTree, type TestUser } from "../../../test/factories.ts";
import { connectWithToken, listeningTestApp } from "../../../test/mcp-client.ts";
import { apiTokens, lessons, pomodoroSessions } from "../../db/schema/index.ts";

/**
 * Brainy's MCP server driven by the SDK's own client over HTTP with personal access tokens: every
 * tool and resource, scopes (403), another learner's things (not found), revocation and expiry
 * (401). The OAuth flow is oauth.test.ts's.
 */
let t: TestContext & { url: string };
let call: ReturnType<typeof bindCall>;
let owner: TestUser;
let other: TestUser;
let lessonId: string;
let othersLessonId: string;
let othersNoteId: string;
let full: Client;

async function makeToken(user: TestUser, scopes: string[], name = "script") {
  const res = await call(user, "POST", "/api/tokens", { name, scopes, expiresInDays: 30 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: { id: string }; secret: string };
}

/** The JSON a tool answered, or its error text as `{ error }`. */
async function tool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { type: string; text: string }[])[0]?.text ?? "";
  if (result.isError) return { error: text };
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { text };
  }
}

beforeAll(async () => {
  t = await listeningTestApp();
  call = bindCall(t);
  owner = await createUser(t);
  other = await createUser(t);
  const course = await writeDemoCourse(t, owner);
  lessonId = course.lessons[0]!.id;
  const pasted = await call(owner, "POST", "/api/sources/text", {
    title: "Photosynthesis notes",
    text: "# Light reactions\n\nChlorophyll absorbs light and splits water, releasing oxygen.",
  });
  expect(pasted.statusCode, pasted.body).toBe(201);
  for (let i = 0; i < 300; i++) {
    const source = (await call(owner, "GET", `/api/sources/${pasted.json().id}`)).json();
    if (source.state === "ready") break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await call(owner, "POST", "/api/notes", {
    title: "Chlorophyll",
    content: "It absorbs red and blue light.",
  });
  await seedGoalTree(t, other.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
  const [othersLesson] = await t.handle.db.select().from(lessons).where(eq(lessons.userId, other.id));
  othersLessonId = othersLesson!.id;
  othersNoteId = (await call(other, "POST", "/api/notes", { title: "Private", content: "Mine." })).json().id;
  full = await connectWithToken(t.url, (await makeToken(owner, ["read", "write", "reviews"])).secret);
}, 60_000);

afterAll(async () => {
  await full?.close();
  await t.close();
});

describe("the MCP server with a personal access token", () => {
  it("lists its tools and resources", async () => {
    const { tools } = await full.listTools();
    expect(tools.map((x) => x.name).sort()).toEqual([
      "add_note",
      "get_due_reviews",
      "get_todays_plan",
      "grade_review",
      "list_goals",
      "log_focus_session",
      "make_cards",
      "read_lesson",
      "search_my_material",
    ]);
    const { resourceTemplates } = await full.listResourceTemplates();
    expect(resourceTemplates.map((r) => r.uriTemplate).sort()).toEqual([
      "brainy://lessons/{lessonId}",
      "brainy://notes/{noteId}",
    ]);
    const { resources } = await full.listResources();
    expect(resources.some((r) => r.uri === `brainy://lessons/${lessonId}`)).toBe(true);
    expect(resources.some((r) => r.name === "Chlorophyll")).toBe(true);
    expect(resources.some((r) => r.uri.includes(othersNoteId))).toBe(false);
  });

  it("reads goals, today's plan, a lesson and the learner's material", async () => {
    const goals = (await tool(full, "list_goals")) as { goals: { id: string; courses: unknown[] }[] };
    expect(goals.goals).toHaveLength(1);
    expect(goals.goals[0]!.courses.length).toBeGreaterThan(0);

    const plan = await tool(full, "get_todays_plan", { timeZone: "Europe/London" });
    expect(plan).toMatchObject({ goalId: goals.goals[0]!.id, timeZone: "Europe/London" });
    expect(plan.today).toHaveProperty("date");
    expect(await tool(full, "get_todays_plan", { timeZone: "Mars/Olympus" })).toEqual({
      error: "timeZone must be an IANA time zone such as Europe/London",
    });

    const lesson = await tool(full, "read_lesson", { lessonId });
    expect(lesson.text).toMatch(/^# .+\n/);
    const resource = await full.readResource({ uri: `brainy://lessons/${lessonId}` });
    expect((resource.contents[0] as { text: string }).text).toBe(lesson.text);

    const found = (await tool(full, "search_my_material", { query: "chlorophyll light" })) as {
      passages: { sourceTitle: string; headingPath: string[] }[];
      notes: { title: string }[];
    };
    expect(found.passages[0]).toMatchObject({
      sourceTitle: "Photosynthesis notes",
      headingPath: ["Light reactions"],
    });
    expect(found.notes.map((n) => n.title)).toContain("Chlorophyll");
  });

  it("adds a note, makes cards, grades one due and logs a focus session", async () => {
    const note = await tool(full, "add_note", {
      title: "Calvin cycle",
      content: "Fixes CO2. #biology",
      tags: ["plants"],
    });
    expect(note).toMatchObject({ title: "Calvin cycle" });
    expect(note.tags).toEqual(expect.arrayContaining(["biology", "plants"]));
    const read = await full.readResource({ uri: `brainy://notes/${note.id}` });
    expect((read.contents[0] as { text: string }).text).toContain("Fixes CO2.");

    const made = (await tool(full, "make_cards", {
      lessonId,
      cards: [
        { front: "What does chlorophyll absorb?", back: "Red and blue light" },
        { front: "Water is split in the {{c1::light}} reactions", kind: "cloze" },
      ],
    })) as { cards: { id: string }[] };
    expect(made.cards).toHaveLength(2);
    expect(await tool(full, "make_cards", { cards: [{ front: "No answer" }] })).toEqual({
      error: "A card needs text on both sides",
    });

    const due = (await tool(full, "get_due_reviews")) as { cards: { id: string; reps: number }[] };
    const card = due.cards.find((c) => c.id === made.cards[0]!.id)!;
    expect(card.reps).toBe(0);
    const graded = (await tool(full, "grade_review", { cardId: card.id, rating: "good", reps: 0 })) as {
      card: { reps: number };
    };
    expect(graded.card.reps).toBe(1);
    // The same rule as REST: a grade naming reps that moved on is refused.
    expect(await tool(full, "grade_review", { cardId: card.id, rating: "good", reps: 0 })).toEqual({
      error: "This card was already graded (in another tab?).",
    });

    expect(await tool(full, "log_focus_session", { minutes: 25, notes: "Chapter 2" })).toMatchObject({
      session: { duration: 1500, notes: "Chapter 2" },
    });
    const sessions = await t.handle.db
      .select()
      .from(pomodoroSessions)
      .where(eq(pomodoroSessions.userId, owner.id));
    expect(sessions).toHaveLength(1);
    expect(
      await tool(full, "log_focus_session", {
        minutes: 25,
        endedAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    ).toEqual({ error: "completedAt cannot be in the future" });
  });

  it("answers another learner's lesson, note and card as not found", async () => {
    expect(await tool(full, "read_lesson", { lessonId: othersLessonId })).toEqual({
      error: "Lesson not found",
    });
    await expect(full.readResource({ uri: `brainy://notes/${othersNoteId}` })).rejects.toThrow(/not found/i);
    const othersCard = (
      await call(other, "POST", "/api/review/cards", { front: "Mine?", back: "Yes" })
    ).json() as { id: string };
    expect(
      await tool(full, "grade_review", { cardId: othersCard.id, rating: "easy", reps: 0 }),
    ).toMatchObject({
      error: expect.stringMatching(/not found/i),
    });
    expect(
      await tool(full, "make_cards", { lessonId: othersLessonId, cards: [{ front: "Q", back: "A" }] }),
    ).toEqual({
      error: "Lesson not found",
    });
  });
});

describe("bad input on /mcp", () => {
  it("answers malformed arguments with a tool error, never a server error", async () => {
    for (const [name, args] of [
      ["read_lesson", { lessonId: "not-a-uuid" }],
      ["make_cards", { cards: Array.from({ length: 21 }, () => ({ front: "Q", back: "A" })) }],
      ["add_note", { title: "" }],
      ["grade_review", { cardId: lessonId, rating: "superb", reps: 0 }],
      ["log_focus_session", { minutes: 100_000 }],
    ] as const) {
      const result = await full
        .callTool({ name, arguments: args })
        .catch((error: Error) => ({ thrown: error.message }));
      if ("thrown" in result) expect(result.thrown, name).toMatch(/Invalid|invalid|validation/);
      else expect(result.isError, name).toBe(true);
    }
    const raw = await fetch(`${t.url}/mcp`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${(await makeToken(owner, ["read"], "raw")).secret}`,
        "content-type": "application/json",
      },
      body: "{not json",
    });
    expect(raw.status).toBe(400);
  });
});

describe("scopes, revocation and expiry on /mcp", () => {
  it("refuses a tool outside the token's scopes with 403 insufficient_scope", async () => {
    const reader = await connectWithToken(t.url, (await makeToken(owner, ["read"], "reader")).secret);
    const notesBefore = (await call(owner, "GET", "/api/notes")).json().length;
    expect(await tool(reader, "list_goals")).toHaveProperty("goals");
    await expect(reader.callTool({ name: "add_note", arguments: { title: "Sneaky" } })).rejects.toThrow(
      'Insufficient scope: required "write"',
    );
    await expect(
      reader.callTool({ name: "grade_review", arguments: { cardId: lessonId, rating: "good", reps: 0 } }),
    ).rejects.toThrow('Insufficient scope: required "reviews"');
    expect((await call(owner, "GET", "/api/notes")).json().length).toBe(notesBefore);
    await reader.close();

    const writer = await connectWithToken(t.url, (await makeToken(owner, ["write"], "writer")).secret);
    await expect(writer.callTool({ name: "list_goals", arguments: {} })).rejects.toThrow(
      'Insufficient scope: required "read"',
    );
    await writer.close();
  });

  it("answers 401 with the resource metadata's address to a missing, revoked or expired token", async () => {
    const bare = await fetch(`${t.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
    });
    expect(bare.status).toBe(401);
    expect(bare.headers.get("www-authenticate")).toContain(
      `resource_metadata="${t.url}/.well-known/oauth-protected-resource/mcp"`,
    );

    const made = await makeToken(owner, ["read"], "soon revoked");
    const client = await connectWithToken(t.url, made.secret);
    expect(await tool(client, "list_goals")).toHaveProperty("goals");
    expect((await call(owner, "DELETE", `/api/tokens/${made.token.id}`)).statusCode).toBe(204);
    await expect(client.callTool({ name: "list_goals", arguments: {} })).rejects.toThrow("Unauthorized");
    await client.close().catch(() => {});

    const aging = await makeToken(owner, ["read"], "expiring");
    await t.handle.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, aging.token.id));
    await expect(connectWithToken(t.url, aging.secret)).rejects.toThrow("Unauthorized");
    const expired = await fetch(`${t.url}/mcp`, {
      method: "POST",
      headers: { authorization: `Bearer ${aging.secret}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(expired.status).toBe(401);
    expect(expired.headers.get("www-authenticate")).toMatch(/error="invalid_token".*expired/);
    // A session's JWT is not an MCP credential.
    await expect(connectWithToken(t.url, owner.token)).rejects.toThrow("Unauthorized");
  });
});
