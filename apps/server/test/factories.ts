import { randomUUID } from "node:crypto";
import { hash } from "argon2";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import {
  courses,
  goals,
  lessonAssessments,
  lessons,
  roadmaps,
  subscriptions,
  users,
} from "../src/db/schema/index.ts";
import { signAccessToken } from "../src/lib/tokens.ts";
import { createTestApp, type TestContext } from "./app.ts";

export const TEST_PASSWORD = "Str0ng!Passw0rd";
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export type TestUser = {
  id: string;
  email: string;
  username: string;
  token: string;
  auth: { authorization: string };
};

/** Inserts a user (setup completed unless overridden) and signs a token for it. */
export async function createUser(
  t: TestContext,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  sequence += 1;
  passwordHash ??= hash(TEST_PASSWORD);
  const suffix = `${Date.now().toString(36)}${sequence}`;
  const [row] = await t.handle.db
    .insert(users)
    .values({
      username: `learner${suffix}`,
      email: `learner${suffix}@example.com`,
      passwordHash: await passwordHash,
      isInitialSetupCompleted: true,
      birthDate: "1995-04-12",
      educationDegree: "Bachelor",
      currentStatus: 2,
      motivation: 0,
      ...overrides,
    })
    .returning();
  const token = await signAccessToken(t.config.JWT_SECRET, {
    userId: row!.id,
    tokenVersion: row!.tokenVersion,
  });
  return {
    id: row!.id,
    email: row!.email,
    username: row!.username,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** Makes a user Pro (an active pro subscription row). */
export async function makePro(t: TestContext, userId: string): Promise<void> {
  await t.handle.db.insert(subscriptions).values({ userId, tier: "pro", status: "active" });
}

/** Two courses as the planner's "Recommended courses" step would send them. */
export const TWO_COURSES = [
  {
    title: "Python Foundations",
    description: "Syntax, data types and control flow",
    complexityLevel: 1,
    desiredDuration: 12,
    realisticDuration: 15,
    tags: ["Python", "Basics"],
  },
  {
    title: "Data Analysis with pandas",
    description: "Load, clean and summarise data",
    complexityLevel: 2,
    desiredDuration: 20,
    realisticDuration: 24,
    tags: ["pandas", "Data"],
  },
];

/** Inserts a goal tree directly: `courseCount` courses × `sectionCount` sections × `lessonCount` lessons. */
export async function seedGoalTree(
  t: TestContext,
  userId: string,
  shape: { courseCount: number; sectionCount: number; lessonCount: number; isActive?: boolean },
) {
  const db = t.handle.db;
  const goalId = randomUUID();
  await db.insert(goals).values({
    id: goalId,
    userId,
    description: "Seeded goal",
    metadata: '{"level":"Beginner"}',
    isActive: shape.isActive ?? true,
  });
  const courseRows = Array.from({ length: shape.courseCount }, (_, order) => ({
    id: randomUUID(),
    userId,
    goalId,
    title: `Course ${order + 1}`,
    order,
    isActive: order === 0,
  }));
  await db.insert(courses).values(courseRows);
  const sectionRows = courseRows.flatMap((course) =>
    Array.from({ length: shape.sectionCount }, (_, order) => ({
      id: randomUUID(),
      userId,
      courseId: course.id,
      goalId,
      content: `${course.title} section ${order + 1}`,
      order,
    })),
  );
  if (sectionRows.length) await db.insert(roadmaps).values(sectionRows);
  const lessonRows = sectionRows.flatMap((section) =>
    Array.from({ length: shape.lessonCount }, (_, order) => ({
      userId,
      roadmapId: section.id,
      title: `${section.content} lesson ${order + 1}`,
      order,
    })),
  );
  if (lessonRows.length) await db.insert(lessons).values(lessonRows);
  return { goalId, courseIds: courseRows.map((c) => c.id), sectionIds: sectionRows.map((s) => s.id) };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** An inject helper bound to a test app: call(user, method, url, jsonBody?). */
export function bindCall(t: TestContext) {
  return (user: { auth: { authorization: string } }, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...user.auth, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
}

/** Creates a goal through POST /goals/with-plan with two courses; returns the goal JSON. */
export async function createPlannedGoal(
  t: TestContext,
  user: { auth: { authorization: string } },
  description = "Learn Python for data analysis",
) {
  const res = await bindCall(t)(user, "POST", "/api/goals/with-plan", {
    description,
    clarifications: [],
    courses: TWO_COURSES,
  });
  if (res.statusCode !== 201) throw new Error(`with-plan answered ${res.statusCode}: ${res.body}`);
  return res.json() as { id: string; courses: { id: string; isActive: boolean }[] };
}

/** The lessons of the first section of a learner's active course, in order, with their generation state. */
export async function firstSectionLessons(t: TestContext, userId: string) {
  return t.handle.db
    .select({ id: lessons.id, status: lessons.generationStatus })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(courses, eq(courses.id, roadmaps.courseId))
    .where(and(eq(lessons.userId, userId), eq(courses.isActive, true), eq(roadmaps.order, 0)))
    .orderBy(lessons.order);
}

/** Stores a graded attempt of a lesson's assessment, as if the learner had scored `score`. */
export async function recordAssessmentScore(t: TestContext, userId: string, lessonId: string, score: number) {
  await t.handle.db
    .insert(lessonAssessments)
    .values({
      userId,
      lessonId,
      status: "ready",
      questions: [],
      answers: [],
      score,
      results: [],
      submittedAt: new Date(),
    })
    .onConflictDoUpdate({ target: lessonAssessments.lessonId, set: { score, submittedAt: new Date() } });
}

/**
 * The usual set-up of an API test file: one app on a fresh database for all its tests (closed after
 * them) and a bound `call`. Read `fixture.t` and `fixture.call` inside tests.
 */
export function useTestApp(env: Record<string, string> = {}) {
  const fixture = {} as { t: TestContext; call: ReturnType<typeof bindCall> };
  beforeAll(async () => {
    fixture.t = await createTestApp(env);
    fixture.call = bindCall(fixture.t);
  });
  afterAll(() => fixture.t.close());
  return fixture;
}
