import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, signedInPage } from "./support/accounts.ts";

describe.skipIf(!hasBrowser)("home dashboard", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows Start Learning to a new learner, then progress and Continue once there is a course", async () => {
    const token = await createReadyLearner("Katherine");
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      await page.goto("/home");
      await page.getByRole("link", { name: "Start Learning" }).waitFor();
      expect(await page.getByText("Lessons Done").count()).toBe(1);
      expect(await page.getByText("Topics Done").count()).toBe(1);
      await screenshot(page, `home-empty-${viewport}-${theme}`);
      await context.close();
    }
    const courses = ["Python Foundations", "Automating Files with Python"].map((title) => ({
      title,
      description: "Small scripts for everyday tasks.",
      complexityLevel: 1,
      desiredDuration: 10,
      realisticDuration: 12,
      tags: ["python"],
    }));
    expect(
      (
        await apiAs(token, "/goals/with-plan", {
          method: "POST",
          body: { description: "Learn Python", courses },
        })
      ).status,
    ).toBe(201);
    // Two focus sessions today: the Focus panel shows the minutes and a one-day streak.
    for (const minutesAgo of [3, 1]) {
      const completedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
      const recorded = await apiAs(token, "/pomodoro/session", {
        method: "POST",
        body: { completedAt, duration: 25 * 60, notes: "" },
      });
      expect(recorded.status).toBe(201);
    }
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      await page.goto("/home");
      const continueLink = page.getByRole("link", { name: "Continue", exact: true });
      await continueLink.waitFor();
      await expect(page.getByTestId("focus-today").textContent()).resolves.toBe("50 min");
      await expect(page.getByTestId("focus-streak").textContent()).resolves.toBe("1-day streak");
      await screenshot(page, `home-progress-${viewport}-${theme}`);
      // The focus timer, open and collapsed to its chip, over the page.
      await page.getByRole("button", { name: /^Focus timer: Focus, 25:00 left/ }).click();
      const timer = page.getByRole("region", { name: "Focus timer" });
      await timer.getByRole("button", { name: "Start" }).waitFor();
      await screenshot(page, `focus-timer-open-${viewport}-${theme}`, { fullPage: false });
      await timer.getByRole("button", { name: "Collapse the timer" }).click();
      await page.getByRole("button", { name: /^Focus timer: Focus/ }).waitFor();
      await screenshot(page, `focus-timer-chip-${viewport}-${theme}`, { fullPage: false });
      if (viewport === "desktop" && theme === "light") {
        await continueLink.click();
        await page.waitForURL(/\/lessons\/[0-9a-f-]{36}$/);
        await page.getByRole("link", { name: "Take Assessment" }).waitFor({ timeout: 30_000 });
      }
      await context.close();
    }
  }, 180_000);
});
