import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, screenshotViewport, signedInPage } from "./support/accounts.ts";
import { planPythonGoal } from "./support/learning.ts";

/**
 * Scrolls the page to its very end, as far as a learner can, and answers how many pixels of
 * `last` the floating timer covers there (the height of their boxes' intersection; 0 when apart).
 */
async function coveredAtEnd(page: Page, last: Locator, timer: Locator): Promise<number> {
  const atEnd = await page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    scroller.scrollTop = scroller.scrollHeight;
    return Math.abs(scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop) <= 1;
  });
  if (!atEnd) throw new Error("the page did not scroll to its end");
  const [a, b] = [await last.boundingBox(), await timer.boundingBox()];
  if (!a || !b) throw new Error("the Plan view's last card or the timer is not on the page");
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? Math.ceil(height) : 0;
}

/**
 * Expects the page's end to come clear of the timer: the page's room follows the timer's size a
 * frame after it changes (a resize observer), so this looks again for up to 3 s.
 */
async function expectClearAtEnd(page: Page, last: Locator, timer: Locator, message: string) {
  await expect.poll(() => coveredAtEnd(page, last, timer), { timeout: 3000, message }).toBe(0);
}

describe.skipIf(!hasBrowser)("focus timer", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("runs a 1-minute focus session across a reload, records it, and collapses to a chip", async () => {
    const token = await createReadyLearner("Timer");
    const saved = await apiAs(token, "/pomodoro/settings", {
      method: "POST",
      body: { focusDuration: 1, shortBreakDuration: 1, longBreakDuration: 2, sessionsBeforeLongBreak: 2 },
    });
    expect(saved.status).toBe(200);
    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    // The page clock starts in the past so the fast-forwarded session never ends in the server's future.
    await page.clock.install({ time: new Date(Date.now() - 3 * 60_000) });
    await page.goto("/home");
    await page.getByRole("button", { name: /^Focus timer: Focus, 1:00 left/ }).click();
    const timer = page.getByRole("region", { name: "Focus timer" });
    await timer.getByRole("button", { name: "Start" }).click();
    await page.clock.fastForward(20_000);
    await timer.getByText(/^0:(39|40|41)$/).waitFor();
    await screenshot(page, "focus-timer-open-desktop-dark");
    // A reload keeps the running session, with the time that passed subtracted.
    await page.reload();
    await page.getByRole("region", { name: "Focus timer" }).getByRole("button", { name: "Pause" }).waitFor();
    await page.clock.fastForward(45_000);
    await page
      .getByRole("region", { name: "Focus timer" })
      .getByText(/Short break/)
      .waitFor();
    // The finished focus session is saved: the dashboard counts today as a focus day.
    await expect
      .poll(
        async () =>
          ((await apiAs(token, "/dashboard")).body as { focus: { streakDays: number } }).focus.streakDays,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    // Ambient sound: rain, then forest instead, then off; it keeps playing while collapsed.
    const region = page.getByRole("region", { name: "Focus timer" });
    await region.getByRole("button", { name: "Play rain sound" }).click();
    await region.getByRole("button", { name: "Pause rain sound", pressed: true }).waitFor();
    await region.getByRole("button", { name: "Play forest sound" }).click();
    await region.getByRole("button", { name: "Pause forest sound", pressed: true }).waitFor();
    expect(await region.getByRole("button", { name: "Play rain sound", pressed: false }).count()).toBe(1);
    await screenshot(page, "focus-timer-ambient-desktop-dark");
    await region.getByRole("button", { name: "Pause forest sound" }).click();
    await region.getByRole("button", { name: "Play forest sound", pressed: false }).waitFor();
    await page.getByRole("button", { name: "Collapse the timer" }).click();
    await page.getByRole("button", { name: /^Focus timer: Short break/ }).waitFor();
    await screenshot(page, "focus-timer-chip-desktop-dark");
    await context.close();
  }, 90_000);

  it("the Plan view's end scrolls clear of the timer, as a chip, open and with its settings, at 1280 and 390 px", async () => {
    const token = await createReadyLearner("Roomy");
    await planPythonGoal(token);
    const schedule = [{ dayOfWeek: 1, startTime: "19:00", endTime: "20:00" }];
    expect(
      (await apiAs(token, "/user/profile", { method: "PUT", body: { learningSchedule: schedule } })).status,
    ).toBe(200);
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      try {
        await page.goto("/learning-plan?view=plan");
        const month = page.getByTestId("plan-month");
        await month.getByRole("table").waitFor({ timeout: 20_000 });
        const chip = page.getByRole("button", { name: /^Focus timer: / });
        await expectClearAtEnd(page, month, chip, `the chip covers the plan's end (${viewport})`);
        await chip.click();
        const timer = page.getByRole("region", { name: "Focus timer" });
        await timer.getByRole("button", { name: "Start" }).click();
        await timer.getByRole("button", { name: "Pause" }).waitFor();
        await expectClearAtEnd(page, month, timer, `the open timer covers the plan's end (${viewport})`);
        await screenshotViewport(page, `focus-timer-plan-end-${viewport}-${theme}`);
        // Its settings make it taller still.
        await timer.getByRole("button", { name: "Timer settings" }).click();
        await timer.getByLabel("Focus (min)").waitFor();
        await expectClearAtEnd(
          page,
          month,
          timer,
          `the timer with its settings covers the plan's end (${viewport})`,
        );
        await screenshotViewport(page, `focus-timer-plan-end-settings-${viewport}-${theme}`);
        // Collapsed again: the chip clears it too.
        await timer.getByRole("button", { name: "Collapse the timer" }).click();
        await expectClearAtEnd(page, month, chip, `the chip covers the plan's end (${viewport})`);
      } finally {
        await context.close();
      }
    }
  }, 120_000);
});
