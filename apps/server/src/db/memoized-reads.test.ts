import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, useTestApp } from "../../test/factories.ts";
import { findChatHistory } from "../modules/chat/repository.ts";
import { findDashboardFacts } from "../modules/dashboard/repository.ts";
import { countUsage } from "../modules/entitlements/repository.ts";
import { findActiveGoalRow, findGoalTree } from "../modules/goals/repository.ts";
import { findLearningPlanFacts } from "../modules/learning-plans/repository.ts";
import { getLessonAssessment } from "../modules/lesson-assessments/service.ts";
import { findCurrentLessonRow } from "../modules/lessons/repository.ts";
import { getLesson } from "../modules/lessons/service.ts";
import { createNote, getNoteConnections, listUserNotes } from "../modules/notes/service.ts";
import { findSettings } from "../modules/pomodoro/repository.ts";
import { getMastery } from "../modules/review/mastery.ts";
import { getDesiredRetention, getReviewQueue, listReviewCards } from "../modules/review/service.ts";
import { findOwnSubscription } from "../modules/subscriptions/repository.ts";
import { findProfileById } from "../modules/users/repository.ts";
import { memoizedRead } from "./client.ts";
import type { VersionedTable } from "./schema/data-versions.ts";
import { aiCalls, goals, lessons, pomodoroSessions, reviewCards } from "./schema/index.ts";

/**
 * A kept answer goes stale only when a versioned table changes (ADR 0012), so a memoized read may
 * read only the versioned tables it declares. The test database checks every statement a memoized
 * read runs against its plan (db/read-check.ts), here and in every API test, on PGlite and PostgreSQL.
 */
describe("what memoized reads read", () => {
  const fixture = useTestApp();

  it("every memoized read reads only versioned tables it declares", async () => {
    const { t } = fixture;
    const db = t.handle.db;
    const user = await createUser(t);
    const { goalId, courseIds } = await seedGoalTree(t, user.id, {
      courseCount: 2,
      sectionCount: 2,
      lessonCount: 2,
    });
    await db.insert(pomodoroSessions).values({ userId: user.id, completedAt: new Date(), duration: 1500 });
    expect((await findProfileById(db, user.id))?.id).toBe(user.id);
    expect((await findGoalTree(db, user.id)).goalRows).toHaveLength(1);
    expect((await findGoalTree(db, user.id, goalId)).courseRows).toHaveLength(2);
    expect((await findLearningPlanFacts(db, user.id)).shownCourseId).toBe(courseIds[0]);
    expect((await findLearningPlanFacts(db, user.id, courseIds[1])).shownCourseId).toBe(courseIds[1]);
    expect((await findDashboardFacts(db, user.id, "UTC")).focusDays).toHaveLength(1);
    expect((await findCurrentLessonRow(db, user.id))?.courseId).toBe(courseIds[0]);
    const [lesson] = await db.select().from(lessons).where(eq(lessons.userId, user.id)).limit(1);
    expect((await getLesson({ db, userId: user.id, lessonId: lesson!.id })).id).toBe(lesson!.id);
    await expect(getLessonAssessment({ db, userId: user.id, lessonId: lesson!.id })).rejects.toThrow(
      /not found/i,
    );
    await createNote({
      db,
      userId: user.id,
      input: { title: "Loops", content: "See [[Functions]] #python", tags: [] },
    });
    expect(await listUserNotes({ db, userId: user.id, filter: {} })).toHaveLength(1);
    expect(await listUserNotes({ db, userId: user.id, filter: { tag: "python" } })).toHaveLength(1);
    expect((await getNoteConnections({ db, userId: user.id })).nodes).toHaveLength(1);
    expect((await findChatHistory(db, user.id, { skip: 0, take: 30 })).total).toBe(0);
    expect(await findSettings(db, user.id)).toBeUndefined();
    expect(await findOwnSubscription(db, user.id)).toBeUndefined();
    expect((await findActiveGoalRow(db, user.id))?.id).toBe(goalId);
    expect(await countUsage(db, { userId: user.id, kind: "chat-message", windowMs: 86_400_000 })).toBe(0);
    await db
      .insert(reviewCards)
      .values({ userId: user.id, lessonId: lesson!.id, source: "manual", front: "Q" });
    expect(await listReviewCards({ db, userId: user.id })).toHaveLength(1);
    expect(await listReviewCards({ db, userId: user.id, lessonId: lesson!.id })).toHaveLength(1);
    expect(await getDesiredRetention({ db, userId: user.id })).toBe(0.9);
    expect((await getReviewQueue({ db, userId: user.id })).cards).toHaveLength(1);
    expect((await getReviewQueue({ db, userId: user.id, scope: { goalId } })).cards).toHaveLength(1);
    expect(
      (await getReviewQueue({ db, userId: user.id, scope: { lessonIds: [lesson!.id] } })).cards,
    ).toHaveLength(1);
    expect(Object.keys((await getMastery({ db, userId: user.id })).lessons)).toEqual([lesson!.id]);
  });

  it("a memoized read of a table it does not declare fails", async () => {
    const { t } = fixture;
    const db = t.handle.db;
    const user = await createUser(t);
    const read = memoizedRead(
      db,
      { key: `undeclared:${user.id}`, owner: user.id, maxAgeMs: 60_000, reads: ["users"] },
      () => db.select().from(goals).where(eq(goals.userId, user.id)),
    );
    await expect(read).rejects.toThrow(
      /memoized read "undeclared:.*" reads goals, outside its declared tables \(users\)/,
    );
  });

  it("a memoized read of a table without data versions fails, even declared", async () => {
    const { t } = fixture;
    const db = t.handle.db;
    const user = await createUser(t);
    const read = memoizedRead(
      db,
      {
        key: `unversioned:${user.id}`,
        owner: user.id,
        maxAgeMs: 60_000,
        reads: ["ai_calls" as VersionedTable],
      },
      () => db.select().from(aiCalls).where(eq(aiCalls.userId, user.id)),
    );
    await expect(read).rejects.toThrow(/reads ai_calls, outside .* or VERSIONED_TABLES/);
  });
});
