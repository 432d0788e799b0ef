import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser } from "../lib/browser.ts";
import {
  apiAs,
  createReadyLearner,
  MATRIX,
  screenshotViewport,
  signedInPage,
  upgradeToPro,
} from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";

/** The learner's notes, pasted as Markdown: two chapters of two sections. */
const NOTES = `# Cells

## Cell Membranes

The cell membrane is a phospholipid bilayer. It controls what enters and leaves the cell.

## Organelles

Organelles are specialised structures inside the cell. The nucleus stores the genetic material.

# Energy

## Photosynthesis

Photosynthesis happens in the chloroplasts of plant cells. Light energy splits water.

## Respiration

Cellular respiration makes ATP from glucose in the mitochondria.
`;
const NOTE_SECTIONS = ["Cell Membranes", "Organelles", "Photosynthesis", "Respiration"];

/** Tabs through a dialog: focus never leaves it. */
async function expectFocusTrapped(page: Page) {
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(inside, `focus left the dialog after ${i + 1} Tab presses`).toBe(true);
  }
}

/** Opens 'Re-plan from my material' on the course page and waits for its preview. */
async function openPreview(page: Page) {
  // Once the page has settled: the shell moves focus to a newly loaded page, which closes a dialog.
  await page.getByRole("list", { name: "Course sections" }).waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Re-plan from my material" }).click();
  const dialog = page.getByRole("dialog", { name: "Re-plan from my material" });
  await dialog.getByRole("list", { name: "Sections after the re-plan" }).waitFor({ timeout: 30_000 });
  return dialog;
}

describe.skipIf(!hasBrowser)("re-plan a course from my material", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("attaches notes to an existing goal, previews the re-plan and applies it", async () => {
    const token = await createReadyLearner("Barbara");
    await upgradeToPro(token);
    const pasted = await apiAs(token, "/sources/text", {
      method: "POST",
      body: { title: "Biology notes", text: NOTES },
    });
    expect(pasted.status).toBe(201);
    const sourceId = (pasted.body as { id: string }).id;
    await expect
      .poll(async () => ((await apiAs(token, `/sources/${sourceId}`)).body as { state: string }).state, {
        timeout: 30_000,
      })
      .toBe("ready");
    // A goal made without material, as before the notes were written.
    const created = await apiAs(token, "/goals/with-plan", {
      method: "POST",
      body: { description: "Learn biology for my exam", clarifications: [], courses: ["Biology Basics"] },
    });
    expect(created.status).toBe(201);

    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    try {
      // Without material the course page says where to attach it.
      await page.goto("/learning-plan");
      await page.getByRole("list", { name: "Course sections" }).waitFor({ timeout: 30_000 });
      await screenshotViewport(page, "replan-hint-desktop-dark");
      const phone = await signedInPage(browser, token, { viewport: "phone", theme: "light" });
      await phone.page.goto("/learning-plan");
      await phone.page.getByRole("link", { name: "Attach your material to the goal" }).waitFor();
      await screenshotViewport(phone.page, "replan-hint-phone-light");
      expect(formatViolations("hint phone light", await findSeriousViolations(phone.page))).toBe("");
      await phone.context.close();
      await page.getByRole("link", { name: "Attach your material to the goal" }).click();
      await page.waitForURL(/\/goals$/);

      // 'Your material' on the active goal attaches the notes.
      await page
        .getByRole("region", { name: "Active Goal" })
        .getByRole("button", { name: "Your material" })
        .click();
      const material = page.getByRole("dialog", { name: "Your material for this goal" });
      await material.getByRole("checkbox", { name: "Biology notes" }).click();
      await material.getByRole("button", { name: "Save" }).click();
      await material.waitFor({ state: "detached" });

      // The preview shows the notes' sections as new and the old ones as removed; nothing changes yet.
      await page.goto("/learning-plan");
      const before = await page.getByRole("list", { name: "Course sections" }).textContent();
      const dialog = await openPreview(page);
      const planned = dialog.getByRole("list", { name: "Sections after the re-plan" });
      for (const title of NOTE_SECTIONS) await planned.getByText(title, { exact: false }).first().waitFor();
      expect(await planned.getByText("New", { exact: true }).count()).toBe(NOTE_SECTIONS.length);
      await dialog.getByRole("list", { name: "Sections the re-plan removes" }).waitFor();
      await expectFocusTrapped(page);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await page.getByRole("list", { name: "Course sections" }).textContent()).toBe(before);

      // Escape closes it too.
      await openPreview(page);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });

      // The preview at 1280 and 390 px, dark and light, with new and removed sections.
      for (const { viewport, theme } of MATRIX) {
        const shot = await signedInPage(browser, token, { viewport, theme });
        await shot.page.goto("/learning-plan");
        const shown = await openPreview(shot.page);
        await shown.getByText(/0 kept, 4 added, \d+ removed/).waitFor();
        await shown.getByRole("list", { name: "Sections the re-plan removes" }).waitFor();
        expect(await shown.getByRole("button", { name: "Apply" }).isEnabled()).toBe(true);
        await screenshotViewport(shot.page, `replan-preview-${viewport}-${theme}`);
        const issues = await findSeriousViolations(shot.page);
        expect(formatViolations(`replan ${viewport} ${theme}`, issues)).toBe("");
        await shot.context.close();
      }

      // Apply: the course's sections are now the notes'.
      const applying = await openPreview(page);
      await applying.getByRole("button", { name: "Apply" }).click();
      await applying.waitFor({ state: "detached", timeout: 30_000 });
      const sections = page.getByRole("list", { name: "Course sections" }).locator("button[aria-expanded]");
      await expect.poll(async () => (await sections.nth(0).textContent()) ?? "").toContain("Cell Membranes");
      expect(await sections.count()).toBe(NOTE_SECTIONS.length);
      for (const [i, title] of NOTE_SECTIONS.entries())
        expect(await sections.nth(i).textContent()).toContain(title);
      await screenshotViewport(page, "replan-applied-desktop-dark");
    } finally {
      await context.close();
    }
  }, 240_000);
});
