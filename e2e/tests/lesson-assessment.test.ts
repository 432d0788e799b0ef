import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, signedInPage } from "./support/accounts.ts";

// The demo assessment's wrong options come from fixed sets, so a test can tell them from the right one.
const DEMO_DECOYS = new Set([
  "Memorising definitions without ever applying them",
  "Skipping examples to save time",
  "Changing several things at once and guessing what worked",
  "Avoiding any check of the result",
  "Learning every detail before trying anything",
  "Copying a solution without reading it",
  "History of the Printing Press",
  "Advanced Tax Law",
  "Marine Biology Field Work",
  "Medieval Poetry",
  "cobol",
  "fortran",
  "haskell",
  "lisp",
  "E = mc^2",
  "a^2 + b^2 = c^2",
  "F = ma",
]);

/** Answers every question: the non-decoy option (right) or a decoy (wrong); open ones in words. */
async function answerAll(page: Page, right: boolean, lessonTitle: string) {
  const cards = page.locator("form fieldset");
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const radios = card.getByRole("radio");
    if ((await radios.count()) === 0) {
      await card
        .getByPlaceholder("Your answer...")
        .fill(
          right
            ? `${lessonTitle} is about the main idea; I would apply it by trying a small example first and checking the result, then varying it.`
            : "No idea.",
        );
      continue;
    }
    for (let j = 0; j < (await radios.count()); j++) {
      const value = (await radios.nth(j).getAttribute("value")) ?? "";
      if (DEMO_DECOYS.has(value) !== right) {
        await radios.nth(j).check();
        break;
      }
    }
  }
}

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
});
