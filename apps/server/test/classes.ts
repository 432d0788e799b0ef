import type { ClassInvite } from "@brainy/contract";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  assignmentCopies,
  lessonAssessments,
  lessons,
  roadmaps,
  type StoredLessonQuestion,
  type StoredQuestionResult,
} from "../src/db/schema/index.ts";
import type { TestContext } from "./app.ts";
import { type bindCall, createUser, seedGoalTree, type TestUser } from "./factories.ts";

/** What a class test file's fixture holds (see `useTestApp`). */
export type ClassFixture = { t: TestContext; call: ReturnType<typeof bindCall> };

/** The assessment of a class course's first lesson: a choice and an open question. */
export const CLASS_QUESTIONS: StoredLessonQuestion[] = [
  { kind: "choice", question: "Which binds x?", options: ["x = 1", "1 = x"], correctIndex: 0 },
  { kind: "open", question: "Why name values?", modelAnswer: "To reuse them", rubric: "Mentions reuse" },
];

/** A teacher with a class, a course of 1 section × 2 lessons (the first assessed) and a student invite. */
export async function classWithCourse(fx: ClassFixture, teacherName = "Tess") {
  const db = fx.t.handle.db;
  const teacher = await createUser(fx.t, { firstName: teacherName });
  const tree = await seedGoalTree(fx.t, teacher.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
  const [first] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.roadmapId, tree.sectionIds[0]!))
    .orderBy(lessons.order);
  await db
    .update(lessons)
    .set({ content: { title: "Variables", blocks: [] }, generationStatus: "ready" })
    .where(eq(lessons.id, first!.id));
  await db
    .insert(lessonAssessments)
    .values({ userId: teacher.id, lessonId: first!.id, status: "ready", questions: CLASS_QUESTIONS });
  const klass = (await fx.call(teacher, "POST", "/api/classes", { name: "Python 1" })).json() as {
    id: string;
  };
  const invite = (
    await fx.call(teacher, "POST", `/api/classes/${klass.id}/invites`, {})
  ).json() as ClassInvite;
  return { teacher, courseId: tree.courseIds[0]!, goalId: tree.goalId, classId: klass.id, invite };
}

/** The student accepts the invite (200). */
export async function joinClass(fx: ClassFixture, student: TestUser, code: string) {
  expect((await fx.call(student, "POST", `/api/invites/${code}/accept`)).statusCode).toBe(200);
}

/** The student's copy of an assignment: its row and its lessons in order. */
export async function copyOf(fx: ClassFixture, studentId: string, assignmentId: string) {
  const db = fx.t.handle.db;
  // Copies are made by a job after the assignment answers (ADR 0056): wait for this one.
  const find = () =>
    db
      .select()
      .from(assignmentCopies)
      .where(and(eq(assignmentCopies.assignmentId, assignmentId), eq(assignmentCopies.studentId, studentId)));
  await expect.poll(async () => (await find()).length, { timeout: 60_000, interval: 100 }).toBe(1);
  const [copy] = await find();
  const rows = await db
    .select({ id: lessons.id, isCompleted: lessons.isCompleted })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(eq(roadmaps.courseId, copy!.courseId))
    .orderBy(lessons.order);
  return { ...copy!, lessons: rows };
}

/**
 * Stores a graded attempt on a copy's first lesson as the grader would: the choice, and the open
 * answer with its points and the grader's confidence.
 */
export async function answerFirstLesson(
  fx: ClassFixture,
  lessonId: string,
  choice: string,
  open: { text: string; points: number; confidence?: number },
) {
  const right = choice === "x = 1";
  const results: StoredQuestionResult[] = [
    {
      index: 0,
      correct: right,
      points: right ? 1 : 0,
      yourAnswer: choice,
      correctAnswer: "x = 1",
      feedback: null,
    },
    {
      index: 1,
      correct: open.points >= 0.5,
      points: open.points,
      yourAnswer: open.text,
      correctAnswer: "To reuse them",
      feedback: "AI feedback",
      ...(open.confidence === undefined ? {} : { confidence: open.confidence }),
    },
  ];
  const score = Math.round(((results[0]!.points + results[1]!.points) / 2) * 100);
  await fx.t.handle.db
    .update(lessonAssessments)
    .set({ answers: [choice, open.text], results, score, submittedAt: new Date() })
    .where(eq(lessonAssessments.lessonId, lessonId));
}
