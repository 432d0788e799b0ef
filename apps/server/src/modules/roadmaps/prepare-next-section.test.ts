import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import {
  bindCall,
  createPlannedGoal,
  createUser,
  makePro,
  recordAssessmentScore,
  seedGoalTree,
} from "../../../test/factories.ts";
import { buildApp } from "../../app.ts";
import { JOBS, jobDeps } from "../../app-jobs.ts";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { aiCalls, lessonAssessments, lessons, roadmaps } from "../../db/schema/index.ts";
import { startWorkers } from "../../jobs/background.ts";
import { type JobQueue, startJobQueue } from "../../jobs/queue.ts";

const logger = pino({ level: "silent" });

/** The pg-boss states of a job's runs for one key (its exclusive key), in creation order. */
async function jobStates(handle: DatabaseHandle, name: string, key: string): Promise<string[]> {
  const rows = await handle.db.execute(
    sql`select state from pgboss.job where name = ${name} and singleton_key = ${key} order by created_on`,
  );
  return (rows as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
}

/** Starts a job queue and this app's workers, as server.ts does. */
async function withWorkers(app: FastifyInstance, handle: DatabaseHandle, url?: string): Promise<JobQueue> {
  const queue = await startJobQueue({ handle, url, logger, pollingIntervalSeconds: 0.5 });
  app.deps.jobs = queue;
  await startWorkers(
    queue,
    JOBS,
    jobDeps(() => app.deps, logger),
    logger,
  );
  return queue;
}

describe("prepare-next-section worker", () => {
  let t: TestContext;
  let queue: JobQueue;
  let call: ReturnType<typeof bindCall>;
  beforeAll(async () => {
    t = await createTestApp();
    queue = await withWorkers(t.app, t.handle, t.databaseUrl);
    call = bindCall(t);
  });
  afterAll(async () => {
    await queue.stop();
    await t.close();
  });

  const sectionsOf = (courseId: string) =>
    t.handle.db.select().from(roadmaps).where(eq(roadmaps.courseId, courseId)).orderBy(asc(roadmaps.order));
  const lessonsOf = (roadmapId: string) =>
    t.handle.db.select().from(lessons).where(eq(lessons.roadmapId, roadmapId));
  const sectionLessonCalls = (userId: string) =>
    t.handle.db
      .select()
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, userId), eq(aiCalls.task, "write-section-lessons")));

  async function completeSection(user: Awaited<ReturnType<typeof createUser>>, sectionId: string) {
    for (const lesson of await lessonsOf(sectionId)) {
      await recordAssessmentScore(t, user.id, lesson.id, 80);
      const res = await call(user, "PUT", `/api/roadmaps/items/${lesson.id}/completion`, true);
      expect(res.statusCode).toBe(200);
    }
  }

  it("Pro: a completed section's successor gets its lessons through the job queue", async () => {
    const user = await createUser(t);
    await makePro(t, user.id);
    const goal = await createPlannedGoal(t, user);
    const [first, second] = await sectionsOf(goal.courses[0]!.id);
    const before = (await sectionLessonCalls(user.id)).length;
    await completeSection(user, first!.id);
    await expect
      .poll(async () => (await lessonsOf(second!.id)).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    expect((await sectionLessonCalls(user.id)).length - before).toBe(1);
  });

  it("Pro: passing a lesson has the next one written ahead; Free never spends its daily lesson that way", async () => {
    for (const pro of [true, false]) {
      const user = await createUser(t);
      if (pro) await makePro(t, user.id);
      await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 3 });
      const [first, second] = await t.handle.db
        .select()
        .from(lessons)
        .where(eq(lessons.userId, user.id))
        .orderBy(lessons.order);
      expect((await call(user, "POST", `/api/lessons/${first!.id}/generate-content`)).statusCode).toBe(200);
      const { id } = (await call(user, "POST", `/api/lessons/${first!.id}/assessment`)).json();
      const [key] = await t.handle.db.select().from(lessonAssessments).where(eq(lessonAssessments.id, id));
      const answers = key!.questions.map((q) =>
        q.kind === "choice" ? q.options[q.correctIndex]! : q.modelAnswer,
      );
      const graded = await call(user, "POST", `/api/assessments/lesson/${id}/submit`, { answers });
      expect(graded.json().result.passed).toBe(true);
      const statusOfSecond = async () =>
        (await t.handle.db.select().from(lessons).where(eq(lessons.id, second!.id)))[0]!.generationStatus;
      if (pro) {
        await expect.poll(statusOfSecond, { timeout: 15_000 }).toBe("ready");
      } else {
        // The job ran to its end (and chose to skip): only then can "nothing was written" be read.
        await expect
          .poll(() => jobStates(t.handle, "prepare-next-lesson", first!.id), { timeout: 15_000 })
          .toEqual(["completed"]);
        expect(await statusOfSecond()).toBe("idle");
      }
    }
  });

  it("Free: the second topic is left for the upgrade offer, without an AI call", async () => {
    const user = await createUser(t);
    const goal = await createPlannedGoal(t, user);
    const [first, second] = await sectionsOf(goal.courses[0]!.id);
    const before = (await sectionLessonCalls(user.id)).length;
    await completeSection(user, first!.id);
    const key = first!.id;
    await expect
      .poll(() => jobStates(t.handle, "prepare-next-section", key), { timeout: 15_000 })
      .toEqual(["completed"]);
    expect(await lessonsOf(second!.id)).toHaveLength(0);
    expect((await sectionLessonCalls(user.id)).length).toBe(before);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  let t: TestContext;
  let other: { app: FastifyInstance; handle: DatabaseHandle };
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const handle = await openDatabase({ url: t.databaseUrl, poolSize: 4 });
    other = {
      app: await buildApp({ config: t.config, db: handle.db, dbKind: handle.kind, logger: false }),
      handle,
    };
    await other.app.ready();
    queues.push(await withWorkers(t.app, t.handle, t.databaseUrl));
    queues.push(await withWorkers(other.app, handle, t.databaseUrl));
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await other.app.close();
    await other.handle.close();
    await t.close();
  });

  it("the next-section job runs once when both instances see the same completion", async () => {
    const user = await createUser(t);
    await makePro(t, user.id);
    const goal = await createPlannedGoal(t, user);
    const sections = await t.handle.db
      .select()
      .from(roadmaps)
      .where(eq(roadmaps.courseId, goal.courses[0]!.id))
      .orderBy(asc(roadmaps.order));
    const [first, second] = sections;
    await t.handle.db.update(lessons).set({ isCompleted: true }).where(eq(lessons.roadmapId, first!.id));
    await t.handle.db.update(roadmaps).set({ isCompleted: true }).where(eq(roadmaps.id, first!.id));
    const sectionCalls = () =>
      t.handle.db
        .select()
        .from(aiCalls)
        .where(and(eq(aiCalls.userId, user.id), eq(aiCalls.task, "write-section-lessons")));
    const before = (await sectionCalls()).length;
    const event = { userId: user.id, completedSectionId: first!.id };
    await Promise.all([
      t.app.deps.background.emit("sectionCompleted", event),
      other.app.deps.background.emit("sectionCompleted", event),
      t.app.deps.background.emit("sectionCompleted", event),
      other.app.deps.background.emit("sectionCompleted", event),
    ]);
    await expect
      .poll(
        async () =>
          (await t.handle.db.select().from(lessons).where(eq(lessons.roadmapId, second!.id))).length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThanOrEqual(3);
    // One job, run to its end (no retry or second run pending): then count one AI call for the
    // second section.
    await expect
      .poll(() => jobStates(t.handle, "prepare-next-section", first!.id), { timeout: 15_000 })
      .toEqual(["completed"]);
    expect((await sectionCalls()).length - before).toBe(1);
  });
});
