import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, type TestUser } from "../../../test/factories.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../../test/fakes/fake-openai-server.ts";
import { readTimedEvents } from "../../../test/sse.ts";

const plan = {
  clarifyingQuestion: null,
  goal: {
    title: "Python for Data Analysis",
    courses: [1, 2, 3, 4].map((n) => ({
      title: `Course ${n} on Python for data analysis`,
      description: "A course description that is long enough to pass the schema.",
      complexityLevel: Math.min(3, n),
      desiredDuration: 10 * n,
      realisticDuration: 12 * n,
      tags: ["python", "data"],
    })),
  },
};

type Received = { event: string; data: { index?: number }; at: number };

/** Reads an event stream over HTTP, noting when each event arrived. */
async function readEvents(url: string, init: RequestInit): Promise<Received[]> {
  const response = await fetch(url, init);
  expect(response.status).toBe(200);
  return readTimedEvents(response);
}

describe("POST /goals/plan as an event stream, from a slow model", () => {
  let t: TestContext;
  let fake: FakeServer;
  let base: string;
  let user: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: "5000",
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    user = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("sends each course once the planner has written it, long before the last one, then the plan", async () => {
    // 40 pieces, 50 ms apart: the whole plan takes about 2 s to write.
    fake.reply({ kind: "sse", content: JSON.stringify(plan), pieces: 40, delayMs: 50 });
    const started = Date.now();
    const events = await readEvents(`${base}/api/goals/plan`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${user.token}`,
        accept: "text/event-stream",
        "content-type": "application/json",
      },
      body: JSON.stringify({ goal: "learn Python for data analysis", clarifications: [] }),
    });
    const courses = events.filter((e) => e.event === "course");
    expect(courses.map((e) => e.data.index)).toEqual([0, 1, 2]);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toEqual({ goal: plan.goal });
    const firstCourseMs = courses[0]!.at - started;
    const doneMs = done.at - started;
    console.log(`plan stream: first course after ${firstCourseMs} ms, whole plan after ${doneMs} ms`);
    expect(doneMs - firstCourseMs).toBeGreaterThan(800);
  });

  it("answers JSON without the event-stream header, as before", async () => {
    fake.reply({ kind: "sse", content: JSON.stringify(plan) });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/goals/plan",
      headers: { authorization: `Bearer ${user.token}` },
      payload: { goal: "learn Python for data analysis", clarifications: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ goal: plan.goal });
  });
});
