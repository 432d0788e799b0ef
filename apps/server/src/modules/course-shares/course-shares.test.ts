import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { createUser, makePro, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/client.ts";
import {
  chatMessages,
  courses,
  goals,
  lessonAssessments,
  lessons,
  notes,
  reviewCards,
  roadmaps,
} from "../../db/schema/index.ts";

const CONTENT = {
  title: "Variables",
  blocks: [
    { type: "header", level: 2, text: "What a variable is" },
    { type: "paragraph", text: "A name bound to a **value**, written `x = 1`." },
    { type: "codeBlock", language: "python", code: "x = 1\nprint(x < 2)" },
    { type: "mathBlock", latex: "a^2 + b^2 = c^2" },
    { type: "imagePlaceholder", alt: "A box labelled x" },
    { type: "diagram", title: "Binding", source: "flowchart LR\n  x --> one[1]" },
    {
      type: "checkpoint",
      question: "Which line binds x?",
      choices: ["x = 1", "1 = x"],
      answer: "x = 1",
      explanation: "A single = binds.",
    },
  ],
};

type Share = { token: string; path: string; showName: boolean; createdAt: string };

describe("sharing a course", () => {
  const fx = useTestApp();

  /** An owner with a goal of one course, two sections of two lessons, the first lesson written and done. */
  async function ownerWithCourse(overrides: { firstName?: string } = {}) {
    const owner = await createUser(fx.t, { firstName: overrides.firstName ?? "Zebediah" });
    const { goalId, courseIds, sectionIds } = await seedGoalTree(fx.t, owner.id, {
      courseCount: 1,
      sectionCount: 2,
      lessonCount: 2,
    });
    const db = fx.t.handle.db;
    const coverUrl = await fx.t.app.deps.media.put(
      `${crypto.randomUUID().replace(/-/g, "")}.svg`,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"/>'),
      "image/svg+xml",
    );
    await db
      .update(courses)
      .set({ imageUrl: coverUrl, description: "Names and values" })
      .where(eq(courses.id, courseIds[0]!));
    const [first] = await db
      .update(lessons)
      .set({
        content: CONTENT,
        generationStatus: "ready",
        isCompleted: true,
        grade: 87,
        completedAt: new Date(),
        imageUrl: coverUrl,
      })
      .where(and(eq(lessons.roadmapId, sectionIds[0]!), eq(lessons.order, 0)))
      .returning();
    await db.insert(lessonAssessments).values({
      userId: owner.id,
      lessonId: first!.id,
      status: "ready",
      questions: [
        {
          kind: "choice",
          question: "Which binds x?",
          options: ["x = 1", "x == 1"],
          correctIndex: 0,
          citation: {
            n: 1,
            sourceId: crypto.randomUUID(),
            passageId: crypto.randomUUID(),
            sourceTitle: "Owner's private lecture notes.pdf",
            page: 3,
            headingPath: [],
            quote: "Binding gives a value a name.",
          },
        },
      ],
      answers: ["x == 1"],
      score: 73,
      results: [],
      submittedAt: new Date(),
    });
    await db.insert(notes).values({
      userId: owner.id,
      title: "Owner private note title",
      titleKey: "owner private note title",
      content: "Secret note text about my cat Biscuit",
      lessonId: first!.id,
    });
    return { owner, goalId, courseId: courseIds[0]!, sectionIds, lessonId: first!.id, coverUrl };
  }

  const share = async (user: TestUser, courseId: string, showName = false) => {
    const res = await fx.call(user, "PUT", `/api/courses/${courseId}/share`, { showName });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Share;
  };
  const get = (url: string) => fx.t.app.inject({ method: "GET", url });

  it("makes an unguessable link, keeps it when the name opt-in changes, and shows it to its owner only", async () => {
    const { owner, courseId } = await ownerWithCourse();
    const created = await share(owner, courseId);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.token, "base64url")).toHaveLength(32);
    expect(created).toMatchObject({ path: `/share/${created.token}`, showName: false });

    const changed = await share(owner, courseId, true);
    expect(changed).toMatchObject({ token: created.token, showName: true });
    const status = await fx.call(owner, "GET", `/api/courses/${courseId}/share`);
    expect(status.json()).toMatchObject({ share: { token: created.token, showName: true } });

    // Another course gets another token: nothing is derived from ids or time.
    const other = await ownerWithCourse();
    const second = await share(other.owner, other.courseId);
    expect(second.token).not.toBe(created.token);

    // A made-up token of the right shape opens nothing.
    const guess = "A".repeat(43);
    expect((await get(`/share/${guess}`)).statusCode).toBe(404);
    expect((await get(`/api/shared-courses/${guess}`)).statusCode).toBe(404);
    expect((await get(`/share/${guess}/cover`)).statusCode).toBe(404);
    expect((await get("/share/short")).statusCode).toBe(404);
  });

  it("another user can neither read, change nor revoke my share (404)", async () => {
    const { owner, courseId } = await ownerWithCourse();
    const { token } = await share(owner, courseId);
    const stranger = await createUser(fx.t);
    for (const [method, payload] of [["GET"], ["PUT", { showName: true }], ["DELETE"]] as const) {
      const res = await fx.call(stranger, method, `/api/courses/${courseId}/share`, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect((await get(`/share/${token}`)).statusCode).toBe(200);
    const mine = await fx.call(owner, "GET", `/api/courses/${courseId}/share`);
    expect(mine.json()).toMatchObject({ share: { token, showName: false } });
    expect((await get(`/api/courses/${courseId}/share`)).statusCode).toBe(401);
  });

  it("a revoked link answers 404 at once, here and on another instance of the same database", async () => {
    const { owner, courseId } = await ownerWithCourse();
    const { token } = await share(owner, courseId);
    const secondHandle = fx.t.databaseUrl ? await openDatabase({ url: fx.t.databaseUrl, poolSize: 2 }) : null;
    const other: FastifyInstance = await buildApp({
      config: testConfig(),
      db: secondHandle?.db ?? fx.t.handle.db,
      dbKind: fx.t.handle.kind,
      logger: false,
    });
    try {
      expect((await other.inject({ method: "GET", url: `/share/${token}` })).statusCode).toBe(200);
      expect((await get(`/share/${token}`)).statusCode).toBe(200);
      const revoked = await fx.call(owner, "DELETE", `/api/courses/${courseId}/share`);
      expect(revoked.statusCode).toBe(204);
      for (const url of [`/share/${token}`, `/share/${token}/cover`, `/api/shared-courses/${token}`]) {
        expect((await get(url)).statusCode, url).toBe(404);
        expect((await other.inject({ method: "GET", url })).statusCode, url).toBe(404);
      }
      const page = await get(`/share/${token}`);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.body).toContain("does not open a course");
      const reader = await createUser(fx.t);
      expect((await fx.call(reader, "POST", `/api/shared-courses/${token}/copy`)).statusCode).toBe(404);
      expect((await fx.call(owner, "GET", `/api/courses/${courseId}/share`)).json()).toEqual({ share: null });
      // Sharing again makes a new link; the old one stays dead.
      const again = await share(owner, courseId);
      expect(again.token).not.toBe(token);
      expect((await get(`/share/${token}`)).statusCode).toBe(404);
    } finally {
      await other.close();
      await secondHandle?.close();
    }
  });

  it("the page and everything it loads hold none of the owner's private data", async () => {
    const { owner, courseId, coverUrl } = await ownerWithCourse();
    await fx.t.handle.db.insert(chatMessages).values({
      userId: owner.id,
      role: "user",
      content: "Chat message mentioning my password hint",
    });
    const { token } = await share(owner, courseId);
    const page = await get(`/share/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    const html = page.body;
    // What it shows: the roadmap, the written lesson (code and math readable), the cover, the card tags.
    expect(html).toContain("<h1>Course 1</h1>");
    expect(html).toContain("Course 1 section 2 lesson 2");
    expect(html).toContain("print(x &#60; 2)");
    expect(html).toContain("<math");
    // A diagram shows its source (no script draws it); a checkpoint its answer behind a disclosure.
    expect(html).toContain("flowchart LR\n  x --&#62; one[1]");
    expect(html).toContain("Which line binds x?");
    expect(html).toMatch(
      /<details><summary>Show the answer<\/summary><p>x = 1 — A single = binds\.<\/p><\/details>/,
    );
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/share\/[^"]+\/cover">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain(coverUrl);

    // Every same-origin resource the page loads or links to under /share, plus the API the app reads.
    const urls = [...html.matchAll(/(?:src|href|content)="([^"]+)"/g)]
      .map((m) => m[1]!.replace(/^https?:\/\/[^/]+/, ""))
      .filter((u) => u.startsWith("/share/") || u.startsWith("/api/"));
    urls.push(`/api/shared-courses/${token}`);
    expect(urls).toContain(`/share/${token}/cover`);
    expect(urls.some((u) => u.includes("/lessons/"))).toBe(true);
    const bodies = [html];
    for (const url of new Set(urls)) {
      const res = await get(url.replace(/#.*$/, ""));
      expect(res.statusCode, url).toBe(200);
      bodies.push(res.body);
    }
    const secrets = [
      owner.email,
      owner.username,
      "Zebediah",
      "Secret note text",
      "Owner private note title",
      "password hint",
      "87%",
      "73%",
      '"score"',
      '"grade"',
      "isCompleted",
      "x == 1",
      "correctIndex",
    ];
    for (const body of bodies) {
      for (const secret of secrets) expect(body, secret).not.toContain(secret);
    }

    // Opting in shows the first name (never the email).
    await share(owner, courseId, true);
    const named = (await get(`/share/${token}`)).body;
    expect(named).toContain("Shared by Zebediah");
    expect(named).not.toContain(owner.email);
    expect((await get(`/api/shared-courses/${token}`)).json()).toMatchObject({ sharedBy: "Zebediah" });
  });

  it("'Add to my goals' makes an independent copy from zero, counted against the plan's goal limit", async () => {
    const { owner, courseId, lessonId, sectionIds } = await ownerWithCourse();
    // A lesson being written holds its blocks so far: neither shown nor copied as written.
    await fx.t.handle.db
      .update(lessons)
      .set({ content: { title: "Half", blocks: [CONTENT.blocks[0]!] }, generationStatus: "generating" })
      .where(and(eq(lessons.roadmapId, sectionIds[0]!), eq(lessons.order, 1)));
    const { token } = await share(owner, courseId);
    expect((await get(`/share/${token}`)).body).not.toContain("Half");
    const reader = await createUser(fx.t);
    expect((await get(`/api/shared-courses/${token}`)).json()).toMatchObject({
      title: "Course 1",
      sharedBy: null,
      sectionCount: 2,
      lessonCount: 4,
      writtenLessonCount: 1,
      coverUrl: `/share/${token}/cover`,
    });
    const copied = await fx.call(reader, "POST", `/api/shared-courses/${token}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const { goalId, courseId: copyId } = copied.json() as { goalId: string; courseId: string };

    const db = fx.t.handle.db;
    const [goal] = await db.select().from(goals).where(eq(goals.id, goalId));
    expect(goal).toMatchObject({ userId: reader.id, isActive: true, isCompleted: false, title: "Course 1" });
    const sections = await db.select().from(roadmaps).where(eq(roadmaps.courseId, copyId));
    expect(sections).toHaveLength(2);
    expect(sections.every((s) => s.userId === reader.id && !s.isCompleted)).toBe(true);
    const copies = await db
      .select()
      .from(lessons)
      .where(
        inArray(
          lessons.roadmapId,
          sections.map((s) => s.id),
        ),
      );
    expect(copies).toHaveLength(4);
    expect(copies.every((l) => l.userId === reader.id && !l.isCompleted && l.grade === null)).toBe(true);
    expect(copies.filter((l) => l.content !== null)).toHaveLength(1);
    expect(copies.filter((l) => l.generationStatus === "ready")).toHaveLength(1);
    const writtenCopy = copies.find((l) => l.content !== null)!;
    expect(writtenCopy).toMatchObject({ content: CONTENT, generationStatus: "ready" });
    expect(writtenCopy.id).not.toBe(lessonId);
    const [assessment] = await db
      .select()
      .from(lessonAssessments)
      .where(eq(lessonAssessments.lessonId, writtenCopy.id));
    expect(assessment).toMatchObject({ userId: reader.id, status: "ready", score: null, answers: null });
    expect(assessment!.questions).toHaveLength(1);
    // Its question keeps no citation of the owner's private source.
    expect(assessment!.questions[0]).toEqual({
      kind: "choice",
      question: "Which binds x?",
      options: ["x = 1", "x == 1"],
      correctIndex: 0,
    });

    // The reader's own review cards are written for the copied lesson, as after writing a lesson.
    await vi.waitFor(
      async () => {
        const cards = await db
          .select()
          .from(reviewCards)
          .where(and(eq(reviewCards.userId, reader.id), eq(reviewCards.lessonId, writtenCopy.id)));
        expect(cards.length).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 100 },
    );

    // The reader sees it as their own goal, from zero, through the API.
    const lesson = await fx.call(reader, "GET", `/api/lessons/${writtenCopy.id}`);
    expect(lesson.statusCode, lesson.body).toBe(200);
    expect(lesson.json()).toMatchObject({ isCompleted: false, content: { title: "Variables" } });

    // The owner's later edit leaves the copy as it was.
    const edited = { title: "Variables, rewritten", blocks: [{ type: "paragraph", text: "New text" }] };
    await db.update(lessons).set({ content: edited, title: "Renamed" }).where(eq(lessons.id, lessonId));
    const [after] = await db.select().from(lessons).where(eq(lessons.id, writtenCopy.id));
    expect(after).toMatchObject({ content: CONTENT, title: writtenCopy.title });
    expect((await get(`/share/${token}`)).body).toContain("Renamed");

    // The copy counts as a goal in progress: a second copy on Free meets the goal limit.
    const again = await fx.call(reader, "POST", `/api/shared-courses/${token}/copy`);
    expect(again.statusCode).toBe(402);
    expect(again.json()).toMatchObject({ error: "PRO_REQUIRED" });
    expect(again.json().message).toMatch(/^Goal Limit Reached/);
    expect((await db.select().from(goals).where(eq(goals.userId, reader.id))).length).toBe(1);
  });

  it("Pro copies up to ten goals in progress, then 409 like any new goal; signed out is 401", async () => {
    const { owner, courseId } = await ownerWithCourse();
    const { token } = await share(owner, courseId);
    const pro = await createUser(fx.t);
    await makePro(fx.t, pro.id);
    for (let i = 0; i < 9; i += 1)
      await seedGoalTree(fx.t, pro.id, { courseCount: 1, sectionCount: 1, lessonCount: 1, isActive: false });
    expect((await fx.call(pro, "POST", `/api/shared-courses/${token}/copy`)).statusCode).toBe(201);
    const full = await fx.call(pro, "POST", `/api/shared-courses/${token}/copy`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^Maximum Goals Reached/);
    const anonymous = await fx.t.app.inject({ method: "POST", url: `/api/shared-courses/${token}/copy` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("a grounded lesson's [n] markers and references stay out of the page and the copy", async () => {
    const { owner, courseId, sectionIds } = await ownerWithCourse();
    const citation = (n: number, quote: string) => ({
      n,
      sourceId: crypto.randomUUID(),
      passageId: crypto.randomUUID(),
      sourceTitle: "Owner's private lecture notes.pdf",
      page: n + 2,
      headingPath: ["Private chapter"],
      quote,
    });
    await fx.t.handle.db
      .update(lessons)
      .set({
        content: {
          title: "Bindings",
          blocks: [
            { type: "paragraph", text: "Binding gives a value a name. [1]" },
            { type: "list", ordered: false, items: ["A name can be bound again. [2]", "Plain point."] },
            { type: "codeBlock", language: "python", code: "xs = [1]\nprint(xs[1])" },
            { type: "paragraph", text: "Write `xs[1]` for the second item [2][1]." },
          ],
        },
        generationStatus: "ready",
        citations: [citation(1, "Binding gives a value a name."), citation(2, "Names can be rebound.")],
      })
      .where(and(eq(lessons.roadmapId, sectionIds[0]!), eq(lessons.order, 1)));
    const { token } = await share(owner, courseId);

    const page = (await get(`/share/${token}`)).body;
    expect(page).toContain("<p>Binding gives a value a name.</p>");
    expect(page).toContain("<li>A name can be bound again.</li>");
    expect(page).toContain("for the second item.</p>");
    const grounded = page.slice(
      page.indexOf("Written from the author"),
      page.indexOf("</article>", page.indexOf("Written from the author")),
    );
    expect(grounded.replace(/<code[^>]*>[^<]*<\/code>/g, "")).not.toMatch(/\[\d\]/);
    // Code and a marker-like text that cites nothing stay as written.
    expect(page).toContain("xs = [1]");
    expect(page).toContain("<code>xs[1]</code>");
    expect(page).toContain("Written from the author&#39;s own material; its references stay private.");
    expect(page).not.toContain("lecture notes");
    expect(page).not.toContain("Private chapter");
    // The ungrounded lesson gets no note.
    expect(page.match(/its references stay private/g)).toHaveLength(1);

    const reader = await createUser(fx.t);
    await makePro(fx.t, reader.id);
    const copied = await fx.call(reader, "POST", `/api/shared-courses/${token}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const outline = (await fx.call(reader, "GET", `/api/courses/${copied.json().courseId}/outline`)).json();
    const lessonId = outline.sections[0].lessons[1].id as string;
    const lesson = (await fx.call(reader, "GET", `/api/lessons/${lessonId}`)).json();
    expect(lesson.citations).toEqual([]);
    expect(lesson.content.blocks).toEqual([
      { type: "paragraph", text: "Binding gives a value a name." },
      { type: "list", ordered: false, items: ["A name can be bound again.", "Plain point."] },
      { type: "codeBlock", language: "python", code: "xs = [1]\nprint(xs[1])" },
      { type: "paragraph", text: "Write `xs[1]` for the second item." },
    ]);
  });
});

describe("the share page's request limit", () => {
  const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "3" });

  it("counts the public page like an API route (it reads the database), with a clear 429", async () => {
    const owner = await createUser(fx.t);
    const { courseIds } = await seedGoalTree(fx.t, owner.id, {
      courseCount: 1,
      sectionCount: 1,
      lessonCount: 1,
    });
    const res = await fx.call(owner, "PUT", `/api/courses/${courseIds[0]}/share`, { showName: false });
    const { path } = res.json() as Share;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await fx.t.app.inject({ method: "GET", url: path })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
