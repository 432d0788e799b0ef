import type { CourseOutline, Lesson, LessonCheck, LessonCheckState, Source } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  createPlannedGoal,
  createUser,
  seedGoalTree,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import { startFakeWeb } from "../../../test/fakes/fake-web.ts";
import { lessons } from "../../db/schema/index.ts";
import { SEARCH_NOT_CONFIGURED } from "./service.ts";

const web = await startFakeWeb();
const fx = useTestApp({
  FETCH_ALLOW_PRIVATE: "127.0.0.1",
  SEARCH_PROVIDER: "searxng",
  SEARCH_BASE_URL: web.url,
});
afterAll(() => web.close());

/** A written lesson of the learner's whose first claim has dated (Node.js 22 was the LTS line). */
async function writtenLesson(user: TestUser): Promise<string> {
  return (await writtenLessonIn(user)).lessonId;
}

async function writtenLessonIn(user: TestUser): Promise<{ lessonId: string; courseId: string }> {
  const { sectionIds, courseIds } = await seedGoalTree(fx.t, user.id, {
    courseCount: 1,
    sectionCount: 1,
    lessonCount: 1,
  });
  const [lesson] = await fx.t.handle.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.roadmapId, sectionIds[0]!));
  await fx.t.handle.db
    .update(lessons)
    .set({
      generationStatus: "ready",
      content: {
        title: "Choosing a Node.js version",
        blocks: [
          { type: "header", level: 2, text: "Which version" },
          { type: "paragraph", text: "Node.js 22 is the current long-term support release [1]." },
          { type: "paragraph", text: "An event loop runs callbacks one at a time." },
        ],
      },
    })
    .where(eq(lessons.id, lesson!.id));
  return { lessonId: lesson!.id, courseId: courseIds[0]! };
}

