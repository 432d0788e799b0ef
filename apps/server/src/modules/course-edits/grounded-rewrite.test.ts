import type { CourseOutline, Goal, Lesson } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { createUser, makePro, type TestUser, useTestApp } from "../../../test/factories.ts";
import { uploadReadyPdf } from "../../../test/grounded-book.ts";

const fx = useTestApp();

/** The first lesson of the goal's first course, written (on the demo provider). */
async function writeFirstLesson(user: TestUser, goal: Goal): Promise<{ courseId: string; lesson: Lesson }> {
  const courseId = goal.courses[0]!.id;
  const outline = (await fx.call(user, "GET", `/api/courses/${courseId}/outline`)).json() as CourseOutline;
  const lessonId = outline.sections[0]!.lessons[0]!.id;
  const written = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`);
  expect(written.statusCode, written.body).toBe(200);
  return { courseId, lesson: written.json() as Lesson };
}

async function rewrite(user: TestUser, courseId: string, lessonId: string, style: string): Promise<Lesson> {
  const outline = (await fx.call(user, "GET", `/api/courses/${courseId}/outline`)).json() as CourseOutline;
  const edited = await fx.call(user, "POST", `/api/courses/${courseId}/edits`, {
    courseVersion: outline.version,
    edit: { kind: "rewriteLesson", lessonId, style },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  // The rewrite streams into the lesson after the edit answers; this waits for it as the page does.
  const followed = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`);
  expect(followed.statusCode, followed.body).toBe(200);
  return (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json() as Lesson;
}

/** Each reference's `[n]` is in the text, and each `[n]` of the text has its reference. */
function expectMarkersResolve(lesson: Lesson): void {
  const text = JSON.stringify(lesson.content);
  const marked = new Set([...text.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1])));
  expect(marked.size).toBeGreaterThan(0);
  expect([...marked].sort()).toEqual(lesson.citations.map((c) => c.n).sort());
}

describe("course edits: rewriting a lesson written from the learner's material", () => {
  it("keeps the rewrite grounded: its [n] markers cite the section's passages", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const source = await uploadReadyPdf(fx, user);
    const plan = await fx.call(user, "POST", "/api/goals/plan", {
      goal: "Pass my biology exam using my textbook",
      sourceIds: [source.id],
    });
    const created = await fx.call(user, "POST", "/api/goals/with-plan", {
      description: "Pass my biology exam using my textbook",
      courses: plan.json().goal.courses,
      sourceIds: [source.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { courseId, lesson } = await writeFirstLesson(user, created.json() as Goal);
    expect(lesson.citations.length).toBeGreaterThan(0);

    // 'Simpler' shortens every paragraph: the markers stay, and resolve to the same passages.
    const simpler = await rewrite(user, courseId, lesson.id, "simpler");
    expect(JSON.stringify(simpler.content)).toContain("This is a simpler version");
    expectMarkersResolve(simpler);
    expect(simpler.citations.map((c) => c.passageId)).toEqual(lesson.citations.map((c) => c.passageId));
    expect(simpler.citations[0]).toMatchObject({
      sourceId: source.id,
      page: 1,
      headingPath: ["Cells", "Cell Membranes"],
      sourceDeleted: false,
    });
    // A second rewrite, of the rewrite, still resolves.
    const deeper = await rewrite(user, courseId, lesson.id, "deeper");
    expectMarkersResolve(deeper);
    expect(deeper.citations.every((c) => c.headingPath[0] === "Cells")).toBe(true);
  });

  it("grounds a lesson written before its goal had sources when it is rewritten after they were attached", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const created = await fx.call(user, "POST", "/api/goals/with-plan", {
      description: "Learn cell biology for my exam",
      courses: ["Cell Membranes"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const goal = created.json() as Goal;
    const { courseId, lesson } = await writeFirstLesson(user, goal);
    expect(lesson.citations).toEqual([]);

    const source = await uploadReadyPdf(fx, user);
    const put = await fx.call(user, "PUT", `/api/goals/${goal.id}/sources`, { sourceIds: [source.id] });
    expect(put.statusCode, put.body).toBe(200);
    const grounded = await rewrite(user, courseId, lesson.id, "more-examples");
    expectMarkersResolve(grounded);
    expect(grounded.citations.every((c) => c.sourceId === source.id)).toBe(true);
    const passages = (await fx.call(user, "GET", `/api/sources/${source.id}/passages`)).json() as {
      passages: { id: string }[];
    };
    const ids = new Set(passages.passages.map((p) => p.id));
    expect(grounded.citations.every((c) => ids.has(c.passageId ?? ""))).toBe(true);
    // The membrane passage is the best match for a section on cell membranes.
    expect(grounded.citations[0]!.headingPath).toEqual(["Cells", "Cell Membranes"]);

    // Detached again: a rewrite keeps the citations its text still marks, and adds none.
    await fx.call(user, "PUT", `/api/goals/${goal.id}/sources`, { sourceIds: [] });
    const again = await rewrite(user, courseId, lesson.id, "simpler");
    expectMarkersResolve(again);
    expect(again.citations.map((c) => c.passageId)).toEqual(grounded.citations.map((c) => c.passageId));
  });
});
