import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, signedInPage } from "./support/accounts.ts";
import { answerAll } from "./support/assessment.ts";
import { type PlannedLesson, planPythonGoal } from "./support/learning.ts";

/** Holds the page's requests to write a lesson until `release()`: the server has been asked, not answered. */
async function holdLessonWriting(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route("**/api/lessons/*/generate-content", async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { requested, release };
}

describe.skipIf(!hasBrowser)("the Free plan's daily lesson on the results page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("'Upgrade Required' after the day's lesson explains the daily limit and its reset, and an early 'Go to Next Lesson' click is kept", async () => {
    const token = await createReadyLearner("Ada");
    const [first, second] = (await planPythonGoal(token)).lessons as [PlannedLesson, PlannedLesson];
    // Writing lesson 1 uses the Free learner's lesson of the day.
    expect((await apiAs(token, `/lessons/${first.id}/generate-content`, { method: "POST" })).status).toBe(
      200,
    );

    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    await page.goto(`/lessons/${first.id}/assessment`);
    await page.locator("form fieldset").first().waitFor({ timeout: 20_000 });
    await answerAll(page, true, first.title);
    await page.getByRole("button", { name: "Submit Answers" }).click();
    await page.getByRole("heading", { name: "Assessment Results" }).waitFor();
    const upgrade = page.getByRole("button", { name: "Upgrade Required" });
    await upgrade.waitFor({ timeout: 20_000 });
    expect(((await apiAs(token, `/lessons/${first.id}`)).body as { isCompleted: boolean }).isCompleted).toBe(
      true,
    );
    // What the server says about lesson 2 today: the daily lesson, with the hours until it resets.
    const refused = await apiAs(token, `/lessons/${second.id}/generate-content`, { method: "POST" });
    expect(refused.status).toBe(429);
    const hours = (refused.body as { details: { hoursUntilReset: number } }).details.hoursUntilReset;
    expect(hours).toBeGreaterThanOrEqual(23);
    const unlocks = `Your next lesson unlocks in ${hours} ${hours === 1 ? "hour" : "hours"}.`;

    await upgrade.click();
    const dialog = page.getByRole("dialog", { name: "Daily Lesson Limit Reached" });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain("The Free plan writes 1 new lesson every 24 hours, and you have used today's.");
    expect(text).toContain(unlocks);
    expect(await page.getByText("You've completed 1 topic").count()).toBe(0);
    expect(await page.getByRole("dialog", { name: "Free Plan Limit Reached" }).count()).toBe(0);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await screenshot(page, "daily-limit-dialog-desktop-dark", { fullPage: false });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await upgrade.click();
    await dialog.getByRole("button", { name: "Upgrade to Pro" }).click();
    await page.waitForURL("**/settings");
    await page.getByRole("tab", { name: "Subscription", selected: true }).waitFor();
    // The lesson page's quota card offers the same explanation.
    await page.goto(`/lessons/${second.id}`);
    await page
      .getByRole("heading", { name: "You have used today's free lesson" })
      .waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Upgrade to Pro" }).click();
    expect(await dialog.textContent()).toContain(unlocks);
    expect(await page.getByRole("dialog", { name: "Free Plan Limit Reached" }).count()).toBe(0);
    await context.close();

    // A click before the server answered is kept: 'Preparing Next Lesson...', then the limit's dialog.
    for (const { viewport, theme } of MATRIX) {
      const early = await signedInPage(browser, token, { viewport, theme });
      const writing = await holdLessonWriting(early.page);
      await early.page.goto(`/lessons/${first.id}/assessment`);
      await early.page.getByRole("heading", { name: "Assessment Results" }).waitFor();
      await writing.requested;
      await early.page.getByRole("button", { name: "Go to Next Lesson" }).click();
      const waiting = early.page.getByRole("button", { name: "Preparing Next Lesson..." });
      await waiting.waitFor();
      expect(await waiting.isDisabled()).toBe(true);
      await early.page.getByText("Next lesson content is being prepared...").waitFor();
      await screenshot(early.page, `next-lesson-preparing-${viewport}-${theme}`, { fullPage: false });
      writing.release();
      const limit = early.page.getByRole("dialog", { name: "Daily Lesson Limit Reached" });
      await limit.waitFor({ timeout: 20_000 });
      expect(await limit.textContent()).toContain(unlocks);
      expect(new URL(early.page.url()).pathname).toBe(`/lessons/${first.id}/assessment`);
      await screenshot(early.page, `daily-limit-dialog-${viewport}-${theme}`, { fullPage: false });
      await early.page.keyboard.press("Escape");
      await limit.waitFor({ state: "detached" });
      await early.page.getByRole("button", { name: "Upgrade Required" }).waitFor();
      await early.context.close();
    }
  }, 180_000);
});
