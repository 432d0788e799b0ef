import type { Page } from "playwright-core";
import { expect } from "vitest";
import { screenshot, viewports } from "../../lib/browser.ts";
import { findSeriousViolations, formatViolations } from "./axe.ts";

// Helpers of the adaptive journey (adaptive-journey.test.ts; study-now.test.ts reviews with reviewAll):
// each screen shot at 1280 and 390 px in both themes and checked by axe, and the steps a learner
// takes through the demo provider.

/** Waits for the theme's colour transitions to end, so shots and axe see the final colours. */
async function settleTheme(page: Page, theme: "dark" | "light") {
  await page.evaluate(async (value) => {
    document.documentElement.dataset.theme = value;
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  }, theme);
}

/** Shoots the screen at 1280 and 390 px, dark and light, axe-checking each; back to desktop dark after. */
export async function captureScreen(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  // A full-page shot of a scrolled page draws the sticky header where the scroll left it.
  if (options.fullPage !== false) await page.evaluate(() => window.scrollTo(0, 0));
  for (const viewport of ["desktop", "phone"] as const) {
    await page.setViewportSize(viewports[viewport]);
    for (const theme of ["dark", "light"] as const) {
      await settleTheme(page, theme);
      await screenshot(page, `journey-${name}-${viewport}-${theme}`, options);
      const violations = await findSeriousViolations(page);
      expect(violations, formatViolations(`${name} ${viewport} ${theme}`, violations)).toEqual([]);
    }
  }
  await page.setViewportSize(viewports.desktop);
  await settleTheme(page, "dark");
}

/** Answers every question of a fix's list with its concept's name (the demo's right answer). */
export async function answerGapQuestions(page: Page) {
  const list = page.getByRole("list", { name: "Questions on the missed concepts" });
  await list.getByRole("listitem").first().waitFor({ timeout: 30_000 });
  const items = list.getByRole("listitem");
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    const check = item.getByRole("button", { name: "Check" });
    if (!(await check.isVisible())) continue;
    const legend = (await item.locator("legend").textContent()) ?? "";
    const concept = /\(([^()]+)\)\s*$/.exec(legend)?.[1] ?? "";
    expect(concept).not.toBe("");
    const radios = item.getByRole("radio");
    if ((await radios.count()) > 0) await item.getByRole("radio", { name: concept, exact: true }).check();
    else await item.getByRole("textbox").fill(concept);
    await check.click();
    await item.getByRole("status").waitFor({ timeout: 20_000 });
    expect(await item.getByRole("status").textContent()).toMatch(/^Right\./);
  }
}

/**
 * Grades every card of the review screen Good with the keyboard, until its summary. The summary
 * waits for the last grades to reach the server (and the cards after the first 20 to come): on a
 * busy machine that may take a while.
 */
export async function reviewAll(page: Page) {
  const summary = page.getByTestId("review-summary");
  for (let n = 0; n < 60 && !(await summary.isVisible()); n++) {
    await page.getByTestId("review-front").or(summary).first().waitFor({ timeout: 60_000 });
    if (await summary.isVisible()) break;
    await page.keyboard.press("Space");
    await page.getByTestId("rate-3").waitFor();
    await page.keyboard.press("3");
    await page.getByTestId("rate-3").waitFor({ state: "detached" });
  }
  await summary.waitFor({ timeout: 60_000 });
}

/** Answers the practice dialog's questions with the concept's name (the demo's right answer), cards Good. */
export async function practiseAll(page: Page, concept: string) {
  const dialog = page.getByTestId("practice-dialog");
  await dialog.waitFor({ timeout: 20_000 });
  const next = dialog.getByRole("button", { name: /^(Next|See the result)$/ });
  for (let n = 0; n < 15 && !(await dialog.getByTestId("practice-result").isVisible()); n++) {
    await dialog
      .getByTestId("practice-question")
      .or(dialog.getByTestId("practice-card"))
      .or(next)
      .or(dialog.getByTestId("practice-result"))
      .first()
      .waitFor({ timeout: 20_000 });
    if (await dialog.getByTestId("practice-result").isVisible()) break;
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
    await next.waitFor();
  }
  await dialog.getByTestId("practice-result").waitFor();
}
