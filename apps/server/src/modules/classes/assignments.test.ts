import type { AssignmentReport, MyClassView } from "@brainy/contract";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  answerFirstLesson,
  joinClass,
  classWithCourse as sharedClassWithCourse,
  copyOf as sharedCopyOf,
} from "../../../test/classes.ts";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import {
  concepts,
  goals,
  gradeOverrides,
  lessonAssessments,
  lessons,
  pomodoroSessions,
} from "../../db/schema/index.ts";
import { recordEvidence } from "../learner-model/index.ts";

const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const db = () => fx.t.handle.db;

/** The class set-up of `test/classes.ts`, on this file's app. */
const classWithCourse = () => sharedClassWithCourse(fx);
const join = (student: TestUser, code: string) => joinClass(fx, student, code);
const copyOf = (studentId: string, assignmentId: string) => sharedCopyOf(fx, studentId, assignmentId);

/** Stores a graded attempt on the student's first lesson, as the grader would, completing it at 60 % or more. */
async function answer(lessonId: string, choice: string, open: { text: string; points: number }) {
  await answerFirstLesson(fx, lessonId, choice, open);
  const [stored] = await db()
    .select({ score: lessonAssessments.score })
    .from(lessonAssessments)
    .where(eq(lessonAssessments.lessonId, lessonId));
  const score = stored!.score!;
  if (score >= 60)
    await db()
      .update(lessons)
      .set({ isCompleted: true, grade: score, completedAt: new Date() })
      .where(eq(lessons.id, lessonId));
}

