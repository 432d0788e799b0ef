import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser } from "../lib/browser.ts";
import { apiAs, createReadyLearner, signedInPage, upgradeToPro } from "./support/accounts.ts";
import { answerAll } from "./support/assessment.ts";
import { placementChoice, planGoalInWizard } from "./support/goal-wizard.ts";
import { answerGapQuestions, captureScreen, practiseAll, reviewAll } from "./support/journey.ts";

type Plan = {
  roadmaps: { id: string }[];
  lessonsForRoadmaps: Record<string, { id: string; title: string }[]>;
};
type Step = { kind: string; mode?: string; lessonId: string | null; conceptName: string | null };

/** A new goal through the wizard, then the placement check answered right (one wrong) until it ends. */
async function newGoalWithPlacement(page: Page) {
  await planGoalInWizard(page, {
    goal: "Learn Python for data analysis with pandas",
    answer: "Beginner, to analyse sales data at work",
    beforeSubmit: () => captureScreen(page, "goal-wizard", { fullPage: false }),
  });

  const offer = page.getByRole("region", { name: "Take a short placement check?" });
  await offer.waitFor({ timeout: 15_000 });
  await captureScreen(page, "placement-offer", { fullPage: false });
  await offer.getByRole("button", { name: "Take the placement check" }).click();
  const check = page.getByRole("dialog", { name: "Placement check" });
  await check.getByText("Question 1 of at most 10").waitFor({ timeout: 30_000 });
  await captureScreen(page, "placement-question", { fullPage: false });
  const end = page.getByRole("dialog", { name: "Placement check complete" });
  for (let n = 1; n <= 10 && !(await end.isVisible()); n++) {
    // The second answer wrong, as a learner who does not know everything.
    await check
      .getByRole("radio")
      .nth(await placementChoice(check, n !== 2))
      .check({ force: true });
    await check.getByRole("button", { name: "Answer" }).click();
    await Promise.race([
      end.waitFor({ timeout: 15_000 }),
      check.getByText(`Question ${n + 1} of at most 10`).waitFor({ timeout: 15_000 }),
    ]).catch(() => undefined);
  }
  await end.waitFor();
  await expect(end.getByRole("status").textContent()).resolves.toMatch(/marked 'You likely know this'/);
  await captureScreen(page, "placement-end", { fullPage: false });
  await end.getByRole("button", { name: "Go to my goal" }).click();
  await end.waitFor({ state: "detached" });
}

