import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser } from "../lib/browser.ts";
import { MATRIX, screenshotViewport, signedInPage } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { learnerWithLesson } from "./support/learning.ts";

/** A diagram a model could write that passes the server's checks but that Mermaid cannot parse. */
const BROKEN_SOURCE = "flowchart TD\n  start[Begin --> finish";

const waitForLesson = (page: Page) =>
  page
    .getByRole("button", { name: "Take Assessment" })
    .or(page.getByRole("link", { name: "Take Assessment" }))
    .waitFor({ timeout: 60_000 });

/** The diagram kinds the demo lesson does not draw itself, as a model might write them. */
const OTHER_KINDS = [
  {
    title: "A mind map",
    source:
      "mindmap\n  root((Python))\n    Syntax\n      Variables\n      Loops\n    Tools\n      Editor\n      Terminal",
  },
  {
    title: "A sequence diagram",
    source:
      "sequenceDiagram\n  participant You\n  participant Python\n  You->>Python: run script.py\n  Python-->>You: output\n  Note over You,Python: compare with your prediction",
  },
  {
    title: "A timeline",
    source:
      "timeline\n  title Python releases\n  1991 : Python 0.9\n  2000 : Python 2.0\n  2008 : Python 3.0",
  },
];

/**
 * Serves the lesson with diagrams added after its own one: the demo model only writes diagrams
 * that draw, and only flowcharts or mind maps, so the browser changes the answer it reads.
 */
async function addDiagrams(page: Page, lessonId: string, extra: { title: string; source: string }[]) {
  await page.route(`**/api/lessons/${lessonId}`, async (route) => {
    const response = await route.fetch();
    const lesson = await response.json();
    const blocks = lesson.content.blocks as { type: string }[];
    const at = blocks.findIndex((b) => b.type === "diagram") + 1;
    blocks.splice(at, 0, ...extra.map((d) => ({ type: "diagram", ...d })));
    await route.fulfill({ response, json: lesson });
  });
}
const addBrokenDiagram = (page: Page, lessonId: string) =>
  addDiagrams(page, lessonId, [{ title: "A broken diagram", source: BROKEN_SOURCE }]);

/** Clicks a mode of the chat's segmented control (its radios are visually hidden inside their labels). */
async function pickMode(panel: Locator, name: string) {
  await panel.getByRole("group", { name: "Tutor mode" }).locator("label", { hasText: name }).click();
  expect(await panel.getByRole("radio", { name }).isChecked()).toBe(true);
}

