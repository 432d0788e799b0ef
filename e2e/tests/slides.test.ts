import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser } from "../lib/browser.ts";
import { apiAs, MATRIX, screenshotViewport, signedInPage } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { learnerWithLesson } from "./support/learning.ts";

/** The presenter's slide region and the number of slides it says there are. */
async function currentSlide(page: Page) {
  const slide = page.getByRole("region", { name: /^Slide \d+ of \d+: / });
  await slide.waitFor({ timeout: 30_000 });
  const label = (await slide.getAttribute("aria-label")) ?? "";
  const [, n, total, title] = /^Slide (\d+) of (\d+): (.*)$/.exec(label)!;
  return { slide, n: Number(n), total: Number(total), title };
}

describe.skipIf(!hasBrowser)("a lesson presented as slides", () => {
  let browser: Browser;
  let learner: { token: string; lessonId: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    learner = await learnerWithLesson("Grace");
    const written = await apiAs(learner.token, `/lessons/${learner.lessonId}/generate-content`, {
      method: "POST",
    });
    expect(written.status).toBe(200);
  });
  afterAll(() => browser?.close());

  it("a new learner presents the lesson with the keyboard, reads the notes, leaves with Escape and downloads the PPTX", async () => {
    const { page, context } = await signedInPage(browser, learner.token, {
      viewport: "desktop",
      theme: "dark",
    });
    await page.goto(`/lessons/${learner.lessonId}`);
    await page.getByRole("link", { name: "Present" }).click({ timeout: 60_000 });
    await page.waitForURL(/\/present$/);
    const first = await currentSlide(page);
    expect(first.n).toBe(1);
    expect(first.total).toBeGreaterThan(6);
    // The keyboard moves through the deck; each change is announced.
    await page.keyboard.press("ArrowRight");
    expect((await currentSlide(page)).n).toBe(2);
    await page.keyboard.press("Space");
    expect((await currentSlide(page)).n).toBe(3);
    await page.keyboard.press("ArrowLeft");
    expect((await currentSlide(page)).n).toBe(2);
    await page.keyboard.press("End");
    const last = await currentSlide(page);
    expect(last).toMatchObject({ n: first.total, title: "In this lesson" });
    await page.keyboard.press("Home");
    expect((await currentSlide(page)).n).toBe(1);
    await page
      .getByText(`Slide 1 of ${first.total}: ${first.title}`, { exact: true })
      .waitFor({ state: "attached" });
    // Speaker notes: N shows the slide's own sentences.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("n");
    const notes = page.getByRole("region", { name: "Speaker notes" });
    await notes.waitFor();
    expect((await notes.textContent())?.length).toBeGreaterThan(40);
    await expect
      .poll(() => page.getByRole("button", { name: "Notes" }).getAttribute("aria-pressed"))
      .toBe("true");

    const violations = await findSeriousViolations(page);
    expect(violations, formatViolations("presenter", violations)).toEqual([]);

    await page.keyboard.press("Escape");
    await page.waitForURL(new RegExp(`/lessons/${learner.lessonId}$`));

    // The deck as PowerPoint: one slide per slide the presenter showed, with notes.
    const dir = mkdtempSync(path.join(tmpdir(), "brainy-slides-"));
    try {
      await page.getByRole("button", { name: "Slides" }).click();
      const saved = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: /^PowerPoint \(\.pptx\)/ }).click();
      const file = await saved;
      expect(file.suggestedFilename()).toMatch(/\.pptx$/);
      const target = path.join(dir, file.suggestedFilename());
      await file.saveAs(target);
      const entries = Object.keys(unzipSync(new Uint8Array(readFileSync(target))));
      expect(entries.filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(first.total);
      expect(entries.filter((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name))).toHaveLength(
        first.total,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await context.close();
  }, 180_000);

  it("the presenter looks right in both themes at 1280 and 390 px", async () => {
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, learner.token, { viewport, theme });
      await page.goto(`/lessons/${learner.lessonId}/present`);
      await currentSlide(page);
      // The diagram's slide once drawn, and a slide of key points with its notes.
      const diagram = page.locator("[aria-roledescription=slide] [data-diagram]");
      for (let i = 0; i < 30 && (await diagram.count()) === 0; i++) await page.keyboard.press("ArrowRight");
      await expect
        .poll(() => diagram.first().getAttribute("data-diagram"), { timeout: 30_000 })
        .toBe("drawn");
      await screenshotViewport(page, `slides-visual-${viewport}-${theme}`);
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("n");
      await page.getByRole("region", { name: "Speaker notes" }).waitFor();
      await screenshotViewport(page, `slides-points-${viewport}-${theme}`);
      await context.close();
    }
  }, 120_000);
});