describe("assignments and the teacher's view", () => {
  it("assigning copies the course to each student as a goal outside their limits; a later joiner gets one too", async () => {
    const { teacher, courseId, classId, invite } = await classWithCourse();
    const early = await createUser(fx.t);
    // A Free student with a goal of their own already: the copy still arrives (outside the limit).
    await seedGoalTree(fx.t, early.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    await join(early, invite.code);
    const res = await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, {
      courseId,
      dueDate: "2030-01-31",
    });
    expect(res.statusCode).toBe(201);
    const assignment = res.json() as { id: string; title: string; dueDate: string };
    expect(assignment).toMatchObject({ title: "Course 1", dueDate: "2030-01-31" });

    const copy = await copyOf(early.id, assignment.id);
    expect(copy.lessons).toHaveLength(2);
    const [goal] = await db().select().from(goals).where(eq(goals.id, copy.goalId));
    expect(goal).toMatchObject({ userId: early.id, isActive: false, title: "Course 1" });
    // The question came along, without the teacher's answers.
    const [copied] = await db()
      .select()
      .from(lessonAssessments)
      .where(eq(lessonAssessments.lessonId, copy.lessons[0]!.id));
    expect(copied).toMatchObject({ userId: early.id, status: "ready", score: null });
    expect(copied!.questions).toHaveLength(2);
    // Their own goal limit counts their own goal only: with the copy, a second own goal is still
    // refused (Free: 1), and the teacher's assignment arrived although they were at the limit.
    const second = await fx.call(early, "POST", "/api/goals/with-plan", {
      description: "Learn SQL",
      clarifications: [],
      courses: [
        {
          title: "SQL",
          description: "Queries",
          complexityLevel: 1,
          desiredDuration: 5,
          realisticDuration: 5,
          tags: [],
        },
      ],
    });
    expect(second.statusCode).toBe(402);

    const late = await createUser(fx.t);
    await join(late, invite.code);
    expect((await copyOf(late.id, assignment.id)).lessons).toHaveLength(2);
    const [lateGoal] = await db().select().from(goals).where(eq(goals.userId, late.id));
    expect(lateGoal!.isActive).toBe(true);
    // The copy's concepts are named in the background (the learner model), as for any new goal.
    await expect
      .poll(
        async () => {
          const map = (
            await fx.call(late, "GET", `/api/learner-model/goals/${lateGoal!.id}/concepts`)
          ).json();
          return map.concepts.length > 0 && map.naming === null;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // Another teacher's course cannot be assigned (404), nor a bad body (400).
    const other = await createUser(fx.t);
    const foreign = await seedGoalTree(fx.t, other.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    const refused = await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, {
      courseId: foreign.courseIds[0],
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, { courseId, dueDate: "soon" }))
        .statusCode,
    ).toBe(400);
  });

  it("the teacher sees progress, the weak concept, share right and the common wrong answer; overrides a grade", async () => {
    const { teacher, courseId, classId, invite } = await classWithCourse();
    const pass = await createUser(fx.t, { firstName: "Pia" });
    const fail = await createUser(fx.t, { firstName: "Finn" });
    for (const s of [pass, fail]) await join(s, invite.code);
    const { id: assignmentId } = (
      await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, { courseId })
    ).json();
    const passCopy = await copyOf(pass.id, assignmentId);
    const failCopy = await copyOf(fail.id, assignmentId);
    // The copies' concepts are named in the background (ADR 0056's job), before they study.
    for (const [student, copy] of [
      [pass, passCopy],
      [fail, failCopy],
    ] as const)
      await expect
        .poll(
          async () => {
            const map = (
              await fx.call(student, "GET", `/api/learner-model/goals/${copy.goalId}/concepts`)
            ).json();
            return map.concepts.length > 0 && map.naming === null;
          },
          { timeout: 60_000 },
        )
        .toBe(true);
    await answer(passCopy.lessons[0]!.id, "x = 1", { text: "to use them again", points: 0 });
    await answer(failCopy.lessons[0]!.id, "1 = x", { text: "names look nice", points: 0.25 });
    // Finn is weak on a concept of the copy (the learner model's evidence).
    const [concept] = await db()
      .insert(concepts)
      .values({
        userId: fail.id,
        goalId: failCopy.goalId,
        name: "Assignment",
        key: "assignment",
        position: 0,
      })
      .returning();
    await recordEvidence({
      db: db(),
      userId: fail.id,
      evidence: [0, 1, 2].map((n) => ({
        conceptIds: [concept!.id],
        itemKey: `t:${n}`,
        kind: "assessment" as const,
        score: 0,
        choices: 4,
      })),
    });

    // Pia's focus since her copy counts (25 + 10 min), not a session from before it.
    const sinceCopy = new Date(passCopy.createdAt.getTime() + 60_000);
    await db()
      .insert(pomodoroSessions)
      .values([
        { userId: pass.id, completedAt: sinceCopy, duration: 1500 },
        { userId: pass.id, completedAt: sinceCopy, duration: 600 },
        { userId: pass.id, completedAt: new Date(passCopy.createdAt.getTime() - 86_400_000), duration: 3000 },
      ]);

    const report = (
      await fx.call(teacher, "GET", `/api/classes/${classId}/assignments/${assignmentId}/report`)
    ).json() as AssignmentReport;
    expect(
      report.students.map((s) => [s.name, s.lessonsDone, s.lessonCount, s.averageScore, s.focusMinutes]),
    ).toEqual([
      ["Finn", 0, 2, 13, 0],
      ["Pia", 0, 2, 50, 35],
    ]);
    // Finn's weak concepts: the one his evidence is on (and the copy's named ones he failed).
    expect(report.students.find((s) => s.name === "Finn")!.weakConcepts).toContain("Assignment");
    expect(report.students.find((s) => s.name === "Pia")!.weakConcepts).not.toContain("Assignment");
    expect(report.classWeakConcepts).toContainEqual({ name: "Assignment", students: 1 });
    expect(report.questions[0]).toMatchObject({
      lessonPosition: "1.1",
      answered: 2,
      shareRight: 0.5,
      commonWrongAnswers: [{ answer: "1 = x", count: 1 }],
    });
    const finnsOpen = report.openAnswers.find((a) => a.studentId === fail.id)!;
    expect(finnsOpen).toMatchObject({ answer: "names look nice", points: 0.25, override: null });

    // Finn's override: one of two right is 50 %, under 60 %, so his lesson stays open.
    const res = await fx.call(teacher, "POST", `/api/classes/${classId}/overrides`, {
      lessonId: finnsOpen.lessonId,
      questionIndex: 1,
      points: 1,
      comment: "Fair point: naming aids reading.",
    });
    expect(res.json()).toEqual({ score: 50, passed: false });
    // A choice answer is graded by its key, not the AI: it cannot be overridden.
    expect(
      (
        await fx.call(teacher, "POST", `/api/classes/${classId}/overrides`, {
          lessonId: finnsOpen.lessonId,
          questionIndex: 0,
          points: 1,
          comment: "x",
        })
      ).statusCode,
    ).toBe(409);
    const [kept] = await db()
      .select()
      .from(gradeOverrides)
      .where(eq(gradeOverrides.lessonId, finnsOpen.lessonId));
    expect(kept).toMatchObject({
      teacherId: teacher.id,
      points: 1,
      comment: "Fair point: naming aids reading.",
    });
    const [row] = await db()
      .select()
      .from(lessonAssessments)
      .where(eq(lessonAssessments.lessonId, finnsOpen.lessonId));
    expect(row!.results![1]).toMatchObject({
      points: 1,
      correct: true,
      feedback: "Your teacher: Fair point: naming aids reading.",
    });

    // Pia's open answer overridden up: 100 %, and her lesson completes by the same 60 % rule;
    // overridden down again, it falls to 50 % and the lesson reopens.
    const override = (points: number, comment: string) =>
      fx.call(teacher, "POST", `/api/classes/${classId}/overrides`, {
        lessonId: passCopy.lessons[0]!.id,
        questionIndex: 1,
        points,
        comment,
      });
    expect((await override(1, "Reuse is the point.")).json()).toEqual({ score: 100, passed: true });
    const [completed] = await db().select().from(lessons).where(eq(lessons.id, passCopy.lessons[0]!.id));
    expect(completed).toMatchObject({ isCompleted: true, grade: 100 });
    expect((await override(0, "Too vague.")).json()).toEqual({ score: 50, passed: false });
    const [reopened] = await db().select().from(lessons).where(eq(lessons.id, passCopy.lessons[0]!.id));
    expect(reopened!.isCompleted).toBe(false);
    const after = (
      await fx.call(teacher, "GET", `/api/classes/${classId}/assignments/${assignmentId}/report`)
    ).json() as AssignmentReport;
    expect(after.openAnswers.find((a) => a.studentId === pass.id)!.override).toMatchObject({
      points: 0,
      comment: "Too vague.",
      by: "Tess",
    });

    // The student sees what the teacher sees about them, and only them.
    const mine = (await fx.call(fail, "GET", `/api/classes/${classId}/me`)).json() as MyClassView;
    expect(mine.assignments.map((a) => a.progress.name)).toEqual(["Finn"]);

    // The grade book: one row per student, formula signs defused.
    const csv = await fx.call(teacher, "GET", `/api/classes/${classId}/gradebook.csv`);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.body.split("\r\n")[0]).toBe(
      "Student,Username,Assignment,Due,Lessons done,Lessons,Average score,Last active",
    );
    expect(csv.body).toMatch(/\r\nFinn,learner\w+,Course 1,,0,2,50,/);

    // A removed student leaves the view at once.
    await fx.call(teacher, "DELETE", `/api/classes/${classId}/students/${fail.id}`);
    const without = (
      await fx.call(teacher, "GET", `/api/classes/${classId}/assignments/${assignmentId}/report`)
    ).json() as AssignmentReport;
    expect(without.students.map((s) => s.name)).toEqual(["Pia"]);
    expect(without.openAnswers.map((a) => a.studentId)).toEqual([pass.id]);
  });

  it("announcements reach the class's students only", async () => {
    const { teacher, classId, invite } = await classWithCourse();
    const student = await createUser(fx.t);
    const stranger = await createUser(fx.t);
    await join(student, invite.code);
    expect(
      (await fx.call(teacher, "POST", `/api/classes/${classId}/announcements`, { body: "Quiz on Friday" }))
        .statusCode,
    ).toBe(201);
    expect((await fx.call(student, "GET", "/api/announcements")).json().announcements).toEqual([
      expect.objectContaining({ classId, className: "Python 1", body: "Quiz on Friday" }),
    ]);
    expect((await fx.call(stranger, "GET", "/api/announcements")).json().announcements).toEqual([]);
    expect(
      (await fx.call(teacher, "POST", `/api/classes/${classId}/announcements`, { body: "" })).statusCode,
    ).toBe(400);
  });
});

