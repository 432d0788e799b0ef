import type { Goal, Lesson } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, makePro, useTestApp } from "../../../test/factories.ts";
import { uploadReadyPdf } from "../../../test/grounded-book.ts";
import { lessons, sources } from "../../db/schema/index.ts";

const fx = useTestApp();

const GOAL = "Pass my biology exam using my textbook";

describe("sources: 'Use my material' goals and grounded lessons", () => {
  it("plans courses following the PDF's chapters and sections, and writes a lesson citing its pages", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const source = await uploadReadyPdf(fx, user);

    // The plan follows the outline: one course per chapter.
    const plan = await fx.call(user, "POST", "/api/goals/plan", { goal: GOAL, sourceIds: [source.id] });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json().goal.courses.map((c: { title: string }) => c.title)).toEqual([
      "Cells",
      "Energy",
      "Genetics",
    ]);

    const created = await fx.call(user, "POST", "/api/goals/with-plan", {
      description: GOAL,
      courses: plan.json().goal.courses,
      sourceIds: [source.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const goal = created.json() as Goal;
    // Sections follow each chapter's headings, in order.
    const sections = (await fx.call(user, "GET", `/api/roadmaps/goal/${goal.id}`)).json() as {
      id: string;
      courseId: string;
      content: string;
      order: number;
    }[];
    const topics = (courseId: string) =>
      sections
        .filter((s) => s.courseId === courseId)
        .sort((a, b) => a.order - b.order)
        .map((s) => s.content);
    expect(goal.courses.map((c) => topics(c.id))).toEqual([
      ["Cell Membranes", "Organelles"],
      ["Photosynthesis", "Respiration"],
      ["DNA Replication", "Mendelian Inheritance"],
    ]);
    const first = sections.find((s) => s.courseId === goal.courses[0]!.id && s.order === 0)!;
    const items = (await fx.call(user, "GET", `/api/roadmaps/${first.id}/items`)).json() as { id: string }[];
    const lessonId = items[0]!.id;

    const written = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`);
    expect(written.statusCode, written.body).toBe(200);
    const lesson = written.json() as Lesson;
    expect(lesson.citations.length).toBeGreaterThan(0);
    // The best passage is the section's own page, cited first.
    expect(lesson.citations[0]).toMatchObject({ sourceId: source.id, page: 1, sourceDeleted: false });
    expect(lesson.citations[0]!.headingPath).toEqual(["Cells", "Cell Membranes"]);
    // Its passages are its section's, then its chapter's: none from other chapters sharing a word.
    expect(lesson.citations.map((c) => c.headingPath[0])).toEqual(lesson.citations.map(() => "Cells"));
    const text = JSON.stringify(lesson.content);
    expect(text).toContain("phospholipid bilayer");
    expect(text).toMatch(new RegExp(`\\[${lesson.citations[0]!.n}\\]`));
    // The cited passage is the learner's: the viewer opens at it.
    const passages = (await fx.call(user, "GET", `/api/sources/${source.id}/passages`)).json();
    const cited = passages.passages.find((p: { id: string }) => p.id === lesson.citations[0]!.passageId);
    expect(cited.page).toBe(1);

    // A rewrite that drops a marker drops that reference from the list (the text decides).
    expect(lesson.citations.length).toBe(2);
    const last = lesson.citations.at(-1)!.n;
    const rewritten = JSON.parse(JSON.stringify(lesson.content).replaceAll(`[${last}]`, ""));
    await fx.t.handle.db.update(lessons).set({ content: rewritten }).where(eq(lessons.id, lessonId));
    const read = (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json() as Lesson;
    expect(read.citations.map((c) => c.n)).toEqual(lesson.citations.slice(0, -1).map((c) => c.n));
    await fx.t.handle.db.update(lessons).set({ content: lesson.content }).where(eq(lessons.id, lessonId));

    // The assessment's questions come from the cited passages; grading cites the passage.
    const made = await fx.call(user, "POST", `/api/lessons/${lessonId}/assessment`);
    expect(made.statusCode, made.body).toBe(200);
    const assessment = made.json() as { id: string; questions: { question: string; type: string }[] };
    expect(assessment.questions[0]!.question).toContain("According to your material (Cell Membranes)");
    const graded = await fx.call(user, "POST", `/api/assessments/lesson/${assessment.id}/submit`, {
      answers: assessment.questions.map((q) => (q.type === "open" ? "No idea" : "0")),
    });
    expect(graded.statusCode, graded.body).toBe(200);
    const results = graded.json().result.questions as { citation: Lesson["citations"][number] | null }[];
    expect(results[0]!.citation).toMatchObject({
      sourceId: source.id,
      page: 1,
      headingPath: ["Cells", "Cell Membranes"],
      sourceDeleted: false,
    });

    // The lesson chat answers from the learner's sources, citing the PDF's page.
    const asked = await fx.call(user, "POST", "/api/chat", {
      message: "What does the cell membrane control?",
      lessonId,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = asked.json().response as string;
    expect(answer).toContain("The cell membrane is a phospholipid bilayer. [1]");
    expect(answer).toContain(
      `[Biology book, Page 1 · Cells › Cell Membranes](/sources/${source.id}?passage=`,
    );
    // Nothing relevant: said so, then an answer marked as not from the sources.
    const elsewhere = await fx.call(user, "POST", "/api/chat", {
      message: "Who painted the Sistine Chapel ceiling?",
      lessonId,
    });
    expect(elsewhere.json().response).toMatch(
      /^I could not find this in your sources\.\n\n\*\*From the lesson and general knowledge\*\* \(not from your sources\):/,
    );

    // Deleting the source keeps the lesson's text; its citations say the source is gone.
    expect((await fx.call(user, "DELETE", `/api/sources/${source.id}`)).statusCode).toBe(204);
    const after = (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json() as Lesson;
    expect(JSON.stringify(after.content)).toContain("phospholipid bilayer");
    expect(after.citations.length).toBe(lesson.citations.length);
    expect(after.citations.every((c) => c.sourceDeleted)).toBe(true);
    const kept = (await fx.call(user, "GET", `/api/assessments/lesson/${lessonId}`)).json();
    expect(kept.result.questions[0].citation).toMatchObject({ sourceId: source.id, sourceDeleted: true });
  });

  it("leaves a manual's licence, index, contents and bibliography out of the plan (issue 43)", async () => {
    const user = await createUser(fx.t);
    const page = (title: string) => ({ title, text: `${title} of the manual, one page of it.` });
    const source = await uploadReadyPdf(fx, user, {
      name: "Tool manual.pdf",
      chapters: [
        { title: "Table of Contents", sections: [page("Chapters")] },
        { title: "Getting Started", sections: [page("Installing"), page("First Run")] },
        { title: "Configuration", sections: [page("Profiles")] },
        { title: "GNU Free Documentation License", sections: [page("Preamble")] },
        { title: "Bibliography", sections: [page("Books")] },
        { title: "Index", sections: [page("Entries")] },
      ],
    });
    const plan = await fx.call(user, "POST", "/api/goals/plan", {
      goal: "Use the tool at work",
      sourceIds: [source.id],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json().goal.courses.map((c: { title: string }) => c.title)).toEqual([
      "Getting Started",
      "Configuration",
    ]);
  });

  it("refuses another user's source (404) and one still being read (409)", async () => {
    const owner = await createUser(fx.t);
    await makePro(fx.t, owner.id);
    const source = await uploadReadyPdf(fx, owner);
    const stranger = await createUser(fx.t);
    for (const path of ["/api/goals/plan", "/api/goals/with-plan"]) {
      const body =
        path === "/api/goals/plan"
          ? { goal: GOAL, sourceIds: [source.id] }
          : { description: GOAL, sourceIds: [source.id] };
      const response = await fx.call(stranger, "POST", path, body);
      expect(response.statusCode, path).toBe(404);
    }
    const bad = await fx.call(owner, "POST", "/api/goals/plan", { goal: GOAL, sourceIds: ["nope"] });
    expect(bad.statusCode).toBe(400);
    await fx.t.handle.db.update(sources).set({ state: "processing" }).where(eq(sources.id, source.id));
    const unready = await fx.call(owner, "POST", "/api/goals/plan", { goal: GOAL, sourceIds: [source.id] });
    expect(unready.statusCode).toBe(409);
    expect(unready.json().message).toBe("'Biology book' is still being read; try again when it is ready");
  });

  it("attaches sources to an existing goal: later lessons are written from them; owner-only", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const created = await fx.call(user, "POST", "/api/goals/with-plan", {
      description: "Learn cell biology for my exam",
      courses: ["Cell Membranes"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const goal = created.json() as Goal;
    expect((await fx.call(user, "GET", `/api/goals/${goal.id}/sources`)).json()).toEqual({
      sourceIds: [],
      webGrounding: false,
      webSearch: false,
    });
    const source = await uploadReadyPdf(fx, user);
    const put = await fx.call(user, "PUT", `/api/goals/${goal.id}/sources`, { sourceIds: [source.id] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ sourceIds: [source.id], webGrounding: false, webSearch: false });

    const sections = (await fx.call(user, "GET", `/api/roadmaps/goal/${goal.id}`)).json() as {
      id: string;
      order: number;
    }[];
    const first = sections.find((s) => s.order === 0)!;
    const items = (await fx.call(user, "GET", `/api/roadmaps/${first.id}/items`)).json() as { id: string }[];
    const lesson = (
      await fx.call(user, "POST", `/api/lessons/${items[0]!.id}/generate-content`)
    ).json() as Lesson;
    expect(lesson.citations.length).toBeGreaterThan(0);
    expect(lesson.citations.every((c) => c.sourceId === source.id)).toBe(true);

    // Another user can neither read nor change the goal's sources, nor attach this source elsewhere.
    const stranger = await createUser(fx.t);
    expect((await fx.call(stranger, "GET", `/api/goals/${goal.id}/sources`)).statusCode).toBe(404);
    expect(
      (await fx.call(stranger, "PUT", `/api/goals/${goal.id}/sources`, { sourceIds: [] })).statusCode,
    ).toBe(404);
    const theirs = await fx.call(stranger, "POST", "/api/goals/with-plan", {
      description: "Learn cell biology",
      courses: ["Cells"],
    });
    const stolen = await fx.call(stranger, "PUT", `/api/goals/${theirs.json().id}/sources`, {
      sourceIds: [source.id],
    });
    expect(stolen.statusCode).toBe(404);
    // Detaching: none left.
    const cleared = await fx.call(user, "PUT", `/api/goals/${goal.id}/sources`, { sourceIds: [] });
    expect(cleared.json()).toEqual({ sourceIds: [], webGrounding: false, webSearch: false });
  });
});
