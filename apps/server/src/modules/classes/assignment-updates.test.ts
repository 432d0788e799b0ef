import type { ClassDetail, ClassInvite, CourseEdit, CourseOutline } from "@brainy/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { assignmentCopies, classMembers, courses, lessons, roadmaps } from "../../db/schema/index.ts";
import { resumeAssignmentCopies } from "./index.ts";

const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const db = () => fx.t.handle.db;
const WAIT = { timeout: 90_000, interval: 150 };

/** A teacher's class with `students` joined and a course of 2 sections × 3 lessons. */
async function classOf(students: number) {
  const teacher = await createUser(fx.t, { firstName: "Tess" });
  const tree = await seedGoalTree(fx.t, teacher.id, { courseCount: 1, sectionCount: 2, lessonCount: 3 });
  const { id: classId } = (await fx.call(teacher, "POST", "/api/classes", { name: "Algebra" })).json();
  const invite = (
    await fx.call(teacher, "POST", `/api/classes/${classId}/invites`, {})
  ).json() as ClassInvite;
  const joined: TestUser[] = [];
  for (let i = 0; i < students; i++) {
    const student = await createUser(fx.t);
    expect((await fx.call(student, "POST", `/api/invites/${invite.code}/accept`)).statusCode).toBe(200);
    joined.push(student);
  }
  return { teacher, courseId: tree.courseIds[0]!, classId, students: joined };
}

/** The assignment's copies as the teacher's class page reads them. */
async function copies(teacher: TestUser, classId: string) {
  const detail = (await fx.call(teacher, "GET", `/api/classes/${classId}`)).json() as ClassDetail;
  return detail.assignments.map((a) => a.copies);
}

async function copyRow(assignmentId: string, studentId: string) {
  const [row] = await db()
    .select()
    .from(assignmentCopies)
    .where(and(eq(assignmentCopies.assignmentId, assignmentId), eq(assignmentCopies.studentId, studentId)));
  return row;
}

/** Waits until every copy of the assignment caught up with the teacher's course version. */
async function settled(assignmentId: string, courseId: string, studentIds: string[]) {
  await expect
    .poll(async () => {
      const [course] = await db()
        .select({ v: courses.version })
        .from(courses)
        .where(eq(courses.id, courseId));
      const rows = await Promise.all(studentIds.map((id) => copyRow(assignmentId, id)));
      return rows.every((r) => r && r.syncedVersion === course!.v);
    }, WAIT)
    .toBe(true);
}

async function outline(user: TestUser, courseId: string) {
  const res = await fx.call(user, "GET", `/api/courses/${courseId}/outline`);
  expect(res.statusCode).toBe(200);
  return res.json() as CourseOutline;
}

async function edit(user: TestUser, courseId: string, change: CourseEdit) {
  const { version } = await outline(user, courseId);
  return fx.call(user, "POST", `/api/courses/${courseId}/edits`, { courseVersion: version, edit: change });
}

const titles = (o: CourseOutline) => o.sections.map((s) => s.lessons.map((l) => l.title));

describe("assignment copies are made by a job, per assignment", () => {
  it("shows the teacher how many students have their copy, and resumes copies a stopped server left", async () => {
    const { teacher, courseId, classId, students } = await classOf(3);
    const res = await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, { courseId });
    expect(res.statusCode).toBe(201);
    expect(res.json().copies).toEqual({ made: 0, students: 3 });
    await expect.poll(() => copies(teacher, classId), WAIT).toEqual([{ made: 3, students: 3 }]);
    const assignmentId = res.json().id as string;
    // Every copy is the whole course, once.
    for (const s of students) {
      const row = await copyRow(assignmentId, s.id);
      expect(titles(await outline(s, row!.courseId)).flat()).toHaveLength(6);
    }

    // A student put in the class by a server that died before copying: the start-up resume copies.
    const late = await createUser(fx.t);
    await db().insert(classMembers).values({ classId, userId: late.id, role: "student" });
    expect(await copies(teacher, classId)).toEqual([{ made: 3, students: 4 }]);
    expect(await resumeAssignmentCopies(fx.t.app.deps)).toBeGreaterThanOrEqual(1);
    await expect.poll(() => copies(teacher, classId), WAIT).toEqual([{ made: 4, students: 4 }]);
    // Sent again (twice at once), nothing is copied twice.
    await Promise.all([resumeAssignmentCopies(fx.t.app.deps), resumeAssignmentCopies(fx.t.app.deps)]);
    const rows = await db()
      .select()
      .from(assignmentCopies)
      .where(eq(assignmentCopies.assignmentId, assignmentId));
    expect(rows).toHaveLength(4);
  });
});

