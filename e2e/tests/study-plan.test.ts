import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, screenshotViewport, signedInPage } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { planPythonGoal } from "./support/learning.ts";

type Plan = {
  today: string;
  finishDate: string | null;
  targetDate: string | null;
  message: string;
  days: { date: string; slots: { lessons: { title: string }[] }[] }[];
};

/** Monday, Wednesday and Friday evenings, and a Saturday morning: four and a half hours a week. */
const SLOTS = [
  { dayOfWeek: 1, startTime: "19:00", endTime: "20:00" },
  { dayOfWeek: 3, startTime: "19:00", endTime: "20:30" },
  { dayOfWeek: 5, startTime: "19:00", endTime: "20:00" },
  { dayOfWeek: 6, startTime: "09:00", endTime: "10:00" },
];

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function openPlan(page: Page) {
  await page.goto("/learning-plan");
  await page.getByRole("tab", { name: "Plan" }).click();
  await page.getByTestId("plan-message").waitFor({ timeout: 20_000 });
}

describe.skipIf(!hasBrowser)("study plan", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a new learner sets a target date, sees the finish date, the week's lessons and the calendar", async () => {
    const token = await createReadyLearner("Clara");
    const { lessons } = await planPythonGoal(token);
    const profile = await apiAs(token, "/user/profile", { method: "PUT", body: { learningSchedule: SLOTS } });
    expect(profile.status).toBe(200);
    const goal = (await apiAs(token, "/goals/active")).body as { id: string };
    const tz = "UTC";

    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    try {
      await openPlan(page);
      const before = (await apiAs(token, `/goals/${goal.id}/plan?tz=${tz}`)).body as Plan;
      expect(before.finishDate).not.toBeNull();
      // A target a day before the finish: the plan says it is late, in the words.
      const target = addDays(before.finishDate!, -1);
      await page.getByLabel("Target date").fill(target);
      await page.getByRole("button", { name: "Set target" }).click();
      const message = page.getByTestId("plan-message");
      await expect
        .poll(() => message.textContent(), { timeout: 10_000 })
        .toMatch(
          /^At your 4\.5 hours a week you finish on \d+ \w+( \d{4})?, 1 day after your target: add a slot or move the date$/,
        );
      await page.getByText("Behind your target").waitFor();
      const after = (await apiAs(token, `/goals/${goal.id}/plan?tz=${tz}`)).body as Plan;
      expect(after.targetDate).toBe(target);

      // This week's days list the planned lessons by name; the first lesson is planned first.
      const firstPlanned = after.days.flatMap((d) => d.slots.flatMap((s) => s.lessons))[0]!;
      expect(firstPlanned.title).toBe(lessons[0]!.title);
      const weekEnd = addDays(after.today, 7);
      const thisWeek = after.days.filter((d) => d.date < weekEnd && d.slots.length > 0);
      for (const day of thisWeek) {
        const row = page.getByTestId(`plan-day-${day.date}`);
        if (await row.count()) {
          await row.getByRole("link", { name: day.slots[0]!.lessons[0]!.title }).first().waitFor();
        }
      }

      // The month calendar marks the finish and the target.
      await page
        .getByTestId(`plan-cell-${after.finishDate}`)
        .or(page.getByRole("button", { name: "Next month" }))
        .first()
        .waitFor();
      for (let i = 0; i < 3 && !(await page.getByTestId(`plan-cell-${after.finishDate}`).count()); i++) {
        await page.getByRole("button", { name: "Next month" }).click();
      }
      const finishCell = page.getByTestId(`plan-cell-${after.finishDate}`).first();
      expect(await finishCell.getAttribute("aria-label")).toMatch(/finish date/);

      // Clearing the target says only when it finishes.
      await page.getByRole("button", { name: "Clear target" }).click();
      await expect
        .poll(() => message.textContent(), { timeout: 10_000 })
        .toMatch(/^At your 4\.5 hours a week you finish on \d+ \w+( \d{4})?$/);
      await page.getByLabel("Target date").fill(target);
      await page.getByRole("button", { name: "Set target" }).click();
      await page.getByText("Behind your target").waitFor();

      // /home's Continue Learning lists today's planned lessons (or says there are none).
      await page.goto("/home");
      const todays = after.days.find((d) => d.date === after.today)?.slots.flatMap((s) => s.lessons) ?? [];
      const heading = page.getByRole("heading", { name: "Today's plan" });
      await heading.waitFor({ timeout: 20_000 });
      if (todays.length) await page.getByTestId("today-plan").getByText(todays[0]!.title).first().waitFor();
      else await page.getByText("Nothing planned for today.").waitFor();
      await screenshot(page, "study-plan-home-desktop-dark");
      await page.getByRole("link", { name: "See your plan" }).click();
      await page.getByTestId("plan-message").waitFor();

      // Settings makes a private calendar feed a calendar app can read, and revokes it.
      await page.goto("/settings");
      await page.getByRole("button", { name: "Create calendar feed" }).click();
      const address = page.getByLabel("Your private feed address (shown once)");
      await address.waitFor();
      const url = await address.inputValue();
      await address.scrollIntoViewIfNeeded();
      await screenshotViewport(page, "study-plan-feed-settings-desktop-dark");
      const feed = await fetch(url);
      expect(feed.status).toBe(200);
      const text = await feed.text();
      expect(text).toContain("BEGIN:VCALENDAR");
      expect(text).toContain(lessons[0]!.title.split(/[,;\\]/)[0]!.slice(0, 20));
      await page.getByRole("button", { name: "Revoke feed" }).click();
      await page.getByRole("button", { name: "Create calendar feed" }).waitFor();
      expect((await fetch(url)).status).toBe(404);
    } catch (error) {
      await screenshot(page, "study-plan-failure");
      throw error;
    } finally {
      await context.close();
    }

    // The plan view in each viewport and theme: no serious axe violation, and a screenshot to look at.
    const violations: string[] = [];
    for (const { viewport, theme } of MATRIX) {
      const opened = await signedInPage(browser, token, { viewport, theme });
      await openPlan(opened.page);
      await opened.page.getByText("This week").waitFor();
      const found = await findSeriousViolations(opened.page);
      if (found.length) violations.push(formatViolations(`plan ${viewport} ${theme}`, found));
      await screenshot(opened.page, `study-plan-${viewport}-${theme}`);
      await opened.page.getByRole("table").scrollIntoViewIfNeeded();
      await screenshotViewport(opened.page, `study-plan-calendar-${viewport}-${theme}`);
      await opened.context.close();
    }
    expect(violations.join("\n")).toBe("");
  });
});