describe("'Check this lesson' against a search engine (a fake SearXNG)", () => {
  it("finds the claim that dated, reads the result pages (robots.txt honoured) and says what changed, citing the page", async () => {
    const user = await createUser(fx.t);
    const lessonId = await writtenLesson(user);
    const before = (await fx.call(user, "GET", `/api/lessons/${lessonId}/check`)).json() as LessonCheckState;
    expect(before).toEqual({ available: true, reason: null, check: null });

    const response = await fx.call(user, "POST", `/api/lessons/${lessonId}/check`);
    expect(response.statusCode, response.body).toBe(201);
    const check = response.json() as LessonCheck;
    expect(check).toMatchObject({ searchedWith: "searxng", outdated: false });
    expect(web.state.searches.length).toBeGreaterThan(0);
    const claim = check.claims.find((c) => c.claim.includes("Node.js 22"))!;
    expect(claim.verdict).toBe("changed");
    expect(claim.finding).toContain("Node.js 24");
    const page = check.pages.find((p) => p.n === claim.pages[0])!;
    expect(page).toMatchObject({ url: `${web.url}/news/node-lts`, title: "Node.js 24 becomes the LTS line" });
    expect(page.excerpt).toContain("Node.js 24 is the current long-term support release");
    // robots.txt keeps BrainyBot out of /blocked: the engine's snippet stands in, the page is never fetched.
    expect(web.state.paths).toContain("/robots.txt");
    expect(web.state.paths).not.toContain("/blocked/page");
    expect(check.pages.some((p) => p.url.startsWith("file:"))).toBe(false);

    const after = (await fx.call(user, "GET", `/api/lessons/${lessonId}/check`)).json() as LessonCheckState;
    expect(after.check?.id).toBe(check.id);

    const other = await createUser(fx.t);
    expect((await fx.call(other, "GET", `/api/lessons/${lessonId}/check`)).statusCode).toBe(404);
    expect((await fx.call(other, "POST", `/api/lessons/${lessonId}/check`)).statusCode).toBe(404);
  });

  it("'Rewrite with these pages': the course-edit rewrite corrects the changed claim and cites the page", async () => {
    const user = await createUser(fx.t);
    const { lessonId, courseId } = await writtenLessonIn(user);
    const check = (await fx.call(user, "POST", `/api/lessons/${lessonId}/check`)).json() as LessonCheck;
    const outline = (await fx.call(user, "GET", `/api/courses/${courseId}/outline`)).json() as CourseOutline;
    const edit = (checkId: string) =>
      fx.call(user, "POST", `/api/courses/${courseId}/edits`, {
        courseVersion: outline.version,
        edit: {
          kind: "rewriteLesson",
          lessonId,
          style: "custom",
          instruction: "Bring it up to date",
          checkId,
        },
      });
    // Another learner's check (or none) is not a page source.
    expect((await edit("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const edited = await edit(check.id);
    expect(edited.statusCode, edited.body).toBe(200);
    let lesson: Lesson | undefined;
    for (let i = 0; i < 200; i++) {
      lesson = (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json() as Lesson;
      if (lesson.generationStatus === "ready") break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const text = JSON.stringify(lesson!.content);
    expect(text).toContain("Node.js 24 is the current long-term support release");
    expect(text).not.toContain("Node.js 22 is the current");
    const cited = lesson!.citations.find((c) => c.url === `${web.url}/news/node-lts`)!;
    expect(cited).toMatchObject({
      sourceId: null,
      passageId: null,
      sourceTitle: "Node.js 24 becomes the LTS line",
    });
    expect(text).toContain(`[${cited.n}]`);
    // The check now reads as made on an earlier version.
    const state = (await fx.call(user, "GET", `/api/lessons/${lessonId}/check`)).json() as LessonCheckState;
    expect(state.check?.outdated).toBe(true);
  });

  it("a goal switched to write with web results writes its new lessons from the pages found, citing them", async () => {
    const user = await createUser(fx.t);
    const goal = await createPlannedGoal(fx.t, user, "Pick a Node.js version for production");
    const set = await fx.call(user, "PUT", `/api/goals/${goal.id}/sources`, {
      sourceIds: [],
      webGrounding: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ sourceIds: [], webGrounding: true, webSearch: true });
    expect((await fx.call(user, "GET", `/api/goals/${goal.id}/sources`)).json()).toMatchObject({
      webGrounding: true,
    });
    const other = await createUser(fx.t);
    expect(
      (await fx.call(other, "PUT", `/api/goals/${goal.id}/sources`, { sourceIds: [], webGrounding: false }))
        .statusCode,
    ).toBe(404);

    const courseId = goal.courses.find((c) => c.isActive)!.id;
    const outline = (await fx.call(user, "GET", `/api/courses/${courseId}/outline`)).json() as CourseOutline;
    const lessonId = outline.sections[0]!.lessons[0]!.id;
    const written = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`);
    expect(written.statusCode, written.body).toBe(200);
    const lesson = written.json() as Lesson;
    const cited = lesson.citations.find((c) => c.url === `${web.url}/news/node-lts`);
    expect(cited).toMatchObject({
      sourceId: null,
      passageId: null,
      sourceTitle: "Node.js 24 becomes the LTS line",
    });
    expect(JSON.stringify(lesson.content)).toContain(`[${cited!.n}]`);
  });

  it("without a search engine a real model says what to configure; the demo checks against the learner's own links", async () => {
    const user = await createUser(fx.t);
    const lessonId = await writtenLesson(user);
    const deps = fx.t.app.deps;
    const search = deps.web.search;
    const provider = deps.config.AI_PROVIDER;
    try {
      deps.web.search = null;
      deps.config.AI_PROVIDER = "openai";
      const state = (await fx.call(user, "GET", `/api/lessons/${lessonId}/check`)).json() as LessonCheckState;
      expect(state).toMatchObject({ available: false, reason: SEARCH_NOT_CONFIGURED });
      const refused = await fx.call(user, "POST", `/api/lessons/${lessonId}/check`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(SEARCH_NOT_CONFIGURED);

      deps.config.AI_PROVIDER = "demo";
      const added = await fx.call(user, "POST", "/api/sources/link", { url: `${web.url}/article` });
      for (let i = 0; i < 200; i++) {
        const s = (await fx.call(user, "GET", `/api/sources/${added.json().id}`)).json() as Source;
        if (s.state === "ready") break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const check = (await fx.call(user, "POST", `/api/lessons/${lessonId}/check`)).json() as LessonCheck;
      expect(check.searchedWith).toBe("demo");
      const claim = check.claims.find((c) => c.claim.includes("Node.js 22"))!;
      expect(claim.verdict).toBe("holds");
      expect(check.pages[claim.pages[0]! - 1]!.url).toBe(`${web.url}/article#which-version`);
    } finally {
      deps.web.search = search;
      deps.config.AI_PROVIDER = provider;
    }
  });
});