describe("a teacher's edit of an assigned course reaches each student's copy, progress kept", () => {
  it("renames, moves, removes and adds; completed lessons stay completed; 'Updated by your teacher' until opened", async () => {
    const { teacher, courseId, classId, students } = await classOf(2);
    const [ana, ben] = students as [TestUser, TestUser];
    const own = await seedGoalTree(fx.t, ana.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    const { id: assignmentId } = (
      await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, { courseId })
    ).json();
    await settled(assignmentId, courseId, [ana.id, ben.id]);
    const anaCourse = (await copyRow(assignmentId, ana.id))!.courseId;
    const benCourse = (await copyRow(assignmentId, ben.id))!.courseId;
    const source = await outline(teacher, courseId);
    const [l1, l2, l3] = source.sections[0]!.lessons;
    // Ana completed lesson 1; Ben completed lesson 2.
    const anaCopy = await outline(ana, anaCourse);
    const benCopy = await outline(ben, benCourse);
    await db()
      .update(lessons)
      .set({ isCompleted: true, grade: 80, completedAt: new Date() })
      .where(eq(lessons.id, anaCopy.sections[0]!.lessons[0]!.id));
    await db()
      .update(lessons)
      .set({ isCompleted: true, grade: 90, completedAt: new Date() })
      .where(eq(lessons.id, benCopy.sections[0]!.lessons[1]!.id));

    expect(
      (await edit(teacher, courseId, { kind: "renameLesson", lessonId: l1!.id, title: "Naming values" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await edit(teacher, courseId, { kind: "moveLesson", lessonId: l3!.id, position: 0 })).statusCode,
    ).toBe(200);
    expect((await edit(teacher, courseId, { kind: "removeLesson", lessonId: l2!.id })).statusCode).toBe(200);
    const added = await edit(teacher, courseId, {
      kind: "addSection",
      subject: "Quadratic equations",
      position: 2,
    });
    expect(added.statusCode).toBe(200);
    const teacherNow = await outline(teacher, courseId);
    expect(teacherNow.sections).toHaveLength(3);
    await settled(assignmentId, courseId, [ana.id, ben.id]);

    const wanted = titles(teacherNow);
    const ana2 = await outline(ana, anaCourse);
    // Ana: the teacher's course exactly; lesson 2 (no progress of hers) is gone.
    expect(titles(ana2)).toEqual(wanted);
    const anaFirst = ana2.sections[0]!.lessons.find((l) => l.title === "Naming values")!;
    expect(anaFirst).toMatchObject({ id: anaCopy.sections[0]!.lessons[0]!.id, isCompleted: true, grade: 80 });
    expect(ana2.sections[0]!.lessons.map((l) => l.title)).toEqual([l3!.title, "Naming values"]);
    // Ben: his completed lesson 2 stays, hidden from the plan, with its grade.
    const ben2 = await outline(ben, benCourse);
    const kept = ben2.sections[0]!.lessons.find((l) => l.title === l2!.title)!;
    expect(kept).toMatchObject({ isHidden: true, isCompleted: true, grade: 90 });
    expect(ben2.sections[0]!.lessons.filter((l) => !l.isHidden).map((l) => l.title)).toEqual([
      l3!.title,
      "Naming values",
    ]);
    expect(ben2.sections[2]!.lessons.map((l) => l.title)).toEqual(wanted[2]);
    // Ana's own goal is untouched.
    const ownLessons = await db()
      .select({ title: lessons.title })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(roadmaps.courseId, own.courseIds[0]!));
    expect(ownLessons.map((l) => l.title).sort()).toEqual([
      "Course 1 section 1 lesson 1",
      "Course 1 section 1 lesson 2",
    ]);

    // 'Updated by your teacher' on Ana's home until she opens the course.
    const updates = (await fx.call(ana, "GET", "/api/class-updates")).json();
    expect(updates.updates).toEqual([
      expect.objectContaining({ courseId: anaCourse, className: "Algebra", updatedAt: expect.any(String) }),
    ]);
    expect((await fx.call(ana, "POST", `/api/class-updates/${benCourse}/seen`)).statusCode).toBe(404);
    expect((await fx.call(ana, "POST", `/api/class-updates/${anaCourse}/seen`)).statusCode).toBe(204);
    expect((await fx.call(ana, "GET", "/api/class-updates")).json().updates).toEqual([]);
    expect((await fx.call(ben, "GET", "/api/class-updates")).json().updates).toHaveLength(1);
  });

  it("another teacher (or a student) cannot edit the assigned course: 404, and no copy changes", async () => {
    const { teacher, courseId, classId, students } = await classOf(1);
    const student = students[0]!;
    const { id: assignmentId } = (
      await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, { courseId })
    ).json();
    await settled(assignmentId, courseId, [student.id]);
    const copy = (await copyRow(assignmentId, student.id))!;
    const before = titles(await outline(student, copy.courseId));
    const lessonId = (await outline(teacher, courseId)).sections[0]!.lessons[0]!.id;
    const other = (await classOf(0)).teacher;
    for (const user of [other, student]) {
      const res = await fx.call(user, "POST", `/api/courses/${courseId}/edits`, {
        courseVersion: 0,
        edit: { kind: "renameLesson", lessonId, title: "Hijacked" },
      });
      expect(res.statusCode).toBe(404);
    }
    expect(titles(await outline(student, copy.courseId))).toEqual(before);
    expect((await copyRow(assignmentId, student.id))!.updatedByTeacherAt).toBeNull();
    expect((await fx.call(student, "GET", "/api/class-updates")).json().updates).toEqual([]);
    // A bad rename is a 400, not a change.
    expect((await edit(teacher, courseId, { kind: "renameLesson", lessonId, title: "" })).statusCode).toBe(
      400,
    );
  });
});
