import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  hasBrowser,
  launchBrowser,
  newPage,
  registerByApi,
  screenshot,
  uniqueEmail,
} from "../lib/browser.ts";
import {
  apiAs,
  CONSENT,
  createReadyLearner,
  MATRIX,
  STRONG_PASSWORD,
  screenshotViewport,
  signedInPage,
} from "./support/accounts.ts";
import { answerLessonByApi } from "./support/assessment.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { planPythonGoal } from "./support/learning.ts";

/** Tabs through the open dialog: focus never leaves it. */
async function expectFocusTrapped(page: Page) {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(inside, `focus left the dialog after ${i + 1} Tab presses`).toBe(true);
  }
}

/** An owner with a Python course whose first lesson is written and answered (a score to keep private). */
async function ownerWithWrittenCourse(name: string) {
  const token = await createReadyLearner(name);
  const { lessons } = await planPythonGoal(token);
  const lesson = lessons[0]!;
  expect((await apiAs(token, `/lessons/${lesson.id}/generate-content`, { method: "POST" })).status).toBe(200);
  await answerLessonByApi(token, lesson, true);
  const me = (await apiAs(token, "/user/profile")).body as { username: string; email: string };
  return { token, lesson, ...me };
}

/** Opens the Share dialog on the courses screen and makes the link; answers its URL. */
async function createLinkInDialog(page: Page): Promise<string> {
  await page.goto("/learning-plan");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /^Share “/ });
  await dialog.getByRole("button", { name: "Create link" }).waitFor();
  expect(await dialog.getByRole("checkbox", { name: "Show my name on the page" }).isChecked()).toBe(false);
  await dialog.getByRole("button", { name: "Create link" }).click();
  const url = await dialog.getByTestId("share-url").inputValue();
  expect(url).toMatch(/^http:\/\/[^/]+\/share\/[A-Za-z0-9_-]{43}$/);
  return url;
}

