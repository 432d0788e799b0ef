import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import {
  apiAs,
  createReadyLearner,
  MATRIX,
  screenshotViewport,
  signedInPage,
  upgradeToPro,
} from "./support/accounts.ts";
import { answerLessonByApi } from "./support/assessment.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { planPythonGoal } from "./support/learning.ts";

type PlanLesson = { id: string; title: string; isCompleted: boolean; grade: number | null };
type Plan = { roadmaps: { id: string; content: string }[]; lessonsForRoadmaps: Record<string, PlanLesson[]> };

/** Tabs through a dialog: focus never leaves it. */
async function expectFocusTrapped(page: Page) {
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(inside, `focus left the dialog after ${i + 1} Tab presses`).toBe(true);
  }
}

/** Whether a select's chosen option's text fits inside it, measured in its own font (a cut text does not). */
async function selectTextFits(page: Page, label: string): Promise<boolean> {
  return page.getByLabel(label, { exact: true }).evaluate((element) => {
    const select = element as HTMLSelectElement;
    const style = getComputedStyle(select);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const text = select.selectedOptions[0]?.text ?? "";
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(text).width <= room;
  });
}

/** Escape closes the open dialog. */
async function closeWithEscape(page: Page) {
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
}

describe.skipIf(!hasBrowser)("course edits", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("adds a section by instruction, rewrites a lesson 'simpler' and opens its old version; completed lessons keep their scores", async () => {
    const token = await createReadyLearner("Ingrid");
    await upgradeToPro(token);
    const { lessons } = await planPythonGoal(token);
    for (const lesson of lessons.slice(0, 3)) await answerLessonByApi(token, lesson, true);
    const open = lessons[3]!;
    expect((await apiAs(token, `/lessons/${open.id}/generate-content`, { method: "POST" })).status).toBe(200);
    const before = (await apiAs(token, "/learningplan/optimized-data")).body as Plan;
    const completed = Object.values(before.lessonsForRoadmaps)
      .flat()
      .filter((l) => l.isCompleted);
    expect(completed).toHaveLength(3);

    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    try {
      // Add a section by instruction, where the AI finds it fits.
      await page.goto("/learning-plan");
      await page.getByRole("button", { name: "Edit course" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit course" });
      await dialog.getByRole("list", { name: "Sections of the course" }).waitFor();
      await expectFocusTrapped(page);
      await dialog.getByLabel("Add a section about …").fill("working with Excel files");
      await dialog.getByRole("button", { name: "Add section" }).click();
      await dialog.getByText("Added a section about working with Excel files.").waitFor({ timeout: 20_000 });
      await dialog
        .getByRole("list", { name: "Sections of the course" })
        .getByText(/Working with Excel Files/i)
        .first()
        .waitFor();
      await closeWithEscape(page);
      await page
        .getByRole("list", { name: "Course sections" })
        .getByText(/Working with Excel Files/i)
        .first()
        .waitFor();

      // Rewrite a lesson 'simpler'; the old version stays readable under Versions.
      await page.goto(`/lessons/${open.id}`);
      await page.getByRole("heading", { name: "Versions" }).waitFor();
      const oldFirst = (await page.locator("article p").first().textContent()) ?? "";
      await page.getByRole("button", { name: "Rewrite this lesson" }).click();
      const rewrite = page.getByRole("dialog", { name: "Rewrite this lesson" });
      await rewrite.getByLabel("Simpler").check();
      await rewrite.getByRole("button", { name: "Rewrite", exact: true }).click();
      await rewrite.waitFor({ state: "detached", timeout: 30_000 });
      // The rewrite streams into the page as it is written, the version it replaces listed below.
      const writing = page.locator('section[aria-busy="true"]');
      await writing.getByText("simpler version").first().waitFor();
      await page.getByText("Version 2 is being written above.").waitFor();
      await screenshotViewport(page, "lesson-rewrite-streaming-desktop-dark");
      await page.locator("article p").first().filter({ hasText: "simpler version" }).waitFor();
      await page.getByRole("button", { name: "Open version 1" }).click();
      const old = page.getByRole("dialog", { name: /^Version 1:/ });
      await old.getByText(oldFirst.slice(0, 60)).first().waitFor();
      expect(await old.getByText("simpler version").count()).toBe(0);
      await screenshotViewport(page, "lesson-old-version-desktop-dark");
      await closeWithEscape(page);

      // The completed lessons still show their scores.
      await page.goto("/learning-plan");
      await page.getByRole("list", { name: "Course sections" }).waitFor();
      for (const lesson of completed) {
        await page.getByLabel(`Score ${lesson.grade}%`).first().waitFor();
      }
      const after = (await apiAs(token, "/learningplan/optimized-data")).body as Plan;
      expect(
        Object.values(after.lessonsForRoadmaps)
          .flat()
          .filter((l) => l.isCompleted)
          .map(({ id, grade }) => ({ id, grade })),
      ).toEqual(completed.map(({ id, grade }) => ({ id, grade })));
    } catch (error) {
      await screenshot(page, "course-edits-failure");
      throw error;
    } finally {
      await context.close();
    }
  });

  it("looks right at 1280 and 390 px, dark and light, with no serious axe violation: the course editor and the rewrite dialog", async () => {
    const token = await createReadyLearner("Tomasz");
    // Pro: each viewport rewrites the lesson once, to look at the rewrite streaming in.
    await upgradeToPro(token);
    const failures: string[] = [];
    const audit = async (page: Page, label: string) =>
      failures.push(formatViolations(label, await findSeriousViolations(page)));
    const { lessons } = await planPythonGoal(token);
    const lesson = lessons[0]!;
    expect((await apiAs(token, `/lessons/${lesson.id}/generate-content`, { method: "POST" })).status).toBe(
      200,
    );
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      try {
        await page.goto("/learning-plan");
        await page.getByRole("button", { name: "Edit course" }).click();
        await page.getByRole("list", { name: "Sections of the course" }).waitFor();
        // 'Where' reads in full at 390 px: its choice fits the select, and a section's full title is in the hint.
        expect(await selectTextFits(page, "Where"), `'Where' cut short at ${viewport}`).toBe(true);
        await page.getByText("The AI puts the new section where it fits in the course.").waitFor();
        const where = page.getByLabel("Where", { exact: true });
        await where.selectOption({ index: 2 });
        const firstSection = (await where.locator("option").nth(2).textContent())!.replace(/^After 1\. /, "");
        await page.getByText(`The new section comes after section 1, “${firstSection}”.`).waitFor();
        await screenshotViewport(page, `course-editor-${viewport}-${theme}`);
        await page
          .getByRole("button", { name: /^Rewrite lessons of/ })
          .last()
          .click();
        await screenshotViewport(page, `course-editor-rewrite-section-${viewport}-${theme}`);
        await audit(page, `course editor ${viewport} ${theme}`);
        await closeWithEscape(page);
        await page.goto(`/lessons/${lesson.id}`);
        await page.getByRole("button", { name: "Rewrite this lesson" }).click();
        await page.getByRole("dialog", { name: "Rewrite this lesson" }).waitFor();
        await screenshotViewport(page, `lesson-rewrite-${viewport}-${theme}`);
        await audit(page, `rewrite dialog ${viewport} ${theme}`);
        // The rewrite streaming in, the replaced version listed under it.
        const dialog = page.getByRole("dialog", { name: "Rewrite this lesson" });
        await dialog.getByLabel("Simpler").check();
        await dialog.getByRole("button", { name: "Rewrite", exact: true }).click();
        await dialog.waitFor({ state: "detached", timeout: 30_000 });
        await page.locator('section[aria-busy="true"]').getByText("simpler version").first().waitFor();
        await page.getByText(/^Version \d+ is being written above\.$/).waitFor();
        await screenshotViewport(page, `lesson-rewrite-streaming-${viewport}-${theme}`);
        await audit(page, `rewrite streaming ${viewport} ${theme}`);
        await page.locator("article").first().waitFor({ timeout: 30_000 });
      } catch (error) {
        await screenshot(page, `course-edits-looks-failure-${viewport}-${theme}`);
        throw error;
      } finally {
        await context.close();
      }
    }
    expect(failures.filter(Boolean).join("\n")).toBe("");
    // Four viewports and themes, each with three axe audits and a rewrite: minutes on a loaded machine.
  }, 240_000);
});
