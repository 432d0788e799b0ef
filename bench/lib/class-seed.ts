// A class for the class-view bench (issue 39): a teacher's course of sections × lessons, each lesson
// with a two-question assessment, assigned to a class of students, most of whom have answered most
// lessons. Users and the teacher's course go straight into the database; joining and assigning go
// through the app (so the copies are the server's own).
import type { ClassInvite } from "@brainy/contract";
import { and, count, eq, inArray } from "drizzle-orm";
import {
  assignmentCopies,
  lessonAssessments,
  lessons,
  roadmaps,
  type StoredLessonQuestion,
} from "../../apps/server/src/db/schema/index.ts";
import type { TestContext } from "../../apps/server/test/app.ts";
import {
  bindCall,
  createUser,
  makePro,
  seedGoalTree,
  type TestUser,
} from "../../apps/server/test/factories.ts";

const QUESTIONS: StoredLessonQuestion[] = [
  { kind: "choice", question: "Which binds x?", options: ["x = 1", "1 = x"], correctIndex: 0 },
  { kind: "open", question: "Why name values?", modelAnswer: "To reuse them", rubric: "Mentions reuse" },
];

export type SeededClass = {
  teacher: TestUser;
  classId: string;
  assignmentId: string;
  students: number;
  lessonsPerStudent: number;
  answered: number;
};

/** `lessons` is split into sections of 10; each student answered the first 3/4 of them (varied results). */
export async function seedClass(
  t: TestContext,
  shape: { students: number; lessons: number },
): Promise<SeededClass> {
  const db = t.handle.db;
  const call = bindCall(t);
  const teacher = await createUser(t, { firstName: "Tess" });
  await makePro(t, teacher.id); // a Pro class holds 200 students
  const sectionCount = Math.max(1, Math.ceil(shape.lessons / 10));
  const tree = await seedGoalTree(t, teacher.id, {
    courseCount: 1,
    sectionCount,
    lessonCount: Math.ceil(shape.lessons / sectionCount),
  });
  const teacherLessons = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(eq(roadmaps.courseId, tree.courseIds[0]!));
  const ids = teacherLessons.map((l) => l.id);
  await db
    .update(lessons)
    .set({ content: { title: "Variables", blocks: [] }, generationStatus: "ready" })
    .where(inArray(lessons.id, ids));
  await db.insert(lessonAssessments).values(
    ids.map((lessonId) => ({
      userId: teacher.id,
      lessonId,
      status: "ready" as const,
      questions: QUESTIONS,
    })),
  );
  const created = await call(teacher, "POST", "/api/classes", { name: "Bench class" });
  const classId = (created.json() as { id: string }).id;
  const invite = (await call(teacher, "POST", `/api/classes/${classId}/invites`, {})).json() as ClassInvite;
  const students: TestUser[] = [];
  for (let n = 0; n < shape.students; n++) {
    const student = await createUser(t, { firstName: `Student ${n}` });
    const joined = await call(student, "POST", `/api/invites/${invite.code}/accept`);
    if (joined.statusCode !== 200) throw new Error(`accepting the invite answered ${joined.statusCode}`);
    students.push(student);
  }
  const assigned = await call(teacher, "POST", `/api/classes/${classId}/assignments`, {
    courseId: tree.courseIds[0],
  });
  if (assigned.statusCode !== 201)
    throw new Error(`assigning answered ${assigned.statusCode}: ${assigned.body}`);
  const assignmentId = (assigned.json() as { id: string }).id;
  // Copies are made by a job after the assignment answers (ADR 0056): wait for every student's.
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const [made] = await db
      .select({ n: count() })
      .from(assignmentCopies)
      .where(eq(assignmentCopies.assignmentId, assignmentId));
    if ((made?.n ?? 0) >= students.length) break;
    if (Date.now() > deadline) throw new Error(`only ${made?.n} of ${students.length} copies made in 15 min`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Each student's attempts: the first 3/4 of their copy's lessons answered, right or wrong by turns.
  let answered = 0;
  for (const [n, student] of students.entries()) {
    const [copy] = await db
      .select({ courseId: assignmentCopies.courseId })
      .from(assignmentCopies)
      .where(
        and(eq(assignmentCopies.assignmentId, assignmentId), eq(assignmentCopies.studentId, student.id)),
      );
    const own = await db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(roadmaps.courseId, copy!.courseId))
      .orderBy(roadmaps.order, lessons.order);
    const done = own.slice(0, Math.floor((own.length * 3) / 4)).map((l) => l.id);
    if (!done.length) continue;
    const right = n % 3 !== 0;
    const results = [
      {
        index: 0,
        correct: right,
        points: right ? 1 : 0,
        yourAnswer: right ? "x = 1" : "1 = x",
        correctAnswer: "x = 1",
        feedback: null,
      },
      {
        index: 1,
        correct: true,
        points: 0.75,
        yourAnswer: `Student ${n}: to reuse them`,
        correctAnswer: "To reuse them",
        feedback: "AI feedback",
      },
    ];
    const score = right ? 88 : 38;
    await db
      .update(lessonAssessments)
      .set({
        answers: [results[0]!.yourAnswer, results[1]!.yourAnswer],
        results,
        score,
        submittedAt: new Date(),
      })
      .where(inArray(lessonAssessments.lessonId, done));
    if (right)
      await db
        .update(lessons)
        .set({ isCompleted: true, grade: score, completedAt: new Date() })
        .where(inArray(lessons.id, done));
    answered += done.length;
  }
  return {
    teacher,
    classId,
    assignmentId,
    students: students.length,
    lessonsPerStudent: ids.length,
    answered,
  };
}
