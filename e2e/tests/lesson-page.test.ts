import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, signedInPage } from "./support/accounts.ts";

const course = (title: string, description: string, tags: string[]) => ({
  title,
  description,
  complexityLevel: 1,
  desiredDuration: 12,
  realisticDuration: 15,
  tags,
});

/** A learner with a planned goal; answers the token and the first course's lesson ids in order. */
async function learnerWithGoal(name: string, description: string, courses: ReturnType<typeof course>[]) {
  const token = await createReadyLearner(name);
  const created = await apiAs(token, "/goals/with-plan", { method: "POST", body: { description, courses } });
  if (created.status !== 201) throw new Error(`goal creation failed: ${created.status}`);
  const plan = await apiAs(token, "/learningplan/optimized-data");
  const data = plan.body as {
    roadmaps: { id: string }[];
    lessonsForRoadmaps: Record<string, { id: string }[]>;
  };
  const lessonIds = data.lessonsForRoadmaps[data.roadmaps[0]!.id]!.map((l) => l.id);
  return { token, lessonIds };
}

const waitForLesson = (page: Page) =>
  page
    .getByRole("button", { name: "Take Assessment" })
    .or(page.getByRole("link", { name: "Take Assessment" }))
    .waitFor({ timeout: 30_000 });

describe.skipIf(!hasBrowser)("lesson page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("streams a lesson in block by block from Start Lesson, with code, the illustration and the selection menu", async () => {
    const { token, lessonIds } = await learnerWithGoal("Grace", "Learn Python to automate tasks at work", [
      course("Python Foundations", "Syntax, data types and control flow for automating small tasks.", [
        "python",
      ]),
      course("Automating Files with Python", "Read, rename and organise files with scripts.", [
        "python",
        "files",
      ]),
    ]);
    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    await page.goto("/learning-plan");
    await page
      .getByRole("button", { name: /^Start Lesson/ })
      .first()
      .click();
    await page.waitForURL(`**/lessons/${lessonIds[0]}`);
    // The first blocks are on the page while the rest is still being written.
    const streaming = page.locator('section[aria-busy="true"]');
    await streaming.waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => streaming.locator("p, h3, h4, figure").count(), { timeout: 15_000 })
      .toBeGreaterThan(1);
    expect(
      await page
        .getByRole("button", { name: "Take Assessment" })
        .or(page.getByRole("link", { name: "Take Assessment" }))
        .count(),
    ).toBe(0);
    await screenshot(page, "lesson-streaming-desktop-dark");
    await waitForLesson(page);
    await expect.poll(() => streaming.count()).toBe(0);

    // Code with highlighting and a copy button; the illustration drawn from the lesson's prompt.
    await page.getByRole("button", { name: "Copy code" }).first().waitFor();
    expect(await page.locator("code.hljs .hljs-keyword, code.hljs .hljs-built_in").count()).toBeGreaterThan(
      0,
    );
    const image = page.getByRole("button", { name: /^Open image:/ });
    await image.waitFor({ timeout: 15_000 });
    await image.click();
    const popup = page.getByRole("dialog");
    await popup.waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
    expect(await page.getByRole("heading", { name: "Recommended books" }).count()).toBe(1);

    // Selecting text offers Create Note and Ask AI.
    const paragraph = page.locator("article p").first();
    await paragraph.click({ clickCount: 3 });
    await page.getByRole("toolbar", { name: "Selected text" }).waitFor();
    expect(await page.getByRole("button", { name: "Create Note" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Ask AI" }).count()).toBe(1);
    await page.mouse.click(5, 5);

    for (const [viewport, theme] of [
      ["desktop", "dark"],
      ["desktop", "light"],
      ["phone", "dark"],
      ["phone", "light"],
    ] as const) {
      const shot = await signedInPage(browser, token, { viewport, theme });
      await shot.page.goto(`/lessons/${lessonIds[0]}`);
      await waitForLesson(shot.page);
      await shot.page.getByRole("button", { name: /^Open image:/ }).waitFor();
      await screenshot(shot.page, `lesson-full-${viewport}-${theme}`);
      if (viewport === "phone") {
        // Code scrolls inside its block; the page itself never scrolls sideways.
        const overflow = await shot.page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        // The AI Chat button and the focus timer's chip sit in the bottom dock, over no text; at
        // the end of the page the lesson's last lines clear the dock.
        const dock = (await shot.page.getByTestId("bottom-dock").boundingBox())!;
        for (const floating of [
          shot.page.getByRole("button", { name: "AI Chat" }),
          shot.page.getByRole("button", { name: /^Focus timer:/ }),
        ]) {
          const box = (await floating.boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(dock.y);
          expect(box.y + box.height).toBeLessThanOrEqual(dock.y + dock.height);
        }
        await screenshot(shot.page, `lesson-dock-phone-${theme}`, { fullPage: false });
        await shot.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect
          .poll(() =>
            shot.page.evaluate(() => document.querySelector("#main > div")!.getBoundingClientRect().bottom),
          )
          .toBeLessThanOrEqual(dock.y);
        await screenshot(shot.page, `lesson-end-phone-${theme}`, { fullPage: false });
      }
      await shot.context.close();
    }

    // A second lesson the same day on the Free plan: the quota card, not an error.
    await page.goto(`/lessons/${lessonIds[1]}`);
    await page
      .getByRole("heading", { name: "You have used today's free lesson" })
      .waitFor({ timeout: 15_000 });
    expect(await page.getByText("Only 1 lesson per 24 hours allowed in free version").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Upgrade to Pro" }).count()).toBe(1);
    await screenshot(page, "lesson-quota-desktop-dark");
    await context.close();
  }, 120_000);

  it("closing the tab as soon as the content is written: the illustration and the assessment are ready on return", async () => {
    const { token, lessonIds } = await learnerWithGoal("Hedy", "Learn Python to automate tasks at work", [
      course("Python Foundations", "Syntax, data types and control flow for automating small tasks.", [
        "python",
      ]),
    ]);
    const { page, context } = await signedInPage(browser, token, { theme: "light" });
    await page.goto(`/lessons/${lessonIds[0]}`);
    await waitForLesson(page);
    // Gone the moment the content is written: the page never asked for the illustration or the assessment.
    await context.close();

    type LessonRead = {
      imageUrl: string | null;
      lessonAssessment: { id: string } | null;
      work: Record<string, { state: string }>;
    };
    const read = async () => (await apiAs(token, `/lessons/${lessonIds[0]}`)).body as LessonRead;
    await expect
      .poll(
        async () => {
          const lesson = await read();
          return [lesson.work.illustration!.state, lesson.work.assessment!.state];
        },
        { timeout: 30_000 },
      )
      .toEqual(["done", "done"]);
    const lesson = await read();
    expect(lesson.imageUrl).toBeTruthy();
    expect(lesson.lessonAssessment).not.toBeNull();

    const back = await signedInPage(browser, token, { theme: "light" });
    await back.page.goto(`/lessons/${lessonIds[0]}`);
    await waitForLesson(back.page);
    await back.page.getByRole("button", { name: /^Open image:/ }).waitFor({ timeout: 5_000 });
    expect(await back.page.getByText("Assessment is being prepared...").count()).toBe(0);
    await back.page.getByRole("link", { name: "Take Assessment" }).click();
    await back.page.getByRole("heading", { name: "Lesson Assessment" }).waitFor();
    // The questions were written while no page was open: they show without a wait.
    await back.page.getByRole("radio").first().waitFor({ timeout: 5_000 });
    expect(await back.page.getByText("Generating assessment questions...").count()).toBe(0);
    await screenshot(back.page, "lesson-assessment-ready-on-return-desktop-light");
    await back.context.close();
  }, 90_000);

  it("renders formulas and a chart in a data course", async () => {
    const { token, lessonIds } = await learnerWithGoal(
      "Florence",
      "Understand statistics to make better decisions",
      [
        course("Statistics for Everyday Decisions", "Averages, spread and probability for real choices.", [
          "statistics",
        ]),
        course("Reading Charts and Data", "Read and question charts in the news.", ["data"]),
      ],
    );
    for (const theme of ["dark", "light"] as const) {
      const { page, context } = await signedInPage(browser, token, {
        theme,
        viewport: theme === "dark" ? "desktop" : "phone",
      });
      await page.goto(`/lessons/${lessonIds[0]}`);
      await waitForLesson(page);
      await page.locator(".katex").first().waitFor();
      expect(await page.getByText("Math error").count()).toBe(0);
      const chart = page.locator("figure svg[role=img]");
      await chart.first().waitFor();
      expect(await chart.locator("rect, circle").count()).toBeGreaterThan(2);
      await screenshot(page, `lesson-math-chart-${theme === "dark" ? "desktop" : "phone"}-${theme}`);
      await context.close();
    }
  }, 90_000);
});
