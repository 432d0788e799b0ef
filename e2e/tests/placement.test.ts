import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hasBrowser, launchBrowser, newPage } from "../lib/browser.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import {
  CONSENT,
  captureScreens,
  createNewLearner,
  dialog,
  placementChoice,
  planGoalInWizard,
  skipWelcome,
} from "./support/goal-wizard.ts";

const captureAll = captureScreens("placement");

async function expectAxeClean(page: Page, label: string) {
  // After a theme switch, colours are checked once their transitions have ended.
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  });
  const violations = await findSeriousViolations(page);
  expect(violations, formatViolations(label, violations)).toEqual([]);
}

describe.skipIf(!hasBrowser)("the placement check of a new goal (issue 38)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("offers the check after the wizard, asks with progress, ends with the lessons marked in the course", async () => {
    const token = await createNewLearner("Ada", "placement");
    const { page, context } = await newPage(browser, {
      theme: "dark",
      storage: { token, cookieConsent: CONSENT },
    });
    await skipWelcome(page);
    await planGoalInWizard(page, {
      goal: "Learn Python for data analysis with pandas",
      answer: "Beginner, to analyse sales data at work",
    });

    // The offer: optional, skippable, a panel under the new active goal (never a dialog in the way).
    const offer = page.getByRole("region", { name: "Take a short placement check?" });
    await offer.waitFor({ timeout: 15_000 });
    expect(await offer.getByRole("button", { name: "Skip" }).isVisible()).toBe(true);
    await expectAxeClean(page, "placement offer");
    await captureAll(page, "offer");
    await offer.getByRole("button", { name: "Take the placement check" }).click();

    // The questions: progress, a radio group the keyboard can answer.
    const check = dialog(page, "Placement check");
    await check.getByText("Question 1 of at most 10").waitFor({ timeout: 30_000 });
    await expectAxeClean(page, "placement question");
    await captureAll(page, "question");
    // Question 1 by keyboard: the first choice has focus; arrows move to the right one, Enter answers.
    const first = await placementChoice(check, true);
    await page.keyboard.press("Space");
    for (let i = 0; i < first; i++) await page.keyboard.press("ArrowDown");
    expect(await check.getByRole("radio").nth(first).isChecked()).toBe(true);
    await page.keyboard.press("Enter");
    await check.getByText("Question 2 of at most 10").waitFor({ timeout: 15_000 });
    expect(await check.getByText("Your last answer was right.").isVisible()).toBe(true);
    // The second one wrong, to see the verdict; then right until the check ends.
    await check
      .getByRole("radio")
      .nth(await placementChoice(check, false))
      .check({ force: true });
    await check.getByRole("button", { name: "Answer" }).click();
    await check.getByText("Question 3 of at most 10").waitFor({ timeout: 15_000 });
    expect(await check.getByText(/Your last answer was not right/).isVisible()).toBe(true);
    await captureAll(page, "question-verdict");

    const end = dialog(page, "Placement check complete");
    for (let n = 3; n <= 10 && !(await end.isVisible()); n++) {
      await check
        .getByRole("radio")
        .nth(await placementChoice(check, true))
        .check({ force: true });
      await check.getByRole("button", { name: "Answer" }).click();
      await Promise.race([
        end.waitFor({ timeout: 15_000 }),
        check.getByText(`Question ${n + 1} of at most 10`).waitFor({ timeout: 15_000 }),
      ]).catch(() => undefined);
    }
    await end.waitFor();
    const summary = (await end.getByRole("status").textContent()) ?? "";
    const marked = Number(
      /(\d+) lessons? (?:is|are) marked 'You likely know this'/.exec(summary)?.[1] ?? "0",
    );
    expect(marked).toBeGreaterThan(0);
    await expectAxeClean(page, "placement end");
    await captureAll(page, "end");
    await end.getByRole("button", { name: "Go to my goal" }).click();
    await end.waitFor({ state: "detached" });

    // The goal's courses mark as many lessons 'You likely know this' (the active course's first).
    const get = async (path: string) => {
      const res = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return res.json();
    };
    const goals = (await get("/goals")) as {
      isActive: boolean;
      courses: { id: string; isActive: boolean }[];
    }[];
    const goal = goals.find((g) => g.isActive)!;
    const perCourse = new Map<string, number>();
    for (const course of goal.courses)
      perCourse.set(
        course.id,
        ((await get(`/learningplan/optimized-data/${course.id}`)) as { likelyKnownLessonIds: string[] })
          .likelyKnownLessonIds.length,
      );
    expect([...perCourse.values()].reduce((a, b) => a + b, 0)).toBe(marked);
    const activeCount = perCourse.get(goal.courses.find((c) => c.isActive)!.id)!;
    expect(activeCount).toBeGreaterThan(0);
    await page
      .getByRole("region", { name: "Active Goal" })
      .getByRole("link", { name: "Resume course" })
      .click();
    await page.getByTestId("likely-known").first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("likely-known").count()).toBe(activeCount);
    await captureAll(page, "course");
    await context.close();
    // Twenty screenshots, three axe runs and up to ten questions: more than the default 90 s when
    // other suites share the machine.
  }, 240_000);
});
