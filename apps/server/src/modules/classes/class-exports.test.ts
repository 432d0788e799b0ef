import type { AssignmentReport, ClassDataExport } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { answerFirstLesson, classWithCourse, copyOf, joinClass } from "../../../test/classes.ts";
import { createUser, useTestApp } from "../../../test/factories.ts";

const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });

/** A class with three students who answered; Cy's open answer is overridden; one announcement. */
async function gradedClass() {
  const { teacher, courseId, classId, invite } = await classWithCourse(fx, "Tess");
  const [ann, bo, cy] = await Promise.all(
    ["Ann", "Bo", "Cy"].map((firstName) => createUser(fx.t, { firstName })),
  );
  for (const s of [ann, bo, cy]) await joinClass(fx, s!, invite.code);
  const { id: assignmentId } = (
    await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, { courseId })
  ).json();
  const first = async (s: { id: string }) => (await copyOf(fx, s.id, assignmentId)).lessons[0]!.id;
  await answerFirstLesson(fx, await first(ann!), "x = 1", {
    text: "to reuse them",
    points: 1,
    confidence: 0.95,
  });
  await answerFirstLesson(fx, await first(bo!), '=HYPERLINK("x")', {
    text: "maybe",
    points: 0.5,
    confidence: 0.4,
  });
  await answerFirstLesson(fx, await first(cy!), "x = 1", {
    text: "names, sort of",
    points: 0.25,
    confidence: 0.3,
  });
  const cyLesson = await first(cy!);
  const override = await fx.call(teacher, "POST", `/api/classes/${classId}/overrides`, {
    lessonId: cyLesson,
    questionIndex: 1,
    points: 1,
    comment: "Names are for reuse: full marks.",
  });
  expect(override.statusCode).toBe(200);
  await fx.call(teacher, "POST", `/api/classes/${classId}/announcements`, { body: "Quiz on Friday" });
  return { teacher, classId, assignmentId, ann: ann!, bo: bo!, cy: cy!, invite };
}

describe("per question: the answers the AI grader was least sure of, and the CSV", () => {
  it("orders open answers to review least sure first (reviewed ones last) and gives each question the grader's confidence", async () => {
    const { teacher, classId, assignmentId } = await gradedClass();
    const report = (
      await fx.call(teacher, "GET", `/api/classes/${classId}/assignments/${assignmentId}/report`)
    ).json() as AssignmentReport;
    expect(report.openAnswers.map((a) => [a.studentName, a.graderConfidence, a.override !== null])).toEqual([
      ["Bo", 0.4, false],
      ["Ann", 0.95, false],
      ["Cy", 0.3, true],
    ]);
    const open = report.questions.find((q) => q.kind === "open")!;
    expect(open.graderConfidence).toBeCloseTo((0.95 + 0.4 + 0.3) / 3, 5);
    expect(report.questions.find((q) => q.kind === "choice")!.graderConfidence).toBeNull();
  });

  it("exports the per-question table as CSV with formulas defused, for the class's teachers only", async () => {
    const { teacher, classId, assignmentId, ann } = await gradedClass();
    const url = `/api/classes/${classId}/assignments/${assignmentId}/questions.csv`;
    const res = await fx.call(teacher, "GET", url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toContain("questions.csv");
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Lesson,Lesson title,Question,Kind,Answered,Right %,AI grader confidence %,Common wrong answers",
    );
    expect(lines[1]).toBe(
      `1.1,Course 1 section 1 lesson 1,Which binds x?,choice,3,67,,"'=HYPERLINK(""x"") (1)"`,
    );
    expect(lines[2]).toBe("1.1,Course 1 section 1 lesson 1,Why name values?,open,3,100,55,");
    for (const user of [ann, await createUser(fx.t), (await classWithCourse(fx)).teacher])
      expect((await fx.call(user, "GET", url)).statusCode).toBe(404);
  });
});

describe("a student's export of what the class holds about them", () => {
  it("holds the membership, the preview, progress, scores with answers, overrides with comments and announcements", async () => {
    const { classId, assignmentId, cy } = await gradedClass();
    const res = await fx.call(cy, "GET", `/api/classes/${classId}/me/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("class-data.json");
    const data = res.json() as ClassDataExport;
    expect(data.membership).toMatchObject({ classId, className: "Python 1", role: "student" });
    expect(data.teacherSees.length).toBeGreaterThan(0);
    expect(data.teacherNeverSees.join(" ")).toMatch(/notes, chats/);
    const [mine] = data.assignments;
    expect(mine!.assignment.id).toBe(assignmentId);
    expect(mine!.progress).toMatchObject({ userId: cy.id, name: "Cy", lessonCount: 2 });
    expect(mine!.scores).toEqual([
      expect.objectContaining({
        lessonPosition: "1.1",
        score: 100,
        answers: [
          expect.objectContaining({ questionIndex: 0, answer: "x = 1", points: 1 }),
          expect.objectContaining({ questionIndex: 1, answer: "names, sort of", points: 1 }),
        ],
      }),
    ]);
    expect(mine!.overrides).toEqual([
      expect.objectContaining({
        questionIndex: 1,
        points: 1,
        comment: "Names are for reuse: full marks.",
        by: "Tess",
      }),
    ]);
    expect(data.announcements.map((a) => a.body)).toEqual(["Quiz on Friday"]);
    // Nothing of another student: Ann's answers are not in Cy's export.
    expect(JSON.stringify(data)).not.toContain('to reuse them"');
  });

  it("answers 404 to the class's teacher, a stranger, and a student of another class", async () => {
    const { teacher, classId } = await gradedClass();
    const other = await classWithCourse(fx);
    const elsewhere = await createUser(fx.t);
    await joinClass(fx, elsewhere, other.invite.code);
    for (const user of [teacher, await createUser(fx.t), elsewhere])
      expect((await fx.call(user, "GET", `/api/classes/${classId}/me/export`)).statusCode).toBe(404);
  });
});