describe.skipIf(!hasBrowser)("sharing a course", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shares from the dialog, reads signed out without private data, another learner adds it, revoking answers 404", async () => {
    const owner = await ownerWithWrittenCourse("Oriana");
    const { page, context } = await signedInPage(browser, owner.token, { theme: "light" });
    let url = "";
    try {
      url = await createLinkInDialog(page);
      await expectFocusTrapped(page);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
    } catch (error) {
      await screenshot(page, "course-share-failure");
      throw error;
    }

    // Signed out: the page and everything it loads, searched for the owner's private data.
    const reader = await newPage(browser, { storage: { cookieConsent: CONSENT } });
    const bodies: string[] = [];
    reader.page.on("response", (response) => {
      void response
        .text()
        .then((text) => bodies.push(text))
        .catch(() => {});
    });
    try {
      const response = await reader.page.goto(url);
      expect(response?.status()).toBe(200);
      await reader.page.getByRole("heading", { level: 1, name: "Python Foundations" }).waitFor();
      await reader.page.getByRole("navigation", { name: "Roadmap" }).waitFor();
      await reader.page.getByRole("heading", { level: 3, name: owner.lesson.title }).waitFor();
      expect(await reader.page.locator("script").count()).toBe(0);
      await reader.page.waitForLoadState("networkidle");
      bodies.push(await reader.page.content());
      for (const secret of [owner.email, owner.username, "Oriana", "Score", '"score"']) {
        for (const body of bodies) expect(body, secret).not.toContain(secret);
      }

      // 'Add to my goals' → sign in as another learner → back to the course → a goal of their own.
      const email = uniqueEmail("reader");
      const readerToken = await registerByApi({ username: "Rafa", email, password: STRONG_PASSWORD });
      await apiAs(readerToken, "/user/profile", {
        method: "PUT",
        body: {
          birthDate: "1995-06-15",
          educationDegree: "Master",
          currentStatus: 2,
          motivation: 0,
          isInitialSetupCompleted: true,
        },
      });
      await reader.page.getByRole("link", { name: "Add to my goals" }).click();
      await reader.page.getByRole("heading", { level: 1, name: "Python Foundations" }).waitFor();
      await reader.page.getByRole("link", { name: "Log in to add it" }).click();
      const login = reader.page.getByRole("dialog", { name: "Welcome back" });
      await login.getByLabel("Email").fill(email);
      await login.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
      await login.getByRole("button", { name: "Log in" }).click();
      await reader.page.waitForURL(/\/add-course\//);
      await reader.page.getByRole("button", { name: "Add to my goals" }).click();
      await reader.page.waitForURL(/\/learning-plan\/[0-9a-f-]{36}$/);
      await reader.page.getByRole("list", { name: "Course sections" }).waitFor();
      const goals = (await apiAs(readerToken, "/goals")).body as { title: string | null }[];
      expect(goals.map((g) => g.title)).toEqual(["Python Foundations"]);
      await reader.page.goto(`/lessons/${await firstLessonId(readerToken)}`);
      await reader.page.getByRole("heading", { level: 1, name: owner.lesson.title }).waitFor();
    } catch (error) {
      await screenshot(reader.page, "course-share-reader-failure");
      throw error;
    } finally {
      await reader.context.close();
    }

    // Stop sharing: the link answers 404 at once.
    try {
      await page.getByRole("button", { name: "Share", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: /^Share “/ });
      await dialog.getByRole("button", { name: "Stop sharing" }).click();
      await dialog.getByText("Sharing stopped").waitFor();
      expect((await fetch(url)).status).toBe(404);
    } finally {
      await context.close();
    }
  });

  it("looks right at 1280 and 390 px, dark and light, with no serious axe violation: the share page and the dialog", async () => {
    const owner = await ownerWithWrittenCourse("Selma");
    const failures: string[] = [];
    const audit = async (page: Page, label: string) =>
      failures.push(formatViolations(label, await findSeriousViolations(page)));
    let url = "";
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, owner.token, { viewport, theme });
      try {
        if (!url) url = await createLinkInDialog(page);
        else {
          await page.goto("/learning-plan");
          await page.getByRole("button", { name: "Share", exact: true }).click();
          await page
            .getByRole("dialog", { name: /^Share “/ })
            .getByTestId("share-url")
            .waitFor();
        }
        await screenshotViewport(page, `course-share-dialog-${viewport}-${theme}`);
        await audit(page, `share dialog ${viewport} ${theme}`);
      } finally {
        await context.close();
      }
      const visitor = await newPage(browser, { viewport, theme, storage: { cookieConsent: CONSENT } });
      try {
        await visitor.page.emulateMedia({ colorScheme: theme });
        await visitor.page.goto(url);
        await visitor.page.getByRole("heading", { level: 1 }).waitFor();
        await screenshotViewport(visitor.page, `course-share-page-${viewport}-${theme}`);
        await visitor.page.getByRole("heading", { level: 3 }).first().scrollIntoViewIfNeeded();
        await screenshotViewport(visitor.page, `course-share-page-lesson-${viewport}-${theme}`);
        if (viewport === "desktop") await screenshot(visitor.page, `course-share-page-full-${theme}`);
        await audit(visitor.page, `share page ${viewport} ${theme}`);
        await visitor.page.goto(url.replace("/share/", "/add-course/"));
        await visitor.page.getByRole("link", { name: "Log in to add it" }).waitFor();
        await screenshotViewport(visitor.page, `course-share-add-${viewport}-${theme}`);
        await audit(visitor.page, `add course ${viewport} ${theme}`);
      } finally {
        await visitor.context.close();
      }
    }
    expect(failures.filter(Boolean).join("\n")).toBe("");
    expect(baseUrl).toBeTruthy();
  });
});

/** The first lesson of the learner's active course. */
async function firstLessonId(token: string): Promise<string> {
  const plan = (await apiAs(token, "/learningplan/optimized-data")).body as {
    roadmaps: { id: string }[];
    lessonsForRoadmaps: Record<string, { id: string }[]>;
  };
  return plan.lessonsForRoadmaps[plan.roadmaps[0]!.id]![0]!.id;
}