describe("privacy: every class route answers 404 to a student, a stranger and another teacher", () => {
  it("sweeps every teacher route with three other tokens; nothing is changed", async () => {
    const { teacher, courseId, classId, invite } = await classWithCourse();
    const student = await createUser(fx.t);
    await join(student, invite.code);
    const { id: assignmentId } = (
      await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, { courseId })
    ).json();
    const copy = await copyOf(student.id, assignmentId);
    const stranger = await createUser(fx.t);
    const otherTeacher = (await classWithCourse()).teacher;
    const routes: [method: "GET" | "POST" | "DELETE", url: string, body?: object][] = [
      ["GET", `/api/classes/${classId}`],
      ["POST", `/api/classes/${classId}/invites`, {}],
      ["DELETE", `/api/classes/${classId}/invites/${invite.id}`],
      ["DELETE", `/api/classes/${classId}/students/${student.id}`],
      ["POST", `/api/classes/${classId}/assignments`, { courseId }],
      ["GET", `/api/classes/${classId}/assignments/${assignmentId}/report`],
      ["GET", `/api/classes/${classId}/gradebook.csv`],
      [
        "POST",
        `/api/classes/${classId}/overrides`,
        { lessonId: copy.lessons[0]!.id, questionIndex: 1, points: 1, comment: "x" },
      ],
      ["POST", `/api/classes/${classId}/announcements`, { body: "hi" }],
    ];
    for (const user of [student, stranger, otherTeacher]) {
      for (const [method, url, body] of routes) {
        const res = await fx.call(user, method, url, body);
        expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      }
    }
    // The student's own row only: /me answers them, and 404 to a stranger and another teacher.
    expect((await fx.call(student, "GET", `/api/classes/${classId}/me`)).statusCode).toBe(200);
    for (const user of [stranger, otherTeacher, teacher]) {
      expect((await fx.call(user, "GET", `/api/classes/${classId}/me`)).statusCode).toBe(404);
      if (user !== teacher)
        expect((await fx.call(user, "DELETE", `/api/classes/${classId}/membership`)).statusCode).toBe(404);
    }
    // Nothing changed: the invite works, the student is in, no override was kept.
    expect((await fx.call(stranger, "GET", `/api/invites/${invite.code}`)).statusCode).toBe(200);
    expect((await fx.call(teacher, "GET", `/api/classes/${classId}`)).json().members).toHaveLength(2);
    expect(
      await db()
        .select()
        .from(gradeOverrides)
        .where(inArray(gradeOverrides.lessonId, [copy.lessons[0]!.id])),
    ).toEqual([]);
  });

  it("the teacher's view holds nothing of a student's own goals, notes, chats, sources or cards", async () => {
    const { teacher, courseId, classId, invite } = await classWithCourse();
    const student = await createUser(fx.t, { firstName: "Sam" });
    const own = await seedGoalTree(fx.t, student.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    await db().update(goals).set({ title: "SECRET OWN GOAL" }).where(eq(goals.id, own.goalId));
    await join(student, invite.code);
    const { id: assignmentId } = (
      await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, { courseId })
    ).json();
    const bodies = [
      (await fx.call(teacher, "GET", `/api/classes/${classId}`)).body,
      (await fx.call(teacher, "GET", `/api/classes/${classId}/assignments/${assignmentId}/report`)).body,
      (await fx.call(teacher, "GET", `/api/classes/${classId}/gradebook.csv`)).body,
    ].join("\n");
    expect(bodies).toContain("Sam");
    expect(bodies).not.toContain("SECRET OWN GOAL");
    expect(bodies).not.toContain(own.goalId);
    expect(bodies).not.toContain(student.email);
  });
});
