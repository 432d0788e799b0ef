import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, signedInPage, upgradeToPro } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { planPythonGoal } from "./support/learning.ts";

type Exam = {
  id: string;
  goalId: string;
  status: string;
  items: { answer: string | null }[];
  score: number | null;
};

/** Answers the item on screen: its first choice, or a sentence for an open item. */
async function answerShownItem(page: Page) {
  const radios = page.locator("main fieldset input[type=radio]");
  if ((await radios.count()) > 0) await radios.first().check();
  else
    await page
      .getByRole("textbox", { name: /Your answer to item/ })
      .fill("A loop repeats its body for each item.");
}

/** Polls the exam until `done` holds (saves are sent as the learner goes). */
async function waitForExam(token: string, id: string, done: (exam: Exam) => boolean): Promise<Exam> {
  for (let i = 0; i < 100; i++) {
    const exam = (await apiAs(token, `/practice-exams/${id}`)).body as Exam;
    if (done(exam)) return exam;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the exam never reached the state waited for");
}

describe.skipIf(!hasBrowser)("practice exam", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("starts from the course page, saves answers as they go (resume), submits, and reports by concept", async () => {
    const token = await createReadyLearner("Priya");
    await upgradeToPro(token);
    const { lessons } = await planPythonGoal(token);
    // The first lesson is written with its assessment: the bank the exam draws from.
    expect((await apiAs(token, `/lessons/${lessons[0]!.id}/test-out`, { method: "POST" })).status).toBe(200);

    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    await page.goto("/learning-plan");
    await page.getByTestId("practice-exam-link").click();
    await page.getByRole("heading", { name: "Practice exam" }).waitFor();
    await page.getByRole("radio", { name: "10 items" }).check();
    await page.getByRole("checkbox", { name: "Timed" }).click();
    expect(formatViolations("exam setup", await findSeriousViolations(page))).toBe("");
    await screenshot(page, "practice-exam-setup-desktop-dark");
    await page.getByTestId("exam-start").click();
    await page.waitForURL(/\/practice-exams\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const examId = page.url().split("/").at(-1)!;
    await page.getByRole("timer", { name: "Time left" }).waitFor();
    await page.getByText("Item 1 of 10").waitFor();
    expect(formatViolations("exam", await findSeriousViolations(page))).toBe("");

    // Half the items, then another device (a fresh page) resumes where they were left.
    for (let i = 0; i < 5; i++) {
      await answerShownItem(page);
      await page.getByRole("button", { name: "Next" }).click();
    }
    await waitForExam(token, examId, (e) => e.items.filter((i) => i.answer).length === 5);
    await screenshot(page, "practice-exam-item-desktop-dark");
    await context.close();

    const phone = await signedInPage(browser, token, { theme: "light", viewport: "phone" });
    await phone.page.goto("/learning-plan");
    await phone.page.getByTestId("exam-resume-banner").getByText("5 of 10 answered").waitFor();
    await screenshot(phone.page, "practice-exam-resume-phone-light");
    await phone.page.getByRole("link", { name: "Resume exam" }).click();
    await phone.page.getByText("Item 6 of 10").waitFor();
    expect(await phone.page.getByRole("button", { name: "Item 1, answered" }).count()).toBe(1);
    await screenshot(phone.page, "practice-exam-item-phone-light");
    for (let i = 5; i < 10; i++) {
      await answerShownItem(phone.page);
      if (i < 9) await phone.page.getByRole("button", { name: "Next" }).click();
    }
    await phone.page.getByTestId("exam-submit").click();
    await phone.page.getByRole("heading", { name: "Practice exam report" }).waitFor({ timeout: 60_000 });
    await phone.page.getByRole("heading", { name: "By concept" }).waitFor();
    expect(await phone.page.getByTestId("exam-concepts").locator("li").count()).toBeGreaterThan(0);
    const graded = await waitForExam(token, examId, (e) => e.status === "submitted");
    expect(graded.items.every((i) => i.answer)).toBe(true);
    expect(await phone.page.getByTestId("exam-score").textContent()).toBe(`${graded.score} %`);
    await phone.context.close();

    // The report at 1280 and 390 px, dark and light; axe clean.
    for (const { viewport, theme } of MATRIX) {
      const shot = await signedInPage(browser, token, { theme, viewport });
      await shot.page.goto(`/practice-exams/${examId}`);
      await shot.page.getByRole("heading", { name: "Practice exam report" }).waitFor();
      expect(formatViolations(`report ${viewport} ${theme}`, await findSeriousViolations(shot.page))).toBe(
        "",
      );
      await screenshot(shot.page, `practice-exam-report-${viewport}-${theme}`);
      await shot.context.close();
    }
    // The exam screen in the other two: a second exam, untimed.
    const second = await apiAs(token, "/practice-exams", {
      method: "POST",
      body: { goalId: graded.goalId, size: 10, timed: false },
    });
    expect(second.status).toBe(201);
    for (const { viewport, theme } of [
      { viewport: "desktop", theme: "light" },
      { viewport: "phone", theme: "dark" },
    ] as const) {
      const shot = await signedInPage(browser, token, { theme, viewport });
      await shot.page.goto(`/practice-exams/${(second.body as Exam).id}`);
      await shot.page.getByText("Item 1 of 10").waitFor();
      await screenshot(shot.page, `practice-exam-item-${viewport}-${theme}`);
      await shot.context.close();
    }
  });
});
