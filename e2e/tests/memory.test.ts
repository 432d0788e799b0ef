import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, signedInPage } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";

const EXAM = "Has an exam on 12 June.";
const PREFERENCE = "Prefers short examples in Python.";

/** Polls the API until the memory job has noted `count` items (it runs after the chat answered). */
async function waitForItems(token: string, count: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const body = (await apiAs(token, "/memory")).body as { items: unknown[] };
    if (body.items.length >= count) return;
    if (Date.now() > deadline) throw new Error(`memory has ${body.items.length} items, wanted ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function openMemory(page: Page) {
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Privacy" }).click();
  await page.getByRole("heading", { name: "What Brainy remembers" }).waitFor();
}

describe.skipIf(!hasBrowser)("What Brainy remembers", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a chat → Settings shows what was noted → edit → delete → switch off → delete all", async () => {
    const token = await createReadyLearner("Mia");
    const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme: "dark" });
    await page.goto("/chat");
    const box = page.getByPlaceholder("Ask a question...");
    await box.fill("My exam is on 12 June. I prefer short examples in Python. What is a loop?");
    await box.press("Enter");
    await page.getByText("offline demo model").waitFor({ timeout: 30_000 });
    await waitForItems(token, 2);

    await openMemory(page);
    const list = page.getByRole("list", { name: "Remembered facts" });
    await list.getByText(EXAM).waitFor();
    await list.getByText(PREFERENCE).waitFor();
    await expect(list.getByRole("link", { name: "a chat" }).count()).resolves.toBe(2);
    await expect(list.getByText("Circumstance").count()).resolves.toBe(1);

    // Both themes, desktop and phone: shots to look at, and axe clean.
    for (const { viewport, theme } of MATRIX) {
      const shot = await signedInPage(browser, token, { viewport, theme });
      await openMemory(shot.page);
      await shot.page.getByText(PREFERENCE).waitFor();
      await screenshot(shot.page, `memory-settings-${viewport}-${theme}`, { fullPage: false });
      const violations = await findSeriousViolations(shot.page);
      expect(violations, formatViolations(`${viewport} ${theme}`, violations)).toEqual([]);
      await shot.context.close();
    }

    // Edit in place: Escape leaves it as it was, Enter saves.
    await page.getByRole("button", { name: `Edit: ${PREFERENCE}` }).click();
    const field = page.getByRole("textbox", { name: "What Brainy should remember" });
    await field.fill("Something else");
    await field.press("Escape");
    await list.getByText(PREFERENCE).waitFor();
    await page.getByRole("button", { name: `Edit: ${PREFERENCE}` }).click();
    await field.fill("Prefers short examples in Rust.");
    await field.press("Enter");
    await list.getByText("Prefers short examples in Rust.").waitFor();
    await list.getByText("edited by you", { exact: false }).waitFor();
    await screenshot(page, "memory-settings-edited-desktop-dark", { fullPage: false });

    // Delete one.
    await page.getByRole("button", { name: `Delete: ${EXAM}` }).click();
    await list.getByText(EXAM).waitFor({ state: "detached" });

    // The switch.
    const remember = page.getByRole("switch", { name: "Remember things about me" });
    await expect(remember.getAttribute("aria-checked")).resolves.toBe("true");
    await remember.click();
    await expect.poll(() => remember.getAttribute("aria-checked")).toBe("false");
    expect((await apiAs(token, "/memory")).body.remember).toBe(false);
    await remember.click();
    await expect.poll(() => remember.getAttribute("aria-checked")).toBe("true");

    // Delete all asks first; Escape closes the question without deleting.
    await page.getByRole("button", { name: "Delete all", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Delete everything Brainy remembers?" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await list.getByText("Prefers short examples in Rust.").waitFor();
    await page.getByRole("button", { name: "Delete all", exact: true }).click();
    await dialog.getByRole("button", { name: "Delete all", exact: true }).click();
    await page.getByText("Nothing yet.", { exact: false }).waitFor();
    expect((await apiAs(token, "/memory")).body.items).toEqual([]);
    await screenshot(page, "memory-settings-empty-desktop-dark", { fullPage: false });
    await context.close();
  });
});
