import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, makePro, seedGoalTree } from "../../../test/factories.ts";
import { buildApp } from "../../app.ts";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { createPgEventBus } from "../../db/event-bus.ts";
import { lessons, roadmaps } from "../../db/schema/index.ts";
import type { GenerationEvent } from "./generation-hub.ts";

/**
 * Two instances on one PostgreSQL: what one stores, a follower on the other hears of through
 * LISTEN/NOTIFY at once, instead of at its next re-read.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("events across instances (PostgreSQL)", () => {
  let a: TestContext;
  let b: { app: FastifyInstance; handle: DatabaseHandle };
  beforeAll(async () => {
    // Blocks arrive a quarter of a second apart, as a model's would.
    a = await createTestApp({ AI_DEMO_STEP_MS: "250" });
    const handle = await openDatabase({ url: a.databaseUrl!, poolSize: 4 });
    const eventBus = await createPgEventBus({ pool: handle.pool!, url: a.databaseUrl! });
    b = {
      app: await buildApp({ config: a.config, db: handle.db, dbKind: handle.kind, logger: false, eventBus }),
      handle,
    };
    await b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await b.app.close();
    await b.handle.close();
    await a.close();
  });

  it("an event published on one instance wakes a follower on the other", async () => {
    const heard: { event: GenerationEvent; at: number }[] = [];
    const lessonId = crypto.randomUUID();
    const stop = b.app.deps.lessonGenerations.subscribe(lessonId, (event) =>
      heard.push({ event, at: performance.now() }),
    );
    try {
      const sent = performance.now();
      a.app.deps.lessonGenerations.publish(lessonId, { type: "work", kind: "assessment" });
      a.app.deps.lessonGenerations.publish(lessonId, { type: "done" });
      await expect.poll(() => heard.length, { timeout: 15_000, interval: 5 }).toBe(2);
      expect(heard.map((h) => h.event)).toEqual([
        { type: "work", kind: "assessment" },
        { type: "elsewhere" },
      ]);
      // Well under the followers' own re-read (400 ms for content, 1 s for work).
      expect(heard[0]!.at - sent).toBeLessThan(400);
      // An instance does not hear its own messages back through the bus.
      const own: GenerationEvent[] = [];
      const stopOwn = a.app.deps.lessonGenerations.subscribe(lessonId, (event) => own.push(event));
      a.app.deps.lessonGenerations.publish(lessonId, { type: "done" });
      b.app.deps.lessonGenerations.publish(lessonId, { type: "done" });
      await expect.poll(() => own.length, { timeout: 15_000, interval: 5 }).toBe(2);
      expect(own).toEqual([{ type: "done" }, { type: "elsewhere" }]);
      stopOwn();
    } finally {
      stop();
    }
  });

  it("a lesson written on one instance streams block by block to a follower on the other", async () => {
    const user = await createUser(a);
    await makePro(a, user.id);
    await seedGoalTree(a, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    const [row] = await a.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id))
      .orderBy(lessons.order);
    const lessonId = row!.id;
    // Instance A writes the lesson; a follower reads the stream from instance B.
    const writing = a.app.inject({
      method: "POST",
      url: `/api/lessons/${lessonId}/generate-content`,
      headers: user.auth,
    });
    const base = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/api/lessons/${lessonId}/content-stream`, { headers: user.auth });
    expect(response.status).toBe(200);
    const text = await response.text();
    const events = text
      .split("\n\n")
      .filter((chunk) => chunk.startsWith("event:"))
      .map((chunk) => ({
        event: /^event: (.*)$/m.exec(chunk)![1]!,
        data: JSON.parse(/^data: (.*)$/m.exec(chunk)![1]!),
      }));
    const written = await writing;
    expect(written.statusCode).toBe(200);
    const blocks = events.filter((e) => e.event === "block");
    expect(blocks.map((e) => e.data.index)).toEqual(blocks.map((_, i) => i));
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(events.at(-1)!.event).toBe("done");
    expect(events.at(-1)!.data.content.blocks).toHaveLength(written.json().content.blocks.length);
  });
});
