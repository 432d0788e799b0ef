import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, signedInPage, upgradeToPro } from "./support/accounts.ts";
import { answerAll } from "./support/assessment.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { planPythonGoal } from "./support/learning.ts";

/** Writes a lesson through the API, as opening it would. */
async function writeLesson(token: string, lessonId: string) {
  expect((await apiAs(token, `/lessons/${lessonId}/generate-content`, { method: "POST" })).status).toBe(200);
}

const testOutButton = (page: Page) => page.getByRole("button", { name: /^Test out: / });
const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Test out of this lesson?" });

// 'Test out' on the lesson page itself (issue 38): the lesson's assessment without studying it.
describe.skipIf(!hasBrowser)("test out on the lesson page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("opens a lesson, tests out, passes, and the lesson is completed", async () => {
    const token = await createReadyLearner("Ada");
    const { lessons } = await planPythonGoal(token);
    const lesson = lessons[0]!;
    await writeLesson(token, lesson.id);

    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    await page.goto(`/lessons/${lesson.id}`);
    await testOutButton(page).click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    // A Free learner is told first: it counts as the day's lesson (this one, opened today already).
    await dialog.getByTestId("test-out-free-note").waitFor();
    await screenshot(page, "lesson-test-out-dialog-free-desktop-dark", { fullPage: false });
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus is back on the button that opened it.
    await expect
      .poll(() => testOutButton(page).evaluate((button) => button === document.activeElement))
      .toBe(true);

    await testOutButton(page).click();
    await dialog.getByRole("button", { name: "Start Test" }).click();
    await page.waitForURL(`**/lessons/${lesson.id}/assessment?testOut=1`, { timeout: 30_000 });
    await page.getByTestId("test-out-note").waitFor();
    await page.locator("form fieldset").first().waitFor({ timeout: 20_000 });
    await answerAll(page, true, lesson.title);
    await page.getByRole("button", { name: "Submit Answers" }).click();
    await page.getByRole("heading", { name: "Assessment Results" }).waitFor({ timeout: 30_000 });
    await page.getByText(/^(Perfect score!|Excellent!|Good job!)/).waitFor();
    const after = (await apiAs(token, `/lessons/${lesson.id}`)).body as {
      isCompleted: boolean;
      grade: number;
    };
    expect(after.isCompleted).toBe(true);
    expect(after.grade).toBeGreaterThanOrEqual(60);

    // Back on the lesson: completed, and no 'Test out' any more.
    await page.goto(`/lessons/${lesson.id}`);
    await page.getByText(/Completed · \d+%/).waitFor();
    expect(await testOutButton(page).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Take Assessment" }).count()).toBe(0);
    await screenshot(page, "lesson-test-out-completed-desktop-dark", { fullPage: false });
    await context.close();
  });

  it("looks right at 1280 and 390 px in both themes, the dialog axe-clean", async () => {
    const token = await createReadyLearner("Alan");
    await upgradeToPro(token);
    const { lessons } = await planPythonGoal(token);
    const lesson = lessons[1]!;
    await writeLesson(token, lesson.id);
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { theme, viewport });
      await page.goto(`/lessons/${lesson.id}`);
      await testOutButton(page).waitFor({ timeout: 20_000 });
      await screenshot(page, `lesson-test-out-${viewport}-${theme}`, { fullPage: false });
      await testOutButton(page).click();
      const dialog = dialogOf(page);
      await dialog.waitFor();
      // Pro: nothing about a daily lesson.
      expect(await dialog.getByTestId("test-out-free-note").count()).toBe(0);
      await screenshot(page, `lesson-test-out-dialog-${viewport}-${theme}`, { fullPage: false });
      const violations = await findSeriousViolations(page);
      expect(violations, formatViolations(`${viewport} ${theme}`, violations)).toEqual([]);
      await context.close();
    }
  });
});
