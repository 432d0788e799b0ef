import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, type TestUser, useTestApp } from "../../test/factories.ts";
import { idempotencyKeys, notes, noteVersions, reviewLogs } from "../db/schema/index.ts";

describe("Idempotency-Key (the offline queue's writes)", () => {
  const fx = useTestApp();

  function send(user: TestUser, method: "PUT" | "POST", url: string, body: unknown, key?: string) {
    return fx.t.app.inject({
      method,
      url,
      headers: {
        ...user.auth,
        "content-type": "application/json",
        ...(key === undefined ? {} : { "idempotency-key": key }),
      },
      payload: JSON.stringify(body),
    });
  }

  async function makeCard(user: TestUser) {
    const res = await fx.call(user, "POST", "/api/review/cards", { front: "2 + 2?", back: "4" });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  }

  async function makeNote(user: TestUser) {
    const res = await fx.call(user, "POST", "/api/notes", { title: "Offline", content: "First" });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; updatedAt: string };
  }

  const logsOf = (cardId: string) =>
    fx.t.handle.db.select().from(reviewLogs).where(eq(reviewLogs.cardId, cardId));

  it("a grade sent twice with one key records one review and answers the first answer again", async () => {
    const user = await createUser(fx.t);
    const card = await makeCard(user);
    const grade = { rating: 3, durationMs: 1200, reps: 0 };
    const key = crypto.randomUUID();
    const first = await send(user, "POST", `/api/review/cards/${card.id}/grade`, grade, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await send(user, "POST", `/api/review/cards/${card.id}/grade`, grade, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await logsOf(card.id)).toHaveLength(1);
    // Without the key the same grade is refused: the card's reps moved on.
    expect((await send(user, "POST", `/api/review/cards/${card.id}/grade`, grade)).statusCode).toBe(409);
    expect(await logsOf(card.id)).toHaveLength(1);
  });

  it("two requests with one key at once make one effect", async () => {
    const user = await createUser(fx.t);
    const card = await makeCard(user);
    const grade = { rating: 4, durationMs: 800, reps: 0 };
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      send(user, "POST", `/api/review/cards/${card.id}/grade`, grade, key),
      send(user, "POST", `/api/review/cards/${card.id}/grade`, grade, key),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    // The second either waited for the answer (200, replayed) or found the key still running (409).
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().details).toEqual({ reason: "IDEMPOTENCY_IN_PROGRESS" });
    expect(await logsOf(card.id)).toHaveLength(1);
  });

  it("a key whose first request is still running answers 409 IDEMPOTENCY_IN_PROGRESS, and nothing runs twice", async () => {
    const user = await createUser(fx.t);
    const card = await makeCard(user);
    const key = crypto.randomUUID();
    // The first request claimed the key and has not answered yet (as while its handler runs).
    await fx.t.handle.db
      .insert(idempotencyKeys)
      .values({ userId: user.id, key, request: `POST /api/review/cards/${card.id}/grade` });
    const retry = await send(
      user,
      "POST",
      `/api/review/cards/${card.id}/grade`,
      { rating: 3, durationMs: 800, reps: 0 },
      key,
    );
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ error: "CONFLICT", details: { reason: "IDEMPOTENCY_IN_PROGRESS" } });
    expect(retry.headers["retry-after"]).toBe("1");
    expect(await logsOf(card.id)).toHaveLength(0);
  });

  it("a note saved twice with one key is saved once; a key is bound to its user and request", async () => {
    const user = await createUser(fx.t);
    const note = await makeNote(user);
    const key = `note-${crypto.randomUUID()}`;
    const body = { title: "Offline", content: "Second" };
    const first = await send(user, "PUT", `/api/notes/${note.id}`, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(user, "PUT", `/api/notes/${note.id}`, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const versions = await fx.t.handle.db.select().from(noteVersions).where(eq(noteVersions.noteId, note.id));
    expect(versions.map((v) => v.content)).toEqual(["First"]);

    // The same key for another request: 409, nothing saved.
    const other = await makeNote(user);
    const reused = await send(user, "PUT", `/api/notes/${other.id}`, body, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(/another request/);
    expect((await fx.call(user, "GET", `/api/notes/${other.id}`)).json().content).toBe("First");

    // Another learner's key of the same text is theirs: it runs (and their own note is saved).
    const stranger = await createUser(fx.t);
    const theirs = await makeNote(stranger);
    expect((await send(stranger, "PUT", `/api/notes/${theirs.id}`, body, key)).statusCode).toBe(200);
    // ...and it does not reach this learner's note: 404, and the failed request frees its key.
    const key2 = crypto.randomUUID();
    expect((await send(stranger, "PUT", `/api/notes/${note.id}`, body, key2)).statusCode).toBe(404);
    const kept = await fx.t.handle.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, stranger.id), eq(idempotencyKeys.key, key2)));
    expect(kept).toEqual([]);
  });

  it("a note created and a note deleted with a key (the offline outbox) happen once; the repeat answers the first answer", async () => {
    const user = await createUser(fx.t);
    const created = { title: "Made offline", content: "On the train" };
    const key = crypto.randomUUID();
    const first = await send(user, "POST", "/api/notes", created, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(user, "POST", "/api/notes", created, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    const mine = () => fx.t.handle.db.select().from(notes).where(eq(notes.userId, user.id));
    expect(await mine()).toHaveLength(1);
    // The answer was kept with the write: the key's row holds the body sent.
    const [row] = await fx.t.handle.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    expect(row).toMatchObject({ status: 201 });
    expect(JSON.parse(row!.body!)).toEqual(first.json());

    const id = first.json().id as string;
    const deleteKey = crypto.randomUUID();
    const remove = () =>
      fx.t.app.inject({
        method: "DELETE",
        url: `/api/notes/${id}`,
        headers: { ...user.auth, "idempotency-key": deleteKey },
      });
    expect((await remove()).statusCode).toBe(204);
    // Sent again (the answer was lost): 204 again, not 404.
    const repeated = await remove();
    expect(repeated.statusCode).toBe(204);
    expect(repeated.headers["idempotent-replayed"]).toBe("true");
    expect(await mine()).toHaveLength(0);
    // Without the key the note is gone: 404.
    expect((await fx.call(user, "DELETE", `/api/notes/${id}`)).statusCode).toBe(404);
  });

  it("the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED and changes nothing", async () => {
    const user = await createUser(fx.t);
    const note = await makeNote(user);
    const key = crypto.randomUUID();
    const first = await send(
      user,
      "PUT",
      `/api/notes/${note.id}`,
      { title: "Offline", content: "Second" },
      key,
    );
    expect(first.statusCode, first.body).toBe(200);
    // The same body in another layout is the same request: the first answer again.
    const sameAgain = await fx.t.app.inject({
      method: "PUT",
      url: `/api/notes/${note.id}`,
      headers: { ...user.auth, "content-type": "application/json", "idempotency-key": key },
      payload: '{ "title": "Offline",\n  "content": "Second" }',
    });
    expect(sameAgain.statusCode).toBe(200);
    expect(sameAgain.headers["idempotent-replayed"]).toBe("true");
    const changed = await send(
      user,
      "PUT",
      `/api/notes/${note.id}`,
      { title: "Offline", content: "Third" },
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      error: "IDEMPOTENCY_KEY_REUSED",
      message: expect.stringMatching(/another body/),
    });
    expect((await fx.call(user, "GET", `/api/notes/${note.id}`)).json().content).toBe("Second");

    // A grade: the key's first rating stands, a different one under it is refused.
    const card = await makeCard(user);
    const gradeKey = crypto.randomUUID();
    const graded = await send(
      user,
      "POST",
      `/api/review/cards/${card.id}/grade`,
      { rating: 3, durationMs: 900, reps: 0 },
      gradeKey,
    );
    expect(graded.statusCode, graded.body).toBe(200);
    const regraded = await send(
      user,
      "POST",
      `/api/review/cards/${card.id}/grade`,
      { rating: 1, durationMs: 900, reps: 0 },
      gradeKey,
    );
    expect(regraded.statusCode).toBe(422);
    expect(regraded.json().error).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await logsOf(card.id)).map((log) => log.rating)).toEqual([3]);
  });

  it("refuses a malformed key with a 400", async () => {
    const user = await createUser(fx.t);
    const note = await makeNote(user);
    for (const key of ["short", "has spaces in it", "x".repeat(129)]) {
      const res = await send(user, "PUT", `/api/notes/${note.id}`, { title: "T", content: "" }, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({
        error: "VALIDATION_FAILED",
        message: expect.stringMatching(/Idempotency-Key/),
      });
    }
  });

  it("a note edited on two devices keeps both: the later edit current, the other in its history", async () => {
    const user = await createUser(fx.t);
    const note = await makeNote(user);
    // Device A, offline, edits the note now (its change waits in its queue)...
    const offlineAt = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // ...device B, online, saves a later edit...
    const later = await send(user, "PUT", `/api/notes/${note.id}`, {
      title: "Offline",
      content: "From the laptop",
    });
    expect(later.statusCode, later.body).toBe(200);
    // ...then device A comes back online and sends its queued, older edit.
    const queued = await send(
      user,
      "PUT",
      `/api/notes/${note.id}`,
      { title: "Offline", content: "From the phone, on the train", editedAt: offlineAt },
      crypto.randomUUID(),
    );
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().content).toBe("From the laptop");
    const history = await fx.call(user, "GET", `/api/notes/${note.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().versions.map((v: { content: string }) => v.content)).toEqual([
      "From the phone, on the train",
      "First",
    ]);
    // A later queued edit becomes current, the one it replaces goes to the history.
    // An editedAt in the future counts as now.
    const newest = await send(user, "PUT", `/api/notes/${note.id}`, {
      title: "Offline",
      content: "Newest",
      editedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(newest.json().content).toBe("Newest");
    const after = (await fx.call(user, "GET", `/api/notes/${note.id}/history`)).json();
    expect(after.versions[0].content).toBe("From the laptop");
    expect((await fx.call(await createUser(fx.t), "GET", `/api/notes/${note.id}/history`)).statusCode).toBe(
      404,
    );
  });
});