describe.skipIf(!hasBrowser)("lesson diagrams, checkpoints and chat modes", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("draws the lesson's Mermaid diagram as SVG, shows a broken one as 'Diagram error' with its source, and checks checkpoints at once", async () => {
    const { token, lessonId } = await learnerWithLesson("Dee");
    const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme: "dark" });
    // The first visit writes the lesson (streamed); the second reads it, with the broken diagram added.
    await page.goto(`/lessons/${lessonId}`);
    await waitForLesson(page);
    await addBrokenDiagram(page, lessonId);
    await page.reload();
    await waitForLesson(page);

    const drawn = page.locator("figure[data-diagram=drawn]");
    await drawn.first().waitFor({ timeout: 30_000 });
    expect(await drawn.locator("svg").count()).toBe(1);
    expect(await drawn.locator("svg .node, svg .mindmap-node, svg g[class*=node]").count()).toBeGreaterThan(
      2,
    );
    const broken = page.locator("figure[data-diagram=failed]");
    await broken.waitFor();
    await broken.getByRole("alert").getByText("Diagram error").waitFor();
    expect(await broken.locator("pre").textContent()).toBe(BROKEN_SOURCE);
    expect(await broken.locator("svg").count()).toBe(0);
    // Mermaid left nothing of its own behind (no error picture, no temporary element).
    expect(await page.locator("body > [id^=dmermaid], body > svg[id^=mermaid]").count()).toBe(0);

    // Multiple choice: a wrong choice, then the right one; the server checks each (issue 37).
    const choice = page.locator("form[data-checkpoint]").filter({ has: page.getByRole("radio") });
    await choice.getByRole("radio", { name: "Start a big project with it" }).check();
    await choice.getByRole("button", { name: "Check answer" }).click();
    await choice.getByText("Not quite.").waitFor();
    await choice
      .getByText("The answer is “Try it on a small example, then vary it”.", { exact: false })
      .waitFor();
    await choice.getByRole("radio", { name: "Try it on a small example, then vary it" }).check();
    expect(await choice.getByText("Not quite.").count()).toBe(0);
    await choice.getByRole("button", { name: "Check answer" }).click();
    await choice.getByText("Correct.").waitFor();

    // Fill-in: Enter checks; case and punctuation do not count.
    const fillIn = page.locator("form[data-checkpoint]").filter({ has: page.getByRole("textbox") });
    const box = fillIn.getByRole("textbox", { name: /Fill in the missing word/ });
    await box.fill("Example.");
    await box.press("Enter");
    await fillIn.getByText("Correct.").waitFor();
    await context.close();
  }, 150_000);

  it("draws mind maps, sequence diagrams and timelines too, passing axe (contrast included) in both themes", async () => {
    const { token, lessonId } = await learnerWithLesson("Kai");
    for (const theme of ["dark", "light"] as const) {
      const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme });
      await page.goto(`/lessons/${lessonId}`);
      await waitForLesson(page);
      await addDiagrams(page, lessonId, OTHER_KINDS);
      await page.reload();
      await waitForLesson(page);
      const drawn = page.locator("figure[data-diagram=drawn]");
      await expect.poll(() => drawn.count(), { timeout: 30_000 }).toBe(4);
      expect(await page.locator("figure[data-diagram=failed]").count()).toBe(0);
      for (const { title } of OTHER_KINDS) {
        expect(await drawn.filter({ hasText: title }).locator("svg").count()).toBe(1);
      }
      const violations = await findSeriousViolations(page);
      expect(formatViolations(`lesson diagrams ${theme}`, violations)).toBe("");
      await drawn.filter({ hasText: "A mind map" }).scrollIntoViewIfNeeded();
      await screenshotViewport(page, `lesson-diagram-kinds-desktop-${theme}`);
      await context.close();
    }
  }, 150_000);

  it("the chat's mode control: Quiz me asks and judges one question at a time, Hint points the way without the answer", async () => {
    const { token, lessonId } = await learnerWithLesson("Quinn");
    const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme: "light" });
    await page.goto(`/lessons/${lessonId}`);
    await waitForLesson(page);
    await page.getByRole("button", { name: "AI Chat" }).click();
    const panel = page.getByRole("dialog", { name: "AI Chat" });
    const modes = panel.getByRole("group", { name: "Tutor mode" });
    expect(await modes.getByRole("radio", { name: "Explain" }).isChecked()).toBe(true);

    await pickMode(panel, "Quiz me");
    await panel.getByText("Asks one question at a time and checks your answer.").waitFor();
    const answerBox = panel.getByRole("textbox", { name: "Your answer" });
    await answerBox.fill("quiz me");
    await answerBox.press("Enter");
    const last = panel.locator(".markdown-body").last();
    // The demo's closing note is the answer's last line: the answer has fully streamed in.
    const finished = () =>
      last.getByText("questions written for you", { exact: false }).waitFor({ timeout: 30_000 });
    await finished();
    expect(await last.textContent()).toContain("Question 1 of");
    expect(await last.textContent()).toContain("What is the best next step?");
    await answerBox.fill("Start a big project with it");
    await answerBox.press("Enter");
    await panel.getByText("Question 2 of", { exact: false }).waitFor({ timeout: 30_000 });
    await finished();
    const feedback = (await last.textContent()) ?? "";
    expect(feedback).toMatch(/^Not quite\. The answer is Try it on a small example, then vary it/);

    await modes.getByRole("radio", { name: "Hint" }).focus();
    await page.keyboard.press("ArrowRight"); // arrow keys move within the radio group
    expect(await modes.getByRole("radio", { name: "Explain" }).isChecked()).toBe(true);
    await page.keyboard.press("ArrowLeft");
    expect(await modes.getByRole("radio", { name: "Hint" }).isChecked()).toBe(true);
    const stuckBox = panel.getByRole("textbox", { name: "What you are stuck on" });
    await stuckBox.fill("What should I predict before running the code?");
    await stuckBox.press("Enter");
    await last.getByText("follows your reasoning", { exact: false }).waitFor({ timeout: 30_000 });
    expect(await last.textContent()).toContain("Your turn:");
    expect(await last.textContent()).toContain("reread the part of the lesson headed");
    await context.close();
  }, 150_000);

  it("screens: a lesson's diagram and checkpoint, and the chat's mode control, at 1280 and 390 px, dark and light", async () => {
    const { token, lessonId } = await learnerWithLesson("Shay");
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      await page.goto(`/lessons/${lessonId}`);
      await waitForLesson(page);
      const diagram = page.locator("figure[data-diagram=drawn]");
      await diagram.first().waitFor({ timeout: 30_000 });
      await diagram.first().scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -80));
      await screenshotViewport(page, `lesson-diagram-${viewport}-${theme}`);
      const choice = page.locator("form[data-checkpoint]").first();
      await choice.getByRole("radio").first().check();
      await choice.getByRole("button", { name: "Check answer" }).click();
      await choice.locator("[aria-live=polite] p").waitFor();
      await choice.scrollIntoViewIfNeeded();
      await screenshotViewport(page, `lesson-checkpoint-${viewport}-${theme}`);
      await page.getByRole("button", { name: "AI Chat" }).click();
      const panel = page.getByRole("dialog", { name: "AI Chat" });
      await pickMode(panel, "Quiz me");
      const box = panel.getByRole("textbox", { name: "Your answer" });
      await box.fill("quiz me");
      await box.press("Enter");
      await panel.getByText("Question", { exact: false }).last().waitFor({ timeout: 30_000 });
      await panel
        .locator(".markdown-body")
        .last()
        .getByText("questions written for you", { exact: false })
        .waitFor({ timeout: 30_000 });
      await screenshotViewport(page, `chat-modes-${viewport}-${theme}`);
      await context.close();
    }
  }, 240_000);
});
