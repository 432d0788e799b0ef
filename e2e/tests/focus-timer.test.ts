import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, screenshotViewport, signedInPage } from "./support/accounts.ts";
import { planPythonGoal } from "./support/learning.ts";

/** How many pixels of the Plan view's last card (the month) the floating timer covers at the page's end. */
async function coveredAtEnd(page: Page, timer: ReturnType<Page["getByRole"]>): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The month calendar's card holds its table and its legend; it is the Plan view's last.
  const [timerBox, cardBox] = [
    await timer.boundingBox(),
    await page.getByRole("table").locator("..").boundingBox(),
  ];
  if (!timerBox || !cardBox) throw new Error("the timer or the month card is not on the page");
  return Math.max(0, cardBox.y + cardBox.height - timerBox.y);
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

  it("leaves room below the Plan view for the timer, as a chip or open, at 390 and 1280 px", async () => {
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
        await page.getByRole("table").waitFor({ timeout: 20_000 });
        const chip = page.getByRole("button", { name: /^Focus timer: / });
        expect(await coveredAtEnd(page, chip), `chip covers the plan at ${viewport}`).toBe(0);
        await chip.click();
        const panel = page.getByRole("region", { name: "Focus timer" });
        await panel.waitFor();
        expect(await coveredAtEnd(page, panel), `open timer covers the plan at ${viewport}`).toBe(0);
        await screenshotViewport(page, `focus-timer-plan-end-${viewport}-${theme}`);
        await page.getByRole("button", { name: "Collapse the timer" }).click();
      } finally {
        await context.close();
      }
    }
  });
});
