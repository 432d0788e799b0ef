import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, screenshotViewport, signedInPage } from "./support/accounts.ts";
import { answerLessonByApi } from "./support/assessment.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { planPythonGoal } from "./support/learning.ts";

type Plan = {
  roadmaps: { id: string }[];
  lessonsForRoadmaps: Record<string, { id: string; title: string }[]>;
};

/** The first lesson of the learner's active course (a student's: their copy of the assignment). */
async function firstLesson(token: string) {
  const plan = (await apiAs(token, "/learningplan/optimized-data")).body as Plan;
  return plan.lessonsForRoadmaps[plan.roadmaps[0]!.id]![0]!;
}

/** Waits until the learner's (only) goal, their copy, has its concepts named. */
async function conceptsNamed(token: string) {
  const [goal] = (await apiAs(token, "/goals")).body as { id: string }[];
  await expect
    .poll(
      async () => {
        const map = (await apiAs(token, `/learner-model/goals/${goal!.id}/concepts`)).body as {
          concepts: unknown[];
          naming: unknown;
        };
        return map.concepts.length > 0 && map.naming === null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** A teacher whose course's first lesson is written with its assessment ready (not answered). */
async function teacherWithCourse(name: string) {
  const token = await createReadyLearner(name);
  const { lessons } = await planPythonGoal(token);
  const lesson = lessons[0]!;
  expect((await apiAs(token, `/lessons/${lesson.id}/generate-content`, { method: "POST" })).status).toBe(200);
  await apiAs(token, `/lessons/${lesson.id}/assessment`, { method: "POST" });
  await expect
    .poll(
      async () =>
        ((await apiAs(token, `/assessments/lesson/${lesson.id}`)).body as { status: string }).status,
      {
        timeout: 20_000,
      },
    )
    .toBe("ready");
  return token;
}

describe.skipIf(!hasBrowser)("classes", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  /** The class the first test made, which the screenshots show. */
  let shared: { teacherToken: string; pia: string; classPath: string } | undefined;

  it("a teacher creates a class and assigns a course; students join by code and study; the teacher sees them and overrides a grade", async () => {
    const teacherToken = await teacherWithCourse("Tessa");
    const teacher = await signedInPage(browser, teacherToken, { theme: "light" });
    const pia = await createReadyLearner("Pia");
    const finn = await createReadyLearner("Finn");
    const student = await signedInPage(browser, pia, { theme: "light" });
    let classPath = "";
    try {
      // The teacher: Classes in the side menu → create → a student code → assign the course.
      const t = teacher.page;
      await t.goto("/home");
      await t.getByRole("link", { name: "Classes" }).first().click();
      await t.getByRole("textbox", { name: "Class name" }).fill("Python after school");
      await t.getByRole("button", { name: "Create class" }).click();
      await t.getByRole("heading", { level: 1, name: "Python after school" }).waitFor();
      classPath = new URL(t.url()).pathname;
      await t.getByRole("button", { name: "New student code" }).click();
      const code = (await t.getByTestId("invite-code").first().textContent())!.trim();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      await t.getByRole("button", { name: "Assign", exact: true }).click();
      await t.getByTestId("assignment-report").waitFor();

      // Pia joins by the code on the Classes page: the preview, then Accept.
      const s = student.page;
      await s.goto("/classes");
      await s.getByRole("textbox", { name: "Invite code" }).fill(code.toLowerCase());
      await s.getByRole("button", { name: "See the class" }).click();
      await s.getByRole("heading", { name: "What your teacher will see" }).waitFor();
      await s.getByText("Your notes, chats, sources, memory and review cards").waitFor();
      await s.getByRole("button", { name: "Accept and join" }).click();
      await s.getByTestId("what-teacher-sees").waitFor();
      // Finn joins by the link's API call, as the same page would.
      expect((await apiAs(finn, `/invites/${code}/accept`, { method: "POST" })).status).toBe(200);

      // Each copy's concepts are named in the background (the learner model), before they study.
      for (const token of [pia, finn]) await conceptsNamed(token);
      // They study their copies: Pia passes, Finn fails.
      await answerLessonByApi(pia, await firstLesson(pia), true);
      await answerLessonByApi(finn, await firstLesson(finn), false);

      // The teacher sees both, the per-question table with the common wrong answer, and reviews Finn's answer.
      await t.reload();
      await expect.poll(() => t.getByTestId("student-row").count(), { timeout: 10_000 }).toBe(2);
      const finnRow = t.getByTestId("student-row").filter({ hasText: "Finn" });
      await finnRow.getByText("0 of").waitFor();
      await t.getByTestId("student-row").filter({ hasText: "Pia" }).getByText("1 of").waitFor();
      await t.getByRole("heading", { name: "Per question" }).waitFor();
      // The learner model's weak concept of the class (Finn's).
      await t.getByTestId("class-weak-concepts").waitFor();
      expect(await finnRow.locator("td").last().textContent()).not.toBe("–");
      expect(await t.getByTestId("question-row").filter({ hasText: "×1" }).count()).toBeGreaterThan(0);
      const finnsAnswer = t.getByTestId("open-answer").filter({ hasText: "Finn" }).first();
      await finnsAnswer.getByRole("button", { name: /Review/ }).click();
      const dialog = t.getByRole("dialog", { name: /Review Finn's answer/ });
      await dialog.waitFor();
      await t.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await finnsAnswer.getByRole("button", { name: /Review/ }).click();
      await dialog.getByRole("combobox", { name: "Grade" }).selectOption("1");
      await dialog
        .getByRole("textbox", { name: "Comment for the student" })
        .fill("Short, but you have the idea.");
      await dialog.getByRole("button", { name: "Save grade" }).click();
      await dialog.waitFor({ state: "detached" });
      await finnsAnswer.getByText(/Overridden to 100 % by Tessa/).waitFor();

      // Finn sees the override and the comment with his result.
      const finnLesson = await firstLesson(finn);
      const result = (await apiAs(finn, `/assessments/lesson/${finnLesson.id}`)).body as {
        result: { questions?: unknown } | null;
      };
      expect(JSON.stringify(result)).toContain("Your teacher: Short, but you have the idea.");

      // The grade book CSV.
      const csv = await fetch(`${baseUrl}/api${classPath}/gradebook.csv`, {
        headers: { authorization: `Bearer ${teacherToken}` },
      });
      const text = await csv.text();
      expect(text.split("\r\n")[0]).toBe(
        "Student,Username,Assignment,Due,Lessons done,Lessons,Average score,Last active",
      );
      expect(text).toMatch(/\r\nFinn,/);
      expect(text).toMatch(/\r\nPia,/);
    } catch (error) {
      await screenshot(teacher.page, "classes-failure-teacher");
      await screenshot(student.page, "classes-failure-student");
      throw error;
    } finally {
      await teacher.context.close();
      await student.context.close();
    }
    shared = { teacherToken, pia, classPath };
  }, 180_000);

  it("looks right at 1280 and 390 px, dark and light, with no serious axe violation: the teacher's view, the join preview, 'What your teacher sees'", async () => {
    expect(shared, "the first test sets up the class").toBeTruthy();
    const { teacherToken, pia, classPath } = shared!;
    const failures: string[] = [];
    const audit = async (page: Page, label: string) =>
      failures.push(formatViolations(label, await findSeriousViolations(page)));
    const newcomer = await createReadyLearner("Nia");
    const invite = (await apiAs(teacherToken, `${classPath}/invites`, { method: "POST", body: {} })).body as {
      code: string;
    };
    for (const { viewport, theme } of MATRIX) {
      const shots: [token: string, path: string, wait: (p: Page) => Promise<unknown>, name: string][] = [
        [teacherToken, classPath, (p) => p.getByTestId("assignment-report").waitFor(), "classes-teacher"],
        [newcomer, `/join/${invite.code}`, (p) => p.getByTestId("teacher-sees").waitFor(), "classes-join"],
        [pia, classPath, (p) => p.getByTestId("student-row").waitFor(), "classes-student"],
        [
          teacherToken,
          "/classes",
          (p) => p.getByRole("list", { name: "Your classes" }).waitFor(),
          "classes-list",
        ],
      ];
      for (const [token, path, wait, name] of shots) {
        const { page, context } = await signedInPage(browser, token, { viewport, theme });
        try {
          await page.goto(path);
          await wait(page);
          await screenshotViewport(page, `${name}-${viewport}-${theme}`);
          if (viewport === "desktop" && name === "classes-teacher")
            await screenshot(page, `${name}-full-${theme}`);
          await audit(page, `${name} ${viewport} ${theme}`);
        } finally {
          await context.close();
        }
      }
    }
    expect(failures.filter(Boolean).join("\n")).toBe("");
  }, 180_000);
});
