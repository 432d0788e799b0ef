import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { lessons, subscriptions, users } from "../src/db/schema/index.ts";
import { signAccessToken } from "../src/lib/tokens.ts";
import { openTestDatabase } from "./app.ts";
import { seedGoalTree } from "./factories.ts";
import { type FakeServer, isTaskRequest, startFakeOpenAiServer } from "./fakes/fake-openai-server.ts";
import { type Running, startServer } from "./server-processes.ts";

const SECRET = "crash-test-secret-crash-test-secret-0123456789";
const lessonJson = JSON.stringify({
  title: "Loops",
  blocks: [
    { type: "paragraph", text: "Loops repeat work." },
    { type: "header", level: 2, text: "For loops" },
    { type: "paragraph", text: "A for loop visits each item." },
    { type: "list", ordered: false, items: ["for", "while"] },
  ],
  books: [],
  imagePrompt: "A loop drawn as a circle of arrows",
  estimatedMinutes: 20,
});

/** Seeds a Pro learner with one section of lessons and returns a token and a lesson id. */
async function seed(handle: DatabaseHandle) {
  const [user] = await handle.db
    .insert(users)
    .values({
      username: "crash",
      email: "crash@example.com",
      passwordHash: "x",
      isInitialSetupCompleted: true,
    })
    .returning();
  await handle.db.insert(subscriptions).values({ userId: user!.id, tier: "pro", status: "active" });
  await seedGoalTree({ handle } as never, user!.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
  const [lesson] = await handle.db.select().from(lessons);
  const token = await signAccessToken(SECRET, { userId: user!.id, tokenVersion: user!.tokenVersion });
  return { token, lessonId: lesson!.id };
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const assessmentJson = JSON.stringify({
  questions: [1, 2, 3, 4].map((n) => ({
    kind: "choice",
    question: `Which loop fits case ${n}?`,
    options: ["for", "while", "do", "none"],
    correctIndex: 0,
    modelAnswer: null,
    rubric: null,
    passage: null,
  })),
});
const isAssessmentRequest = (request: Parameters<typeof isTaskRequest>[0]) =>
  isTaskRequest(request, "end-of-lesson assessment");

/** A database for one test: its own PostgreSQL database with TEST_DATABASE_URL, else PGlite files in dataDir. */
async function crashDatabase(dataDir: string) {
  if (process.env.TEST_DATABASE_URL) {
    const db = await openTestDatabase();
    return { handle: db.handle, databaseUrl: db.url, drop: db.drop };
  }
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  await migrateDatabase(handle);
  return { handle, databaseUrl: undefined, drop: async () => {} };
}

describe("a server killed mid-generation", () => {
  let fake: FakeServer;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-crash-"));
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    // The review cards written after each lesson are not under test here.
    fake.answer((request) => isTaskRequest(request, "spaced-repetition review cards"), {
      kind: "status",
      status: 400,
    });
  });
  afterAll(async () => {
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves the lesson generatable after a restart, not stuck 'generating'", async () => {
    let databaseUrl: string | undefined;
    let drop = async () => {};
    let handle: DatabaseHandle;
    if (process.env.TEST_DATABASE_URL) {
      const db = await openTestDatabase();
      handle = db.handle;
      databaseUrl = db.url;
      drop = db.drop;
    } else {
      handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
      await migrateDatabase(handle);
    }
    const { token, lessonId } = await seed(handle);
    await handle.close();

    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      JOBS_ENABLED: "false",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const headers = { authorization: `Bearer ${token}` };
    const lessonOf = async (server: Running) =>
      (await (await fetch(`${server.baseUrl}/api/lessons/${lessonId}`, { headers })).json()) as {
        generationStatus: string;
      };

    // A slow model: the lesson is still being written when the server dies.
    fake.reply({ kind: "sse", content: lessonJson, pieces: 60, delayMs: 200 });
    const first = await startServer(env);
    void fetch(`${first.baseUrl}/api/lessons/${lessonId}/generate-content`, {
      method: "POST",
      headers,
    }).catch(() => {});
    const during = await waitFor(
      () => lessonOf(first),
      (l) => l.generationStatus === "generating",
      10_000,
    );
    expect(during.generationStatus).toBe("generating");
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));

    fake.reply({ kind: "sse", content: lessonJson });
    const second = await startServer(env);
    try {
      const res = await fetch(`${second.baseUrl}/api/lessons/${lessonId}/generate-content`, {
        method: "POST",
        headers,
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { generationStatus: string }).generationStatus).toBe("ready");
    } finally {
      second.child.kill("SIGTERM");
      await new Promise((resolve) => second.child.once("exit", resolve));
      await drop();
    }
  }, 120_000);

  it("killed while writing a lesson's assessment: the work is taken up again and the assessment written", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-crash-work-"));
    const { handle, databaseUrl, drop } = await crashDatabase(dir);
    const { token, lessonId } = await seed(handle);
    await handle.close();
    const env = {
      DATA_DIR: dir,
      JWT_SECRET: SECRET,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      JOBS_ENABLED: "false",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const headers = { authorization: `Bearer ${token}` };
    type Read = { work: { assessment: { state: string } }; lessonAssessment: { id: string } | null };
    const lessonOf = async (server: Running) =>
      (await (await fetch(`${server.baseUrl}/api/lessons/${lessonId}`, { headers })).json()) as Read;

    // The model never answers the assessment: the server dies while its job runs.
    const hang = fake.answer(isAssessmentRequest, { kind: "hang" });
    fake.reply({ kind: "sse", content: lessonJson });
    const first = await startServer(env);
    let second: Running | undefined;
    try {
      const written = await fetch(`${first.baseUrl}/api/lessons/${lessonId}/generate-content`, {
        method: "POST",
        headers,
      });
      expect(written.status).toBe(200);
      const during = await waitFor(
        () => lessonOf(first),
        (l) => l.work.assessment.state === "running",
        10_000,
      );
      expect(during.work.assessment.state).toBe("running");
      first.child.kill("SIGKILL");
      await new Promise((resolve) => first.child.once("exit", resolve));

      hang();
      fake.answer(isAssessmentRequest, { kind: "json", content: assessmentJson });
      second = await startServer(env);
      // PGlite: taken up at start-up. PostgreSQL: once its heartbeat is stale (30 s), by the sweep.
      const after = await waitFor(
        () => lessonOf(second!),
        (l) => l.work.assessment.state === "done",
        90_000,
      );
      expect(after.work.assessment.state).toBe("done");
      expect(after.lessonAssessment).not.toBeNull();
      const assessment = await fetch(`${second.baseUrl}/api/assessments/lesson/${lessonId}`, { headers });
      expect(((await assessment.json()) as { questions: unknown[] }).questions).toHaveLength(4);
    } finally {
      if (first.child.exitCode === null) first.child.kill("SIGKILL");
      if (second) {
        second.child.kill("SIGTERM");
        await new Promise((resolve) => second!.child.once("exit", resolve));
      }
      await drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
