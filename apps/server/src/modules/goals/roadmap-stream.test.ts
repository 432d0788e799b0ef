import type { AddressInfo } from "node:net";
import { GoalCreationProgressSchema, GoalSchema } from "@brainy/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser } from "../../../test/factories.ts";
import {
  type FakeServer,
  isTaskRequest,
  startFakeOpenAiServer,
} from "../../../test/fakes/fake-openai-server.ts";
import { readTimedEvents } from "../../../test/sse.ts";

const roadmap = {
  sections: ["Python Basics", "Control Flow", "Functions", "Files and Folders", "Automating Tasks"].map(
    (topic) => ({ topic, summary: `After this section you can use ${topic.toLowerCase()} on your own.` }),
  ),
};
const lessons = {
  lessons: ["Installing Python", "Your First Script", "Variables and Values"].map((title) => ({
    title,
    estimatedMinutes: 20,
    concepts: [
      { name: `${title} idea`, buildsOn: [] },
      { name: `${title} practice`, buildsOn: [`${title} idea`] },
    ],
  })),
};
const course = {
  title: "Python Foundations",
  description: "Syntax, data types and control flow for automating small tasks.",
  complexityLevel: 1,
  desiredDuration: 12,
  realisticDuration: 15,
  tags: ["python"],
};
/** The slow model's silence before its first token. */
const THINKING_MS = 1500;

type Received = { event: string; data: unknown; at: number };

const readEvents = (response: Response): Promise<Received[]> => readTimedEvents(response);

describe("POST /goals/with-plan as an event stream, from a slow model", () => {
  let t: TestContext;
  let fake: FakeServer;
  let base: string;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    fake.answer((r) => isTaskRequest(r, "You plan lessons for Brainy AI"), {
      kind: "json",
      content: JSON.stringify(lessons),
    });
    fake.answer((r) => isTaskRequest(r, "cover images"), { kind: "status", status: 400 });
    t = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: "5000",
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("sends the roadmap's sections as the model writes them, within a second of its first token, then the goal", async () => {
    const user = await createUser(t);
    fake.reply({
      kind: "sse",
      content: JSON.stringify(roadmap),
      firstDelayMs: THINKING_MS,
      pieces: 30,
      delayMs: 20,
    });
    const response = await fetch(`${base}/api/goals/with-plan`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${user.token}`,
        accept: "text/event-stream",
        "content-type": "application/json",
      },
      body: JSON.stringify({ description: "Learn Python to automate tasks at work", courses: [course] }),
    });
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    const progress = events.filter((e) => e.event === "progress");
    const parsed = progress.map((e) => GoalCreationProgressSchema.parse(e.data));
    const roadmapRequest = fake.requests[0]!;
    expect(isTaskRequest(roadmapRequest, "You write course roadmaps")).toBe(true);
    const lag = progress[0]!.at - roadmapRequest.firstTokenAt!;
    console.log(
      `slow provider (${THINKING_MS} ms to first token): first roadmap progress ${lag} ms after it`,
    );
    expect(lag).toBeLessThan(1000);
    // Sections arrive one by one, before the roadmap is done.
    expect(parsed.some((p) => !p.done && p.sections.length >= 1 && p.sections.length < 5)).toBe(true);
    expect(parsed.at(-1)).toEqual({
      courseIndex: 0,
      courseTitle: "Python Foundations",
      sections: roadmap.sections.map((s) => s.topic),
      done: true,
    });
    const done = events.at(-1)!;
    expect(done.event, JSON.stringify(done.data)).toBe("done");
    expect(GoalSchema.parse(done.data).courses.map((c) => c.title)).toEqual(["Python Foundations"]);
  });

  it("answers the goal limit as JSON before any stream opens; a plain request still answers 201", async () => {
    const user = await createUser(t);
    const body = JSON.stringify({ description: "Learn Python to automate tasks at work", courses: [course] });
    const headers = {
      authorization: `Bearer ${user.token}`,
      "content-type": "application/json",
    };
    fake.reply({ kind: "json", content: JSON.stringify(roadmap) });
    const first = await fetch(`${base}/api/goals/with-plan`, { method: "POST", headers, body });
    expect(first.status).toBe(201);
    const second = await fetch(`${base}/api/goals/with-plan`, {
      method: "POST",
      headers: { ...headers, accept: "text/event-stream" },
      body,
    });
    expect(second.status).toBe(402);
    expect(second.headers.get("content-type")).toContain("application/json");
  });
});
