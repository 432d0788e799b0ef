import { randomUUID } from "node:crypto";
import type { Source } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { useSecondInstance } from "../../../test/second-instance.ts";
import { claimEmbeddingWork, endEmbeddingTry, queueEmbeddingWork } from "./embedding-repository.ts";
import {
  claimSource,
  endSourceTry,
  insertSource,
  saveSourcePassages,
  setSourceProgress,
} from "./repository.ts";

/**
 * GET /sources and GET /goals/{id}/sources are memoized reads: kept until a write could
 * change them. The extraction and embedding jobs' writes (outside any request, possibly on another
 * instance) and the learner's own are each in the next read, through a second instance on
 * PostgreSQL too (its memo learns of them only through the data versions of migration 0031).
 */
describe("the kept sources lists", () => {
  const fx = useTestApp();
  const other = useSecondInstance(fx);

  const list = async (user: TestUser) => {
    const res = await other.get(user, "/api/sources");
    expect(res.status, String(res.body)).toBe(200);
    return res.body as Source[];
  };
  const goalSources = async (user: TestUser, goalId: string) => {
    const res = await other.get(user, `/api/goals/${goalId}/sources`);
    expect(res.status, String(res.body)).toBe(200);
    return (res.body as { sourceIds: string[] }).sourceIds;
  };

  /** A source row as an upload leaves it (queued), without sending its job: the test is the job. */
  const queuedSource = (user: TestUser, title: string) =>
    insertSource(fx.t.handle.db, {
      id: randomUUID(),
      userId: user.id,
      title,
      kind: "text",
      fileKey: `private-${randomUUID()}.txt`,
      sizeBytes: 120,
    });
  const passage = (text: string) => ({ page: null, headingPath: ["Loops"], text });

  it("the extraction job's claim, progress, passages and failure are each in the next read", async () => {
    const user = await createUser(fx.t);
    expect(await list(user)).toEqual([]);
    const source = await queuedSource(user, "Loops in Python");
    expect((await list(user)).map((s) => [s.id, s.state])).toEqual([[source.id, "queued"]]);
    const { db } = fx.t.handle;

    expect(await claimSource(db, source.id)).toBeDefined();
    expect((await list(user))[0]).toMatchObject({ state: "processing", pagesDone: 0, pagesTotal: null });
    await setSourceProgress(db, source.id, 2, 5);
    expect((await list(user))[0]).toMatchObject({ state: "processing", pagesDone: 2, pagesTotal: 5 });
    await saveSourcePassages(db, { id: source.id, userId: user.id }, [passage("A for loop repeats.")], 5);
    expect((await list(user))[0]).toMatchObject({ state: "ready", pagesDone: 5, passageCount: 1 });

    const broken = await queuedSource(user, "Broken");
    await list(user);
    await claimSource(db, broken.id);
    await endSourceTry(db, broken.id, { state: "failed", error: "This file has no text." });
    expect((await list(user)).find((s) => s.id === broken.id)).toMatchObject({
      state: "failed",
      error: "This file has no text.",
    });
  });

  it("the embedding job's queueing, run and end are in the next read", async () => {
    const user = await createUser(fx.t);
    const { db } = fx.t.handle;
    const source = await queuedSource(user, "Embedded");
    await claimSource(db, source.id);
    await saveSourcePassages(db, { id: source.id, userId: user.id }, [passage("One."), passage("Two.")], 1);
    expect((await list(user))[0]!.embeddings).toBeNull();
    const work = { sourceId: source.id, userId: user.id, model: "demo/test" };
    await queueEmbeddingWork(db, work);
    expect((await list(user))[0]!.embeddings).toMatchObject({ state: "queued", done: 0, total: 2 });
    expect(await claimEmbeddingWork(db, source.id, work.model)).toBeDefined();
    expect((await list(user))[0]!.embeddings).toMatchObject({ state: "running" });
    await endEmbeddingTry(db, source.id, { state: "ready", error: null });
    expect((await list(user))[0]!.embeddings).toMatchObject({ state: "ready", done: 2, total: 2 });
  });

  it("the learner's paste, a goal's sources and a deletion are in the next reads; others' answer 404", async () => {
    const user = await createUser(fx.t);
    const { goalId } = await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    expect(await list(user)).toEqual([]);
    expect(await goalSources(user, goalId)).toEqual([]);

    const pasted = await fx.call(user, "POST", "/api/sources/text", {
      title: "Pasted loops",
      text: "# Loops\n\nA for loop repeats a block once per item.",
    });
    expect(pasted.statusCode, pasted.body).toBe(201);
    const id = pasted.json().id as string;
    expect((await list(user)).map((s) => s.id)).toEqual([id]);
    // The extraction runs in this process after the request (no job queue in tests): its writes
    // move the list on to ready without any request of the learner's.
    await expect
      .poll(async () => (await list(user))[0]?.state, { timeout: 10_000, interval: 50 })
      .toBe("ready");

    const attached = await fx.call(user, "PUT", `/api/goals/${goalId}/sources`, { sourceIds: [id] });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(await goalSources(user, goalId)).toEqual([id]);

    const stranger = await createUser(fx.t);
    expect((await other.get(stranger, `/api/goals/${goalId}/sources`)).status).toBe(404);
    expect(await list(stranger)).toEqual([]);

    // Deleting the source removes it from the list and, by cascade, from the goal's sources.
    expect((await fx.call(user, "DELETE", `/api/sources/${id}`)).statusCode).toBe(204);
    expect(await list(user)).toEqual([]);
    expect(await goalSources(user, goalId)).toEqual([]);
  });
});
