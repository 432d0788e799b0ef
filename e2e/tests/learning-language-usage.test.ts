import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, MATRIX, screenshotViewport, signedInPage, upgradeToPro } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { learnerWithLesson } from "./support/learning.ts";

const DEMO_NOTE =
  "Demo AI writes in English only. Your learning language, Spanish (Spain), is used when the server runs a real AI model.";

type Usage = {
  month: { lessonsWritten: number; chatMessages: number };
  today: { usedTokens: number; tokensLeft: number | null };
  limits: { dailyTokens: number | null; lessonGenerationsPerDay: number | null };
};

async function openUsage(page: Page) {
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Usage" }).click();
  await page.getByRole("heading", { name: "This month" }).waitFor({ timeout: 15_000 });
}

describe.skipIf(!hasBrowser)("learning language and usage in Settings", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a learner picks Spanish in Settings; the demo's lesson says it writes English; Usage counts the lesson", async () => {
    const { token, lessonId } = await learnerWithLesson("Lucia");
    const { page, context } = await signedInPage(browser, token, { theme: "light" });
    try {
      await page.goto("/settings");
      const language = page.getByLabel("Learning language");
      await language.waitFor();
      expect(await language.inputValue()).toBe("en");
      await language.selectOption("es");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("Your profile has been saved.").waitFor();
      expect(((await apiAs(token, "/user")).body as { learningLanguage: string }).learningLanguage).toBe(
        "es",
      );
      await screenshot(page, "settings-learning-language-desktop-light");

      // The demo provider writes English, and the lesson says so first.
      await page.goto(`/lessons/${lessonId}`);
      await page.getByText(DEMO_NOTE).waitFor({ timeout: 30_000 });
      await screenshot(page, "lesson-demo-language-note-desktop-light", { fullPage: false });

      await openUsage(page);
      const usage = (await apiAs(token, "/usage")).body as Usage;
      expect(usage.month.lessonsWritten).toBe(1);
      const lessonsStat = page.locator("dt", { hasText: "Lessons written" }).first().locator("xpath=..");
      await expect.poll(() => lessonsStat.textContent()).toContain("1");
      await page.getByText(`of ${usage.limits.dailyTokens!.toLocaleString("en-GB")} tokens used`).waitFor();
      await page.getByText(/Resets at midnight UTC, in \d+ (hours?|minutes?)\./).waitFor();
      await page.getByRole("progressbar", { name: "Today's tokens used" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("a lesson written in English says so once the learner switches to German, and is rewritten in German on request", async () => {
    const { token, lessonId } = await learnerWithLesson("Greta");
    await upgradeToPro(token);
    expect((await apiAs(token, `/lessons/${lessonId}/generate-content`, { method: "POST" })).status).toBe(
      200,
    );
    expect(
      (await apiAs(token, "/user/profile", { method: "PUT", body: { learningLanguage: "de" } })).status,
    ).toBe(200);
    const notice = "This lesson was written in English. Your learning language is now German.";
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      try {
        await page.goto(`/lessons/${lessonId}`);
        const aside = page.getByRole("complementary", { name: "Lesson language" });
        await aside.getByText(notice).waitFor({ timeout: 20_000 });
        await aside.scrollIntoViewIfNeeded();
        await screenshotViewport(page, `lesson-language-notice-${viewport}-${theme}`);
        if (viewport === "phone" && theme === "light") {
          await aside.getByRole("button", { name: "Rewrite in German" }).click();
          await aside.waitFor({ state: "detached", timeout: 30_000 });
          await page.getByRole("button", { name: "Open version 1" }).waitFor();
          // The rewrite streams in; the lesson is whole again once it is written.
          await page.locator("article").first().waitFor({ timeout: 30_000 });
        }
      } finally {
        await context.close();
      }
    }
    expect(((await apiAs(token, `/lessons/${lessonId}`)).body as { language: string }).language).toBe("de");
  }, 150_000);

  it("Settings → Usage at 1280 and 390 px, dark and light: no serious accessibility violation", async () => {
    const { token } = await learnerWithLesson("Mateo");
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      try {
        await openUsage(page);
        await screenshot(page, `settings-usage-${viewport}-${theme}`);
        expect(formatViolations(`usage ${viewport} ${theme}`, await findSeriousViolations(page))).toBe("");
        // Keyboard: the tab list is reachable and the Usage tab keeps focus visible.
        await page.getByRole("tab", { name: "Usage" }).focus();
        expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tab");
      } finally {
        await context.close();
      }
    }
  });
});
