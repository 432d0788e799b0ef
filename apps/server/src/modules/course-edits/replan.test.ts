import type { CourseOutline, Goal, Lesson, ReplanPreview } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createUser,
  makePro,
  recordAssessmentScore,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import { uploadReadyPdf } from "../../../test/grounded-book.ts";
import { lessonAssessments, sources } from "../../db/schema/index.ts";

const fx = useTestApp();

/** The biology book's section headings, in the book's order. */
const BOOK_SECTIONS = [
  "Cell Membranes",
  "Organelles",
  "Photosynthesis",
  "Respiration",
  "DNA Replication",
  "Mendelian Inheritance",
];

const outlineOf = async (user: TestUser, courseId: string) => {
  const res = await fx.call(user, "GET", `/api/courses/${courseId}/outline`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CourseOutline;
};
const preview = (user: TestUser, courseId: string, courseVersion: number) =>
  fx.call(user, "POST", `/api/courses/${courseId}/replan-preview`, { courseVersion });
const apply = (user: TestUser, courseId: string, courseVersion: number, edit: unknown) =>
  fx.call(user, "POST", `/api/courses/${courseId}/edits`, { courseVersion, edit });

/** A goal of one course made without sources, as the learner makes one before uploading a book. */
async function goalWithoutSources(user: TestUser): Promise<{ goal: Goal; courseId: string }> {
  const created = await fx.call(user, "POST", "/api/goals/with-plan", {
    description: "Learn biology for my exam",
    courses: ["Biology Basics"],
  });
  expect(created.statusCode, created.body).toBe(201);
  const goal = created.json() as Goal;
  return { goal, courseId: goal.courses[0]!.id };
}

async function attachBook(user: TestUser, goalId: string) {
  const source = await uploadReadyPdf(fx, user);
  const put = await fx.call(user, "PUT", `/api/goals/${goalId}/sources`, { sourceIds: [source.id] });
  expect(put.statusCode, put.body).toBe(200);
  return source;
}

describe("re-plan a course from the learner's material", () => {
  it("previews sections that follow the book, then applies them keeping the section with progress", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const { goal, courseId } = await goalWithoutSources(user);
    const before = await outlineOf(user, courseId);
    expect(before.materialCount).toBe(0);

    // No material yet: 409 saying to attach it first.
    const none = await preview(user, courseId, before.version);
    expect(none.statusCode).toBe(409);
    expect(none.json().details.reason).toBe("NO_GOAL_SOURCES");
    expect(none.json().message).toMatch(/Attach your sources to the goal first/);

    await attachBook(user, goal.id);
    // The first section's first lesson holds progress (an assessment was submitted).
    const first = before.sections[0]!;
    const assessedLesson = first.lessons[0]!;
    await recordAssessmentScore(fx.t, user.id, assessedLesson.id, 80);
    const withMaterial = await outlineOf(user, courseId);
    expect(withMaterial.materialCount).toBe(1);
    expect(withMaterial.version).toBe(before.version);

    const res = await preview(user, courseId, withMaterial.version);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json() as ReplanPreview;
    expect(plan.sources).toEqual(["Biology book"]);
    expect(plan.sections.map((s) => s.topic)).toEqual([first.content, ...BOOK_SECTIONS]);
    expect(plan.sections[0]).toMatchObject({ status: "kept", sectionId: first.id, keptBecause: "progress" });
    expect(plan.sections.slice(1).every((s) => s.status === "added" && s.lessons.length >= 3)).toBe(true);
    expect(plan.removed.map((s) => s.sectionId)).toEqual(before.sections.slice(1).map((s) => s.id));
    // A preview changes nothing.
    expect(await outlineOf(user, courseId)).toEqual(withMaterial);

    // Applying a re-plan that drops the section with progress is refused.
    const dropping = {
      ...plan.edit,
      sections: plan.edit.sections.filter((s) => s.kind !== "keep"),
    };
    const refused = await apply(user, courseId, withMaterial.version, dropping);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.reason).toBe("HAS_PROGRESS");

    const applied = await apply(user, courseId, withMaterial.version, plan.edit);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = applied.json() as CourseOutline;
    expect(after.version).toBe(withMaterial.version + 1);
    expect(after.sections.map((s) => s.content)).toEqual([first.content, ...BOOK_SECTIONS]);
    expect(after.sections[0]!.id).toBe(first.id);
    expect(after.sections[0]!.lessons.map((l) => l.id)).toEqual(first.lessons.map((l) => l.id));
    expect(after.sections[0]!.lessons[0]!.hasProgress).toBe(true);
    expect(after.sections[1]!.lessons.map((l) => l.title)).toEqual(
      plan.sections[1]!.lessons.map((l) => l.title),
    );
    const [assessment] = await fx.t.handle.db
      .select({ score: lessonAssessments.score })
      .from(lessonAssessments)
      .where(eq(lessonAssessments.lessonId, assessedLesson.id));
    expect(assessment?.score).toBe(80);

    // The same preview applied again is on a stale version: 409 with the current course.
    const stale = await apply(user, courseId, withMaterial.version, plan.edit);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.reason).toBe("COURSE_VERSION_STALE");
    const stalePreview = await preview(user, courseId, withMaterial.version);
    expect(stalePreview.statusCode).toBe(409);
    expect(stalePreview.json().details.reason).toBe("COURSE_VERSION_STALE");

    // A new section's lesson is written from the book, citing it.
    const newLesson = after.sections[1]!.lessons[0]!;
    const written = await fx.call(user, "POST", `/api/lessons/${newLesson.id}/generate-content`);
    expect(written.statusCode, written.body).toBe(200);
    const lesson = written.json() as Lesson;
    expect(lesson.citations.length).toBeGreaterThan(0);
    expect(lesson.citations[0]!.headingPath).toEqual(["Cells", "Cell Membranes"]);

    // Planned again on the re-planned course: everything follows the book already, nothing goes.
    const again = await preview(user, courseId, after.version);
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json() as ReplanPreview;
    expect(second.sections.every((s) => s.status === "kept")).toBe(true);
    expect(second.removed).toEqual([]);
  });

  it("answers 404 for another learner's course and 409 for a source that is not ready", async () => {
    const owner = await createUser(fx.t);
    await makePro(fx.t, owner.id);
    const { goal, courseId } = await goalWithoutSources(owner);
    const source = await attachBook(owner, goal.id);
    const outline = await outlineOf(owner, courseId);

    const other = await createUser(fx.t);
    expect((await preview(other, courseId, outline.version)).statusCode).toBe(404);
    const ownPreview = (await preview(owner, courseId, outline.version)).json() as ReplanPreview;
    expect((await apply(other, courseId, outline.version, ownPreview.edit)).statusCode).toBe(404);

    await fx.t.handle.db.update(sources).set({ state: "failed" }).where(eq(sources.id, source.id));
    const unready = await preview(owner, courseId, outline.version);
    expect(unready.statusCode).toBe(409);
    expect(unready.json().message).toMatch(/could not be read/);
    expect((await outlineOf(owner, courseId)).version).toBe(outline.version);
  });

  it("counts a preview as the Free plan's daily lesson", async () => {
    const user = await createUser(fx.t);
    const { goal, courseId } = await goalWithoutSources(user);
    await attachBook(user, goal.id);
    const outline = await outlineOf(user, courseId);
    expect((await preview(user, courseId, outline.version)).statusCode).toBe(200);
    const second = await preview(user, courseId, outline.version);
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toBe("RATE_LIMIT_EXCEEDED");
  });

  it("refuses bad re-plans with a 4xx: a section kept twice, one not in the course", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const { goal, courseId } = await goalWithoutSources(user);
    await attachBook(user, goal.id);
    const outline = await outlineOf(user, courseId);
    const id = outline.sections[0]!.id;
    const twice = await apply(user, courseId, outline.version, {
      kind: "replanFromSources",
      sections: [
        { kind: "keep", sectionId: id },
        { kind: "keep", sectionId: id },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const foreign = await apply(user, courseId, outline.version, {
      kind: "replanFromSources",
      sections: [{ kind: "keep", sectionId: crypto.randomUUID() }],
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await apply(user, courseId, outline.version, { kind: "replanFromSources", sections: [] });
    expect(empty.statusCode).toBe(400);
    expect((await outlineOf(user, courseId)).version).toBe(outline.version);
  });
});
