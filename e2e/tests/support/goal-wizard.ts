import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl, registerByApi, screenshot, uniqueEmail, viewports } from "../../lib/browser.ts";

// The goal wizard's set-up, shared by goals.test.ts, placement.test.ts and the adaptive journey: a
// new learner, the wizard planned through to its courses, the placement check's right answers.

/** The cookie banner answered: necessary cookies only. */
export const CONSENT = JSON.stringify({
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
  timestamp: new Date().toISOString(),
  version: "1.0",
});

/** A new learner, registered and past the initial setup, as the API would leave them. */
export async function createNewLearner(username: string, emailTag: string): Promise<string> {
  const token = await registerByApi({ username, email: uniqueEmail(emailTag), password: "Str0ng!Passw0rd" });
  const res = await fetch(`${baseUrl}/api/user/profile`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ isInitialSetupCompleted: true }),
  });
  if (!res.ok) throw new Error(`profile update failed: ${res.status} ${await res.text()}`);
  return token;
}

/**
 * Screenshots the current state at 1280 and 390, dark and light, without reloading the page, as
 * `<prefix>-<name>-<viewport>-<theme>`; back to desktop dark after.
 */
export function captureScreens(prefix: string) {
  return async (page: Page, name: string): Promise<void> => {
    for (const viewport of ["desktop", "phone"] as const) {
      await page.setViewportSize(viewports[viewport]);
      for (const theme of ["dark", "light"] as const) {
        // The shot waits for the theme's colour transitions (if any) to end, not for a fixed time.
        await page.evaluate(async (value) => {
          document.documentElement.dataset.theme = value;
          const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
          await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
        }, theme);
        await screenshot(page, `${prefix}-${name}-${viewport}-${theme}`);
      }
    }
    await page.setViewportSize(viewports.desktop);
    await page.evaluate(() => {
      document.documentElement.dataset.theme = "dark";
    });
  };
}

/** Marks the once-per-session welcome screen as shown, for tests that start elsewhere. */
export async function skipWelcome(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem("welcomeScreenShown", "true"));
}

export const dialog = (page: Page, name: string): Locator => page.getByRole("dialog", { name });

/** Waits until the planner has answered: courses are shown, or a new question with an empty answer box. */
export async function waitForPlanner(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const headings = [...document.querySelectorAll("h3")].map((h) => h.textContent);
      if (headings.includes("Recommended courses")) return true;
      const box = document.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea');
      return !!box && !box.disabled && box.value === "" && !!document.querySelector("#clarifying-question");
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * On /goals: opens the wizard (a learner without a goal finds it open), describes the goal, gives
 * the same answer to each question the planner asks until it recommends courses, then submits;
 * `beforeSubmit` sees the recommended courses.
 */
export async function planGoalInWizard(
  page: Page,
  options: { goal: string; answer: string; beforeSubmit?: () => Promise<void> },
): Promise<void> {
  await page.goto("/goals");
  await page.getByRole("button", { name: "Add New Goal" }).first().waitFor({ timeout: 20_000 });
  const wizard = dialog(page, "Set Your Learning Goal");
  if (!(await wizard.isVisible())) await page.getByRole("button", { name: "Add New Goal" }).first().click();
  await wizard.getByLabel("Your learning goal").fill(options.goal);
  await wizard.getByRole("button", { name: "Next" }).click();
  await waitForPlanner(page);
  const recommended = wizard.getByRole("heading", { name: "Recommended courses" });
  for (let round = 0; round < 5 && !(await recommended.isVisible()); round += 1) {
    await wizard.getByLabel("Your answer").fill(options.answer);
    await wizard.getByRole("button", { name: "Next" }).click();
    await waitForPlanner(page);
  }
  await recommended.waitFor({ timeout: 30_000 });
  await options.beforeSubmit?.();
  await wizard.getByRole("button", { name: "Submit" }).click();
  await wizard.waitFor({ state: "detached", timeout: 60_000 });
}

/** The demo's right placement choice is the concept the question names (“…”); `right: false` picks another. */
export async function placementChoice(check: Locator, right: boolean): Promise<number> {
  const question = (await check.locator("#placement-question").textContent()) ?? "";
  const named = /“(.+)”/.exec(question)?.[1] ?? "";
  const labels = await check
    .getByRole("radio")
    .evaluateAll((inputs) => inputs.map((input) => input.closest("label")?.textContent?.trim() ?? ""));
  const rightIndex = labels.findIndex((label) => label.endsWith(named));
  expect(rightIndex).toBeGreaterThanOrEqual(0);
  return right ? rightIndex : (rightIndex + 1) % labels.length;
}
