import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { lessonSlides } from "@brainy/contract";
import { parseOffice } from "officeparser";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, useTestApp } from "../../../test/factories.ts";
import { chromiumPath, EVERY_BLOCK_LESSON, slideHelpers } from "../../../test/slides.ts";
import { createChromiumRenderer } from "../../slides/renderer.ts";

const fx = useTestApp();
const { learner } = slideHelpers(fx);
const SLIDES = lessonSlides(EVERY_BLOCK_LESSON);
const renderer = chromiumPath ? createChromiumRenderer(chromiumPath) : null;
afterAll(() => renderer?.close());

type OfficeNode = { type: string; text?: string; children?: OfficeNode[]; notes?: OfficeNode[] };
const textOf = (node: OfficeNode): string => node.text ?? (node.children ?? []).map(textOf).join(" ");

/** LibreOffice's converter, where it is installed (Debian: libreoffice-impress-nogui). */
const hasLibreOffice = spawnSync("soffice", ["--version"]).status === 0;

describe("a lesson's slides as PPTX and PDF", () => {
  it("the PPTX opens in a maintained reader with one slide per idea, each with its title and notes", async () => {
    fx.t.app.deps.slides = renderer;
    const { user, lessonIds } = await learner();
    const answer = await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/slides?format=pptx`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    );
    // Named by the lesson's title (the seeded lesson's).
    expect(answer.headers["content-disposition"]).toContain("Course 1 section 1 lesson 1.pptx");
    const pptx = answer.rawPayload;
    const parsed = (await parseOffice(pptx)) as unknown as { content: OfficeNode[]; attachments: unknown[] };
    const slides = parsed.content.filter((node) => node.type === "slide");
    expect(slides).toHaveLength(SLIDES.length);
    slides.forEach((slide, i) => {
      expect(textOf(slide)).toContain(SLIDES[i]!.title);
      expect((slide.notes ?? []).map(textOf).join(" ")).toContain(SLIDES[i]!.notes.slice(0, 30));
    });
    // Key points keep their marks as formatting, not as stars.
    expect(textOf(slides[1]!)).toContain("Loops repeat work.");
    expect(textOf(slides[1]!)).not.toContain("**");
    // The formula, the diagram and the illustration are pictures when Chromium drew them; the chart is PowerPoint's own.
    if (renderer) expect(pptx.toString("latin1")).toMatch(/ppt\/media\/image-\d+-\d+\.png/);
    expect(pptx.toString("latin1")).toMatch(/ppt\/charts\/chart\d+\.xml/);

    if (hasLibreOffice) {
      const dir = await mkdtemp(path.join(tmpdir(), "brainy-pptx-"));
      try {
        await writeFile(path.join(dir, "deck.pptx"), pptx);
        const converted = spawnSync(
          "soffice",
          [
            `-env:UserInstallation=file://${dir}/profile`,
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            dir,
            path.join(dir, "deck.pptx"),
          ],
          { timeout: 120_000 },
        );
        expect(converted.status, converted.stderr?.toString()).toBe(0);
        const pdf = await getDocumentProxy(new Uint8Array(await readFile(path.join(dir, "deck.pdf"))));
        expect(pdf.numPages).toBe(SLIDES.length);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }

    // Another learner's lesson is 404; one not written yet is 409.
    const stranger = await createUser(fx.t);
    expect(
      (await fx.call(stranger, "GET", `/api/lessons/${lessonIds[0]}/slides?format=pptx`)).statusCode,
    ).toBe(404);
    const unwritten = await learner(1, { content: null });
    const early = await fx.call(
      unwritten.user,
      "GET",
      `/api/lessons/${unwritten.lessonIds[0]}/slides?format=pptx`,
    );
    expect(early.statusCode).toBe(409);
    expect((await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/slides?format=odp`)).statusCode).toBe(
      400,
    );
  }, 180_000);

  it.skipIf(!renderer && process.env.REQUIRE_BROWSER !== "1")(
    "the PDF has one 16:9 page per slide with the slides' text; without a renderer it is 503",
    async () => {
      fx.t.app.deps.slides = renderer;
      const { user, lessonIds } = await learner();
      const answer = await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/slides?format=pdf&theme=dark`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/pdf");
      const pdf = await getDocumentProxy(new Uint8Array(answer.rawPayload));
      expect(pdf.numPages).toBe(SLIDES.length);
      const page = await pdf.getPage(1);
      const [, , width, height] = page.view;
      expect(width! / height!).toBeCloseTo(16 / 9, 2);
      const { text } = await extractText(pdf, { mergePages: false });
      expect(text[0]).toContain("Loops in Python");
      const code = SLIDES.findIndex((slide) => slide.visual?.type === "code");
      expect(text[code]).toContain("Read the code below before running it.");
      expect(text[code]).toContain("range(3)");

      fx.t.app.deps.slides = null;
      const none = await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/slides?format=pdf`);
      expect(none.statusCode).toBe(503);
      // The PPTX is still made: formulas and diagrams as their source.
      const pptx = await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/slides?format=pptx`);
      expect(pptx.statusCode).toBe(200);
    },
    120_000,
  );
});
