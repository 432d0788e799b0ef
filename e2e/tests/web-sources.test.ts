import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { createReadyLearner, MATRIX, signedInPage, upgradeToPro } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";

/** The local stand-in for the open web the server reads from (lib/global-setup.ts). */
const fakeWeb = inject("fakeWebUrl");
const ARTICLE = "Which Node.js version should you run?";

describe.skipIf(!hasBrowser)("the open web as material (issue 41)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("adds a link → the page becomes a source → a grounded lesson cites it → 'Check this lesson' shows a changed claim with its page", async () => {
    const token = await createReadyLearner("Grace");
    // A rewrite is a lesson generation: Pro, so the first lesson and its rewrite both fit in one day.
    await upgradeToPro(token);
    const { page, context } = await signedInPage(browser, token, { theme: "dark" });

    // 'Add a link' on /sources: the page is fetched and read on the server.
    await page.goto("/sources");
    await page.getByRole("heading", { name: "Sources", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Add a link" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a link" });
    await dialog.getByLabel("Link", { exact: true }).fill(`${fakeWeb}/article`);
    await screenshot(page, "web-add-link-desktop-dark", { fullPage: false });
    expect(formatViolations("add link", await findSeriousViolations(page))).toBe("");
    await dialog.getByRole("button", { name: "Add link" }).click();
    await dialog.waitFor({ state: "detached" });
    const item = page.getByTestId("source-item").filter({ hasText: ARTICLE });
    await item.getByText(/^Ready · \d+ passages?$/).waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toContain("Web page · The Daily Example");

    // A video link: its captions, each passage opening the video at its second.
    await page.getByRole("button", { name: "Add a link" }).click();
    await dialog.getByLabel("Link", { exact: true }).fill("https://youtu.be/lessonvideo");
    await dialog.getByRole("button", { name: "Add link" }).click();
    const video = page.getByTestId("source-item").filter({ hasText: "Photosynthesis explained" });
    await video.getByText(/^Ready · /).waitFor({ timeout: 30_000 });
    await screenshot(page, "web-sources-desktop-dark");
    await video.getByRole("link", { name: "Photosynthesis explained" }).click();
    const watch = page.getByRole("link", { name: /Watch from here.*At 1:05/ });
    await watch.waitFor();
    expect(await watch.getAttribute("href")).toBe("https://www.youtube.com/watch?v=lessonvideo&t=65s");
    await screenshot(page, "web-video-source-desktop-dark");

    // 'Use my material': a goal planned from the page.
    await page.goto("/goals");
    const wizard = page.getByRole("dialog", { name: "Set Your Learning Goal" });
    const addGoal = page
      .getByRole("button", { name: /Add New Goal|Create your first goal|New goal/i })
      .first();
    await Promise.race([wizard.waitFor({ timeout: 20_000 }), addGoal.waitFor({ timeout: 20_000 })]);
    if (!(await wizard.isVisible())) await addGoal.click();
    await wizard.getByLabel("Your learning goal").fill("Choose the right Node.js version for my team");
    const material = wizard.getByRole("group", { name: "Use my material" });
    await material.getByLabel("Add a link").waitFor();
    await wizard.getByRole("checkbox", { name: ARTICLE }).click();
    await screenshot(page, "web-wizard-material-desktop-dark");
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("heading", { name: "Recommended courses" }).waitFor({ timeout: 30_000 });
    await wizard.getByRole("button", { name: "Submit" }).click();
    await wizard.waitFor({ state: "detached", timeout: 60_000 });

    // The first lesson is written from the page and cites it, opening the page at the heading.
    await page
      .getByRole("region", { name: "Active Goal" })
      .getByRole("link", { name: "Resume course" })
      .click();
    await page
      .getByRole("button", { name: /^Start Lesson/ })
      .first()
      .click();
    await page.waitForURL(/\/lessons\/[0-9a-f-]{36}$/);
    const references = page.getByRole("list", { name: "References" });
    await references.waitFor({ timeout: 60_000 });
    expect(await references.textContent()).toContain(ARTICLE);
    const pageLink = references.getByTestId("reference-link").first();
    expect(await pageLink.getAttribute("href")).toMatch(new RegExp(`^${fakeWeb}/article#`));
    const lessonUrl = page.url();

    // 'Check this lesson': the claim that dated, what holds now, and the page that says so.
    const check = page.getByTestId("lesson-check");
    await check.getByRole("button", { name: "Check this lesson" }).click();
    const changed = check.getByTestId("checked-claim").filter({ hasText: "Changed" }).first();
    await changed.waitFor({ timeout: 60_000 });
    expect(await changed.textContent()).toContain("Node.js 24");
    const cited = check
      .getByRole("list", { name: "Pages read" })
      .getByRole("link", { name: /Node\.js 24 becomes the LTS line/ });
    expect(await cited.getAttribute("href")).toBe(`${fakeWeb}/news/node-lts`);
    await screenshot(page, "web-lesson-check-desktop-dark");

    // 'Rewrite with these pages': the lesson now says what holds, citing the page.
    await check.getByRole("button", { name: "Rewrite with these pages" }).click();
    await screenshot(page, "web-lesson-rewriting-desktop-dark");
    await expect
      .poll(async () => (await page.locator("article").textContent()) ?? "", { timeout: 60_000 })
      .toContain("Node.js 24 is the current long-term support release");
    await references.getByText("Node.js 24 becomes the LTS line").waitFor({ timeout: 30_000 });
    await context.close();

    // Screens at 1280 and 390 px, dark and light: the sources and the lesson with its check; axe clean.
    for (const { viewport, theme } of MATRIX) {
      const shot = await signedInPage(browser, token, { viewport, theme });
      await shot.page.goto("/sources");
      await shot.page.getByTestId("source-item").first().waitFor();
      await screenshot(shot.page, `web-sources-${viewport}-${theme}`);
      expect(formatViolations(`sources ${viewport} ${theme}`, await findSeriousViolations(shot.page))).toBe(
        "",
      );
      await shot.page.goto(lessonUrl);
      await shot.page
        .getByTestId("lesson-check")
        .getByTestId("checked-claim")
        .first()
        .waitFor({ timeout: 30_000 });
      await screenshot(shot.page, `web-lesson-${viewport}-${theme}`);
      expect(formatViolations(`lesson ${viewport} ${theme}`, await findSeriousViolations(shot.page))).toBe(
        "",
      );
      await shot.context.close();
    }
  }, 300_000);
});
