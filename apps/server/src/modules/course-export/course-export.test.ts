import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { micromark } from "micromark";
import { math, mathHtml } from "micromark-extension-math";
import { beforeAll, describe, expect, it } from "vitest";
import { writeDemoCourse } from "../../../test/demo-course.ts";
import { createUser, makePro, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { lessons } from "../../db/schema/index.ts";
import { EXPORT_PAGE_SIZE } from "./service.ts";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("course export", () => {
  const fx = useTestApp();
  let user: TestUser;
  let demo: Awaited<ReturnType<typeof writeDemoCourse>>;

  beforeAll(async () => {
    user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    demo = await writeDemoCourse(fx.t, user);
  });

  it("writes a Markdown zip: an index, a file per lesson in section folders, math as $…$, fenced code, images alongside", async () => {
    const res = await fx.call(user, "GET", `/api/courses/${demo.courseId}/export?format=markdown`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.zip"/);
    const files = unzipSync(res.rawPayload);
    const names = Object.keys(files);
    const root = names[0]!.split("/")[0]!;
    const index = text(files[`${root}/index.md`]!);
    expect(index).toContain(`# ${demo.course.title}`);

    const lessonFiles = names.filter((n) => n.endsWith(".md") && n !== `${root}/index.md`);
    expect(lessonFiles).toHaveLength(demo.lessons.length);
    for (const name of lessonFiles) expect(name.split("/")).toHaveLength(3); // root/section/lesson.md
    expect(lessonFiles[0]).toMatch(/\/01 [^/]+\/01 [^/]+\.md$/);
    // The index links every lesson by its path.
    for (const name of lessonFiles)
      expect(index).toContain(
        name
          .slice(root.length + 1)
          .split("/")
          .map(encodeURIComponent)
          .join("/"),
      );

    const all = lessonFiles.map((name) => text(files[name]!)).join("\n");
    for (const lesson of demo.lessons) expect(all).toContain(`# ${lesson.title}`);
    const rendered = micromark(all, { extensions: [math()], htmlExtensions: [mathHtml()] });
    expect(all).toMatch(/```python\n/);
    expect(rendered).toMatch(/<code class="language-python">/);
    expect(all).toMatch(/\$\$\n[^$]+\n\$\$/);
    expect(rendered).toMatch(/class="katex-display"/);
    expect(rendered).toMatch(/class="katex"/);

    // The first lesson's illustration sits in its section's images folder and its file shows it.
    const image = names.find((n) => n.endsWith(".svg") && n.includes("/images/"))!;
    expect(text(files[image]!)).toContain("<svg");
    const first = text(files[lessonFiles[0]!]!);
    expect(first).toContain(`](images/${image.split("/").pop()})`);
  });

  it("writes one HTML page that needs nothing else: every lesson, KaTeX and its fonts, the image inlined, no scripts", async () => {
    const res = await fx.call(user, "GET", `/api/courses/${demo.courseId}/export?format=html`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = res.body;
    for (const lesson of demo.lessons) expect(html).toContain(`>${lesson.title.replace(/&/g, "&amp;")}</h2>`);
    expect(html.match(/<article class="lesson"/g)).toHaveLength(demo.lessons.length);
    expect(html).toContain('class="katex"');
    // Code is coloured on the server (highlight.js's classes, styled in the page), still escaped.
    expect(html).toMatch(/<figcaption>python<\/figcaption><pre><code>[\s\S]*?<span class="hljs-keyword">/);
    expect(html).toContain("data:font/woff2;base64,");
    expect(html).toContain("data:image/svg+xml;base64,");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    expect(html).not.toMatch(/url\((?!data:)/);
    expect(html).toContain(".toc{break-after:page}");
    expect(html).toContain(".lesson{break-before:page");
  });

  it("answers 404 for another learner's course and for none, 400 for an unknown format", async () => {
    const stranger = await createUser(fx.t);
    expect(
      (await fx.call(stranger, "GET", `/api/courses/${demo.courseId}/export?format=html`)).statusCode,
    ).toBe(404);
    expect(
      (await fx.call(stranger, "GET", `/api/courses/${demo.courseId}/export?format=markdown`)).statusCode,
    ).toBe(404);
    const missing = await fx.call(user, "GET", `/api/courses/${crypto.randomUUID()}/export?format=html`);
    expect(missing.statusCode).toBe(404);
    const bad = await fx.call(user, "GET", `/api/courses/${demo.courseId}/export?format=docx`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/format/);
    expect(
      (await fx.t.app.inject({ url: `/api/courses/${demo.courseId}/export?format=html` })).statusCode,
    ).toBe(401);
  });

  it("reads a long course a page at a time and leaves hidden lessons out", async () => {
    const learner = await createUser(fx.t);
    const { courseIds } = await seedGoalTree(fx.t, learner.id, {
      courseCount: 1,
      sectionCount: 3,
      lessonCount: 20,
    });
    const db = fx.t.handle.db;
    await db.update(lessons).set({
      content: {
        title: "Seeded",
        blocks: [
          { type: "paragraph", text: "Uses **bold** and `code`; <script>alert(1)</script> stays text." },
          { type: "paragraph", text: "Cells divide [1]; array[7] stays as written." },
          {
            type: "paragraph",
            text: 'See ![A cell [1] dividing](https://example.com/cell.png "Mitosis [1]") in [the atlas](https://example.com/atlas "Atlas [1]") [1], `arr[1]`.',
          },
          { type: "codeBlock", language: "sql", code: "select 1;" },
          { type: "mathInline", latex: "x^2" },
          { type: "diagram", title: "Flow", source: "flowchart LR\n  a --> b" },
          {
            type: "checkpoint",
            question: "Which keyword reads rows?",
            choices: ["select", "insert"],
            answer: "select",
            explanation: "select reads; insert writes.",
          },
        ],
      },
      citations: [
        {
          n: 1,
          sourceId: crypto.randomUUID(),
          passageId: crypto.randomUUID(),
          sourceTitle: "Cells.pdf",
          page: 2,
          headingPath: ["Cells", "Division"],
          quote: "A cell  divides\ninto two.",
        },
      ],
    });
    const [hidden] = await db
      .update(lessons)
      .set({ isHidden: true, title: "Hidden from the course" })
      .where(eq(lessons.title, "Course 1 section 2 lesson 4"))
      .returning();
    expect(hidden).toBeDefined();
    const total = 3 * 20 - 1;
    expect(total).toBeGreaterThan(EXPORT_PAGE_SIZE * 2);
    const zip = unzipSync(
      (await fx.call(learner, "GET", `/api/courses/${courseIds[0]}/export?format=markdown`)).rawPayload,
    );
    const mdFiles = Object.keys(zip).filter((n) => n.endsWith(".md") && !n.endsWith("/index.md"));
    expect(mdFiles).toHaveLength(total);
    expect(text(zip[mdFiles[5]!]!)).toContain("```sql\nselect 1;\n```");
    expect(text(zip[mdFiles[5]!]!)).toContain("$x^2$");
    expect(text(zip[mdFiles[5]!]!)).toContain("Cells divide [^1]; array[7] stays as written.");
    expect(text(zip[mdFiles[5]!]!)).toContain(
      "[^1]: Cells.pdf, page 2, Cells › Division: “A cell divides into two.”",
    );
    expect(text(zip[mdFiles[5]!]!)).toContain("**Flow**\n\n```mermaid\nflowchart LR\n  a --> b\n```");
    expect(text(zip[mdFiles[5]!]!)).toContain(
      "> **Checkpoint:** Which keyword reads rows?\n> - select\n> - insert\n>\n> *Answer:* select — select reads; insert writes.",
    );

    const html = (await fx.call(learner, "GET", `/api/courses/${courseIds[0]}/export?format=html`)).body;
    expect(html.match(/<article class="lesson"/g)).toHaveLength(total);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain(
      'Cells divide <sup><a href="#lesson-6-ref-1" aria-label="Reference 1">[1]</a></sup>; array[7]',
    );
    // A marker in an image's alt or title, a link's title or text, or inline code stays as written:
    // no link lands inside an attribute, a link or code; the one in the text is linked.
    expect(html).toContain(
      '<img src="https://example.com/cell.png" alt="A cell [1] dividing" title="Mitosis [1]" /> in <a href="https://example.com/atlas" title="Atlas [1]">the atlas</a> <sup><a href="#lesson-6-ref-1" aria-label="Reference 1">[1]</a></sup>, <code>arr[1]</code>.',
    );
    for (const attribute of html.matchAll(/\s(?:alt|title)="([^"]*)"/g))
      expect(attribute[1]).not.toMatch(/<|&lt;sup/);
    expect(html).toContain(
      '<li value="1" id="lesson-6-ref-1">Cells.pdf, page 2, Cells › Division: <q>A cell divides into two.</q></li>',
    );
    expect(html).toContain(
      '<pre tabindex="0" aria-label="Diagram source"><code>flowchart LR\n  a --&gt; b</code></pre>',
    );
    expect(html).toContain(
      "<details><summary>Answer</summary><p>select — select reads; insert writes.</p></details>",
    );
    expect(html).not.toContain("Hidden from the course");
    expect(Object.keys(zip).join("\n")).not.toContain("Hidden from the course");
  });
});
