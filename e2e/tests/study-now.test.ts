import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, signedInPage, upgradeToPro } from "./support/accounts.ts";
import { answerAll, answerLessonByApi } from "./support/assessment.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { reviewAll } from "./support/journey.ts";
import { planPythonGoal } from "./support/learning.ts";

type Step = {
  index: number;
  kind: string;
  state: string;
  lessonId: string | null;
  conceptName: string | null;
};
type Session = { id: string; current: number | null; finishedAt: string | null; steps: Step[] };

/** The session as the server has it. */
const sessionOf = async (token: string, id: string) =>
  (await apiAs(token, `/study-now/${id}`)).body as Session;

/** Answers the practice dialog's questions with the concept's name (the demo's right answer) and rates its cards Good. */
async function practiseAll(page: Page, concept: string) {
  const dialog = page.getByTestId("practice-dialog");
  await dialog.waitFor({ timeout: 20_000 });
  for (let n = 0; n < 15 && !(await dialog.getByTestId("practice-result").isVisible()); n++) {
    await dialog
      .getByTestId("practice-question")
      .or(dialog.getByTestId("practice-card"))
      .or(dialog.getByRole("button", { name: /^(Next|See the result)$/ }))
      .first()
      .waitFor({ timeout: 20_000 });
    const next = dialog.getByRole("button", { name: /^(Next|See the result)$/ });
    if (await next.isVisible()) {
      await next.click();
      continue;
    }
    const card = dialog.getByTestId("practice-card");
    if (await card.isVisible()) {
      if (await card.getByRole("button", { name: "Show answer" }).isVisible())
        await card.getByRole("button", { name: "Show answer" }).click();
      await card.getByRole("button", { name: "Good" }).click();
      await card.waitFor({ state: "detached" }).catch(() => {});
      continue;
    }
    const open = dialog.getByTestId("practice-question");
    if (await open.getByRole("textbox").isVisible()) await open.getByRole("textbox").fill(concept);
    else await open.getByRole("radio", { name: concept, exact: true }).check();
    await open.getByRole("button", { name: "Check answer" }).click();
    await dialog.getByRole("button", { name: /^(Next|See the result)$/ }).waitFor();
  }
  await dialog.getByTestId("practice-result").waitFor();
}

describe.skipIf(!hasBrowser)("Study now (issue 38)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("Study now walks due reviews, the next lesson and practice to the summary, resuming after a reload", async () => {
    const token = await createReadyLearner("Ada");
    await upgradeToPro(token);
    const { lessons } = await planPythonGoal(token);
    // Yesterday's work, as it were: the first lesson passed (its cards come due, its concepts practised).
    await answerLessonByApi(token, lessons[0]!, true);
    await expect
      .poll(async () => ((await apiAs(token, "/review/queue")).body as { dueToday: number }).dueToday, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);

    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    await page.goto("/home");
    await page.getByTestId("home-study-now").click();
    await page.waitForURL(/\/study\/[0-9a-f-]{36}$/);
    const sessionId = page.url().split("/").at(-1)!;
    const current = page.getByTestId("current-step");
    await current.getByRole("heading", { name: /^Review \d+ due cards?$/ }).waitFor();
    const session = await sessionOf(token, sessionId);
    expect(session.steps.map((s) => s.kind)).toEqual(["reviews", "lesson", "practice", "summary"]);
    expect(session.steps[1]!.lessonId).toBe(lessons[1]!.id);
    const concept = session.steps[2]!.conceptName!;

    // Every screen of the session at 1280 and 390 px, dark and light; axe clean.
    for (const { viewport, theme } of MATRIX) {
      const shot = await signedInPage(browser, token, { viewport, theme });
      await shot.page.goto(`/study/${sessionId}`);
      await shot.page.getByTestId("current-step").waitFor();
      await screenshot(shot.page, `study-now-${viewport}-${theme}`);
      expect(formatViolations(`study now ${viewport} ${theme}`, await findSeriousViolations(shot.page))).toBe(
        "",
      );
      await shot.context.close();
    }

    // Reviews: in the review screen as always, then back to the session, which moves on by itself.
    await current.getByRole("link", { name: "Start reviews" }).click();
    await page.waitForURL("**/review");
    await reviewAll(page);
    await screenshot(page, "study-now-back-from-review-desktop-dark");
    await page.getByTestId("back-to-study").click();
    await current.getByRole("heading", { name: `Study “${lessons[1]!.title}”` }).waitFor({ timeout: 20_000 });
    expect((await sessionOf(token, sessionId)).steps[0]!.state).toBe("done");

    // The session resumes where it stopped after a reload.
    await page.reload();
    await current.getByRole("heading", { name: `Study “${lessons[1]!.title}”` }).waitFor();
    expect(await page.getByTestId("study-steps").locator("[data-state=done]").count()).toBe(1);

    // The lesson: opened from the session, its assessment passed.
    await current.getByRole("link", { name: "Open lesson" }).click();
    await page.waitForURL(`**/lessons/${lessons[1]!.id}`);
    await page.locator("article").first().waitFor({ timeout: 60_000 });
    await page.goto(`/lessons/${lessons[1]!.id}/assessment`);
    await page.locator("form fieldset").first().waitFor({ timeout: 30_000 });
    await answerAll(page, true, lessons[1]!.title);
    await page.getByRole("button", { name: "Submit Answers" }).click();
    await page.getByRole("heading", { name: "Assessment Results" }).waitFor();
    await page.getByTestId("back-to-study").click();
    await current.getByRole("heading", { name: `Practise “${concept}”` }).waitFor({ timeout: 20_000 });

    // Practice on the weakest concept, then the summary: what rose, what is due tomorrow.
    await current.getByRole("link", { name: "Practise" }).click();
    await page.waitForURL(/\/review\/map\/[0-9a-f-]{36}\?practise=/);
    await practiseAll(page, concept);
    await page.getByTestId("practice-dialog").getByRole("button", { name: "Close" }).click();
    await page.getByTestId("back-to-study").click();
    await current.getByRole("heading", { name: "See what changed" }).waitFor({ timeout: 20_000 });
    const summary = page.getByTestId("study-summary");
    await summary
      .getByTestId("rose-concept")
      .filter({ has: page.getByText(concept, { exact: true }) })
      .waitFor();
    await summary.getByTestId("due-tomorrow").waitFor();
    for (const { viewport, theme } of MATRIX) {
      const shot = await signedInPage(browser, token, { viewport, theme });
      await shot.page.goto(`/study/${sessionId}`);
      await shot.page.getByTestId("study-summary").getByTestId("rose-concept").first().waitFor();
      await screenshot(shot.page, `study-now-summary-${viewport}-${theme}`);
      expect(formatViolations(`summary ${viewport} ${theme}`, await findSeriousViolations(shot.page))).toBe(
        "",
      );
      await shot.context.close();
    }
    await current.getByRole("button", { name: "Finish" }).click();
    await page.getByTestId("study-finished").waitFor();
    expect((await sessionOf(token, sessionId)).finishedAt).not.toBeNull();
    await expect(page.getByTestId("back-to-study").count()).resolves.toBe(0);
    await context.close();
  }, 400_000);
});
