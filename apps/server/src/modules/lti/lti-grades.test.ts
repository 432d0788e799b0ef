import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordAssessmentScore, seedGoalTree } from "../../../test/factories.ts";
import { INSTRUCTOR, LEARNER } from "../../../test/fakes/lti-platform.ts";
import { useLtiPlatform } from "../../../test/fixtures/lti.ts";
import { lessons, ltiScorePosts } from "../../db/schema/index.ts";

const lti = useLtiPlatform();
const { fx, launchAs } = lti;

/** Polls until the check holds (the post runs after the request). */
async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (holds(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the condition never held");
}

/** A teacher's class with an assignment of 2 lessons placed from the LMS, and a student who opened it. */
async function placedAssignment(tag: string) {
  const teacher = await launchAs(`teacher-${tag}`, [INSTRUCTOR], {
    "https://purl.imsglobal.org/spec/lti/claim/context": { id: `ctx-${tag}`, title: `Class ${tag}` },
  });
  const classId = teacher.next.split("/").pop()!;
  const tree = await seedGoalTree(fx.t, teacher.userId, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
  const assigned = await fx.t.app.inject({
    method: "POST",
    url: `/api/classes/${classId}/assignments`,
    headers: teacher.auth,
    payload: { courseId: tree.courseIds[0], dueDate: null },
  });
  const assignmentId = assigned.json().id as string;
  const student = await launchAs(`student-${tag}`, [LEARNER], {
    "https://purl.imsglobal.org/spec/lti/claim/context": { id: `ctx-${tag}`, title: `Class ${tag}` },
    "https://purl.imsglobal.org/spec/lti/claim/custom": { brainy_assignment_id: assignmentId },
    "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint": {
      scope: ["https://purl.imsglobal.org/spec/lti-ags/scope/score"],
      lineitem: lti.lms.lineItemUrl,
    },
  });
  const courseId = student.next.split("/").pop()!;
  const copyLessons = await fx.t.handle.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.userId, student.userId))
    .orderBy(asc(lessons.order));
  return { teacher, classId, assignmentId, student, courseId, copyLessons };
}

async function pass(student: { userId: string; auth: Record<string, string> }, lessonId: string) {
  await recordAssessmentScore(fx.t, student.userId, lessonId, 80);
  const done = await fx.t.app.inject({
    method: "PUT",
    url: `/api/lessons/${lessonId}/complete/80`,
    headers: student.auth,
  });
  expect(done.statusCode).toBe(200);
}

const postOf = async (assignmentId: string, studentId: string) => {
  const [row] = await fx.t.handle.db
    .select()
    .from(ltiScorePosts)
    .where(and(eq(ltiScorePosts.assignmentId, assignmentId), eq(ltiScorePosts.studentId, studentId)));
  return row;
};

describe("LTI Assignment and Grade Services", () => {
  it("posts a student's progress to the line item when they pass a lesson of the placed assignment", async () => {
    const { student, assignmentId, copyLessons } = await placedAssignment("a");
    expect(copyLessons).toHaveLength(2);
    await pass(student, copyLessons[0]!.id);
    const row = await until(
      () => postOf(assignmentId, student.userId),
      (r) => r?.state === "synced",
    );
    expect(row).toMatchObject({ attempts: 1, lastError: null, scoreGiven: 1, scoreMaximum: 2 });
    expect(lti.lms.scores.at(-1)).toMatchObject({
      userId: "student-a",
      scoreGiven: 1,
      scoreMaximum: 2,
      activityProgress: "InProgress",
      gradingProgress: "Pending",
    });
    expect(lti.lms.tokenRequests.at(-1)!.scope).toBe("https://purl.imsglobal.org/spec/lti-ags/scope/score");
    await pass(student, copyLessons[1]!.id);
    await until(
      async () => lti.lms.scores.at(-1),
      (score) => score?.scoreGiven === 2,
    );
    expect(lti.lms.scores.at(-1)).toMatchObject({
      activityProgress: "Completed",
      gradingProgress: "FullyGraded",
    });
  });

  it("retries a post the platform refuses, keeps the error, then syncs it; the teacher sees its state", async () => {
    const { teacher, classId, student, assignmentId, copyLessons } = await placedAssignment("b");
    const posted = lti.lms.scores.length;
    lti.lms.refuseScores = 1;
    await pass(student, copyLessons[0]!.id);
    const row = await until(
      () => postOf(assignmentId, student.userId),
      (r) => r?.state === "synced",
    );
    expect(row!.attempts).toBe(2);
    expect(lti.lms.refuseScores).toBe(0);
    expect(lti.lms.scores.length).toBe(posted + 1);
    expect(lti.lms.scores.at(-1)).toMatchObject({ userId: "student-b", scoreGiven: 1 });
    const report = await fx.t.app.inject({
      method: "GET",
      url: `/api/classes/${classId}/assignments/${assignmentId}/report`,
      headers: teacher.auth,
    });
    expect(report.statusCode).toBe(200);
    expect(JSON.stringify(report.json())).toContain('"lmsSync":"synced"');
  });

  it("marks a post failed when every try is refused, shown to the teacher as not yet synced", async () => {
    const { teacher, classId, student, assignmentId, copyLessons } = await placedAssignment("c");
    lti.lms.refuseScores = 100;
    await pass(student, copyLessons[0]!.id);
    const row = await until(
      () => postOf(assignmentId, student.userId),
      (r) => r?.state === "failed",
    );
    expect(row!.attempts).toBe(7);
    expect(row!.lastError).toMatch(/500/);
    lti.lms.refuseScores = 0;
    const report = await fx.t.app.inject({
      method: "GET",
      url: `/api/classes/${classId}/assignments/${assignmentId}/report`,
      headers: teacher.auth,
    });
    expect(JSON.stringify(report.json())).toContain('"lmsSync":"failed"');
    // The student's next pass posts the newest score again: never lost.
    await pass(student, copyLessons[1]!.id);
    await until(
      () => postOf(assignmentId, student.userId),
      (r) => r?.state === "synced",
    );
    expect(lti.lms.scores.at(-1)).toMatchObject({ userId: "student-c", scoreGiven: 2 });
  });
});
