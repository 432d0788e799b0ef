import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, signedInPage } from "./support/accounts.ts";

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
});
