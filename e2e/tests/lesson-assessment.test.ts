import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, signedInPage, upgradeToPro } from "./support/accounts.ts";
import { answerAll, answerLessonByApi } from "./support/assessment.ts";
import { type PlannedLesson, planPythonGoal } from "./support/learning.ts";

describe.skipIf(!hasBrowser)("lesson assessment", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("fails with wrong answers, regenerates, passes, and completes the lesson", async () => {
    const token = await createReadyLearner("Marie");
    const courses = ["Python Foundations", "Automating Files with Python"].map((title) => ({
      title,
      description: "Write small Python scripts to automate everyday tasks.",
      complexityLevel: 1,
      desiredDuration: 10,
      realisticDuration: 12,
      tags: ["python"],
    }));
    const created = await apiAs(token, "/goals/with-plan", {
      method: "POST",
      body: { description: "Learn Python to automate tasks", courses },
    });
    expect(created.status).toBe(201);
    const plan = (await apiAs(token, "/learningplan/optimized-data")).body as {
      roadmaps: { id: string }[];
      lessonsForRoadmaps: Record<string, { id: string; title: string }[]>;
    };
    const lesson = plan.lessonsForRoadmaps[plan.roadmaps[0]!.id]![0]!;
    expect((await apiAs(token, `/lessons/${lesson.id}/generate-content`, { method: "POST" })).status).toBe(
      200,
    );

    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    await page.goto(`/lessons/${lesson.id}`);
    await page.getByRole("link", { name: "Take Assessment" }).click();
    await page.waitForURL(`**/lessons/${lesson.id}/assessment`);
    await page.getByRole("heading", { name: "Lesson Assessment" }).waitFor();
    await page.locator("form fieldset").first().waitFor({ timeout: 20_000 });
    const submit = page.getByRole("button", { name: "Submit Answers" });
    expect(await submit.isDisabled()).toBe(true);
    await answerAll(page, false, lesson.title);
    await screenshot(page, "assessment-questions-desktop-dark");
    await submit.click();
    await page.getByRole("heading", { name: "Assessment Results" }).waitFor();
    await page.getByText("Score below 60%. Lesson not completed.").waitFor();
    await page.getByText("You might need to review this lesson again.").waitFor();

    await page.getByRole("button", { name: "Regenerate Assessment" }).click();
    const dialog = page.getByRole("dialog", { name: "Regenerate Assessment" });
    await dialog.waitFor();
    await screenshot(page, "assessment-regenerate-desktop-dark");
    await dialog.getByRole("button", { name: "Regenerate Anyway" }).click();
    await page.locator("form fieldset").first().waitFor({ timeout: 20_000 });
    await answerAll(page, true, lesson.title);
    await page.getByRole("button", { name: "Submit Answers" }).click();
    await page.getByRole("heading", { name: "Assessment Results" }).waitFor();
    expect(await page.getByText("Score below 60%").count()).toBe(0);
    await page.getByText(/^(Perfect score!|Excellent!|Good job!)/).waitFor();
    await screenshot(page, "assessment-results-desktop-dark");
    const after = (await apiAs(token, `/lessons/${lesson.id}`)).body as {
      isCompleted: boolean;
      grade: number;
    };
    expect(after.isCompleted).toBe(true);
    expect(after.grade).toBeGreaterThanOrEqual(60);
    // On the Free plan today's lesson is used: the next one waits for an upgrade.
    await page.getByRole("button", { name: "Upgrade Required" }).waitFor({ timeout: 20_000 });
    await context.close();

    const phone = await signedInPage(browser, token, { theme: "light", viewport: "phone" });
    await phone.page.goto(`/lessons/${lesson.id}/assessment`);
    await phone.page.getByRole("heading", { name: "Assessment Results" }).waitFor();
    await screenshot(phone.page, "assessment-results-phone-light");
    await phone.context.close();
  }, 120_000);

  it("on Pro: Go to Next Lesson opens lesson 2, and a passed section shows Completed with its average and unlocks the next", async () => {
    const token = await createReadyLearner("Katherine");
    await upgradeToPro(token);
    const { sectionIds, lessons } = await planPythonGoal(token);
    expect(sectionIds.length).toBeGreaterThan(1);
    const [first, second] = lessons as [PlannedLesson, PlannedLesson, ...PlannedLesson[]];
    expect((await apiAs(token, `/lessons/${first.id}/generate-content`, { method: "POST" })).status).toBe(
      200,
    );

    const { page, context } = await signedInPage(browser, token, { theme: "light" });
    await page.goto(`/lessons/${first.id}/assessment`);
    await page.locator("form fieldset").first().waitFor({ timeout: 20_000 });
    await answerAll(page, true, first.title);
    await page.getByRole("button", { name: "Submit Answers" }).click();
    await page.getByRole("heading", { name: "Assessment Results" }).waitFor();
    const next = page.getByRole("button", { name: "Go to Next Lesson" });
    await next.waitFor({ timeout: 30_000 });
    await screenshot(page, "assessment-results-pro-desktop-light");
    await next.click();
    await page.waitForURL(`**/lessons/${second.id}`);
    await page.getByRole("heading", { name: second.title, level: 1 }).waitFor();

    // The rest of section 1, passed the same way; then the roadmap shows it done and section 2 open.
    for (const lesson of lessons.slice(1)) {
      await answerLessonByApi(token, lesson);
    }
    await page.goto("/learning-plan");
    await page
      .getByText(/Average score \d+%/)
      .first()
      .waitFor();
    // Section 2's lessons are planned when section 1 is done (a background job on Pro).
    type Plan = {
      roadmaps: { id: string; isCompleted: boolean }[];
      lessonsForRoadmaps: Record<string, unknown[]>;
    };
    let after: Plan | undefined;
    await expect
      .poll(
        async () => {
          after = (await apiAs(token, "/learningplan/optimized-data")).body as Plan;
          return after.lessonsForRoadmaps[after.roadmaps[1]!.id]?.length ?? 0;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    expect(after!.roadmaps[0]!.isCompleted).toBe(true);
    expect(after!.roadmaps[1]!.isCompleted).toBe(false);
    await page.reload();
    await page
      .getByText(/Average score \d+%/)
      .first()
      .waitFor();
    await screenshot(page, "learning-plan-section-completed-desktop-light");
    await context.close();
  }, 240_000);

  it("looks right in both themes at 1280 and 390 px: questions, results with feedback, the regenerate dialog", async () => {
    const token = await createReadyLearner("Dorothy");
    await upgradeToPro(token);
    const [asked, answered] = (await planPythonGoal(token)).lessons as [PlannedLesson, PlannedLesson];
    expect((await apiAs(token, `/lessons/${asked.id}/generate-content`, { method: "POST" })).status).toBe(
      200,
    );
    await answerLessonByApi(token, answered, false);
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      await page.goto(`/lessons/${asked.id}/assessment`);
      await page.locator("form fieldset").first().waitFor({ timeout: 20_000 });
      await screenshot(page, `assessment-questions-${viewport}-${theme}`);
      await page.goto(`/lessons/${answered.id}/assessment`);
      await page.getByRole("heading", { name: "Assessment Results" }).waitFor();
      await screenshot(page, `assessment-results-${viewport}-${theme}`);
      await page.getByRole("button", { name: "Regenerate Assessment" }).click();
      await page.getByRole("dialog", { name: "Regenerate Assessment" }).waitFor();
      await screenshot(page, `assessment-regenerate-${viewport}-${theme}`, { fullPage: false });
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: "Regenerate Assessment" }).waitFor({ state: "detached" });
      await context.close();
    }
  }, 180_000);
});