/** Submits the assessment on the page with right (or wrong) answers; waits for the results. */
async function submitAssessment(page: Page, right: boolean, title: string) {
  await page.locator("form fieldset").first().waitFor({ timeout: 30_000 });
  const submit = page.getByRole("button", { name: "Submit Answers" });
  // The questions may still be arriving: answer what is there until every one is answered.
  await expect
    .poll(
      async () => {
        await answerAll(page, right, title);
        return submit.isEnabled();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  await submit.click();
  await page.getByRole("heading", { name: "Assessment Results" }).waitFor({ timeout: 30_000 });
}

describe.skipIf(!hasBrowser)("the adaptive journey of a new learner (issue 38)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("placement → test out → fail → fix the gaps → retake → Study now → summary → What Brainy remembers", async () => {
    // Pro, so that several lessons fit in one day (the Free limits have their own tests).
    const token = await createReadyLearner("Grace");
    await upgradeToPro(token);
    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    await newGoalWithPlacement(page);

    // The course marks what the placement found; the first lesson is among them.
    await page
      .getByRole("region", { name: "Active Goal" })
      .getByRole("link", { name: "Resume course" })
      .click();
    await page.getByTestId("likely-known").first().waitFor({ timeout: 20_000 });
    await captureScreen(page, "course-likely-known");
    const plan = (await apiAs(token, "/learningplan/optimized-data")).body as Plan;
    const [first, second] = plan.lessonsForRoadmaps[plan.roadmaps[0]!.id]!;

    // Test out of the first lesson: its assessment without studying it, passed.
    await page.goto(`/lessons/${first!.id}`);
    const testOut = page.getByRole("button", { name: /^Test out: / });
    await testOut.waitFor({ timeout: 60_000 });
    await testOut.click();
    const testOutDialog = page.getByRole("dialog", { name: "Test out of this lesson?" });
    await testOutDialog.waitFor();
    await captureScreen(page, "test-out-dialog", { fullPage: false });
    await testOutDialog.getByRole("button", { name: "Start Test" }).click();
    await page.waitForURL(`**/lessons/${first!.id}/assessment?testOut=1`, { timeout: 30_000 });
    await page.getByTestId("test-out-note").waitFor();
    await submitAssessment(page, true, first!.title);
    await page.getByText(/^(Perfect score!|Excellent!|Good job!)/).waitFor();
    await captureScreen(page, "test-out-passed");
    expect(((await apiAs(token, `/lessons/${first!.id}`)).body as { isCompleted: boolean }).isCompleted).toBe(
      true,
    );

    // The second lesson: studied, its assessment failed.
    await page.goto(`/lessons/${second!.id}`);
    await page.getByRole("link", { name: "Take Assessment" }).waitFor({ timeout: 60_000 });
    await captureScreen(page, "lesson");
    await page.getByRole("link", { name: "Take Assessment" }).click();
    await page.waitForURL(`**/lessons/${second!.id}/assessment`);
    await submitAssessment(page, false, second!.title);
    await page.getByText("Score below 60%. Lesson not completed.").waitFor();
    const fix = page.getByRole("region", { name: "Fix the gaps" });
    await captureScreen(page, "assessment-failed");

    // Fix the gaps: a part for the missed concepts, questions on each; right answers unlock the retake.
    await fix.getByRole("button", { name: "Fix the gaps" }).click();
    await answerGapQuestions(page);
    const retake = fix.getByRole("button", { name: "Retake assessment" });
    await retake.waitFor({ timeout: 20_000 });
    await captureScreen(page, "gaps-fixed");
    // The part written for the missed concepts is at the end of the lesson.
    await fix.getByText("The new part is at the end of your lesson.").waitFor({ timeout: 30_000 });
    await fix.getByRole("link", { name: "Read the new part" }).click();
    await page.waitForURL(`**/lessons/${second!.id}`);
    await page.getByRole("heading", { name: "Fix the gaps" }).waitFor({ timeout: 30_000 });
    await page.getByText(/^\(Demo part: written offline/).waitFor();
    await page.getByRole("heading", { name: "Fix the gaps" }).scrollIntoViewIfNeeded();
    await captureScreen(page, "gap-part", { fullPage: false });
    await page.goBack();
    await retake.click({ timeout: 30_000 });
    await submitAssessment(page, true, second!.title);
    await page.getByText(/^(Perfect score!|Excellent!|Good job!)/).waitFor();
    await captureScreen(page, "retake-passed");
    expect(
      ((await apiAs(token, `/lessons/${second!.id}`)).body as { isCompleted: boolean }).isCompleted,
    ).toBe(true);

    // The missed questions' cards are due: Study now builds today's session.
    await expect
      .poll(async () => ((await apiAs(token, "/review/queue")).body as { dueToday: number }).dueToday, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await page.goto("/home");
    await page.getByTestId("home-study-now").click();
    await page.waitForURL(/\/study\/[0-9a-f-]{36}$/);
    const sessionId = page.url().split("/").at(-1)!;
    const current = page.getByTestId("current-step");
    await current.getByRole("heading", { name: /^Review \d+ due cards?$/ }).waitFor({ timeout: 20_000 });
    await captureScreen(page, "study-now");
    const steps = ((await apiAs(token, `/study-now/${sessionId}`)).body as { steps: Step[] }).steps;
    expect(steps[0]!.kind).toBe("reviews");
    expect(steps.map((s) => s.kind)).toEqual(expect.arrayContaining(["lesson", "practice", "summary"]));
    expect(steps.map((s) => s.kind)).not.toContain("gap-fix");

    await current.getByRole("link", { name: "Start reviews" }).click();
    await page.waitForURL("**/review");
    await reviewAll(page);
    await captureScreen(page, "reviews-done");
    await page.getByTestId("back-to-study").click();

    // The next lesson: studied (or tested out of, when the placement says it is likely known).
    const lesson = steps.find((s) => s.kind === "lesson")!;
    const lessonTitle = plan.lessonsForRoadmaps[plan.roadmaps[0]!.id]!.find(
      (l) => l.id === lesson.lessonId,
    )!.title;
    // Every review has reached the server (the review summary waits for them): the session reads
    // the reviews step done, completes it and shows the lesson step.
    if (lesson.mode === "test-out") {
      await current.getByRole("button", { name: "Test out" }).click({ timeout: 60_000 });
    } else {
      await current.getByRole("link", { name: "Open lesson" }).click({ timeout: 60_000 });
      await page.waitForURL(`**/lessons/${lesson.lessonId}`);
      await page.getByRole("link", { name: "Take Assessment" }).click({ timeout: 60_000 });
    }
    await page.waitForURL(`**/lessons/${lesson.lessonId}/assessment**`);
    await submitAssessment(page, true, lessonTitle);
    await page.getByTestId("back-to-study").click();

    // Practice on the weakest concept.
    const concept = steps.find((s) => s.kind === "practice")!.conceptName!;
    await current.getByRole("heading", { name: `Practise “${concept}”` }).waitFor({ timeout: 20_000 });
    await current.getByRole("link", { name: "Practise" }).click();
    await page.waitForURL(/\/review\/map\/[0-9a-f-]{36}\?practise=/);
    await practiseAll(page, concept);
    await captureScreen(page, "practice-result", { fullPage: false });
    await page.getByTestId("practice-dialog").getByRole("button", { name: "Close" }).click();
    await page.getByTestId("back-to-study").click();

    // The summary: what rose, what is due tomorrow.
    await current.getByRole("heading", { name: "See what changed" }).waitFor({ timeout: 20_000 });
    const summary = page.getByTestId("study-summary");
    // The practised concept was worth practising: it is among those that rose.
    await summary
      .getByTestId("rose-concept")
      .filter({ has: page.getByText(concept, { exact: true }) })
      .waitFor();
    await summary.getByTestId("due-tomorrow").waitFor();
    await captureScreen(page, "study-summary");
    await current.getByRole("button", { name: "Finish" }).click();
    await page.getByTestId("study-finished").waitFor();

    // A chat with the tutor; then Settings → 'What Brainy remembers' lists what it noted.
    await page.goto("/chat");
    const box = page.getByPlaceholder("Ask a question...");
    await box.fill("My exam is on 12 June. I prefer short examples in Python. What is a loop?");
    await box.press("Enter");
    await page.getByText("offline demo model").waitFor({ timeout: 30_000 });
    await captureScreen(page, "chat", { fullPage: false });
    await expect
      .poll(async () => ((await apiAs(token, "/memory")).body as { items: unknown[] }).items.length, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(2);
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Privacy" }).click();
    await page.getByRole("heading", { name: "What Brainy remembers" }).waitFor();
    const list = page.getByRole("list", { name: "Remembered facts" });
    await list.getByText("Has an exam on 12 June.").waitFor();
    await list.getByText("Prefers short examples in Python.").waitFor();
    await captureScreen(page, "memory", { fullPage: false });
    await context.close();
  }, 600_000);
});
