import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, screenshotViewport, signedInPage } from "./support/accounts.ts";
import { learnerWithLesson } from "./support/learning.ts";

async function openLesson(page: Page, lessonId: string) {
  await page.goto(`/lessons/${lessonId}`);
  await page
    .getByRole("button", { name: "Take Assessment" })
    .or(page.getByRole("link", { name: "Take Assessment" }))
    .waitFor({ timeout: 60_000 });
}

async function ask(page: Page, question: string) {
  const box = page.getByPlaceholder("Ask a question...");
  await box.fill(question);
  await box.press("Enter");
}

describe.skipIf(!hasBrowser)("AI chat", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("answers Ask AI on a selection as the answer streams in, and opens the Free Plan Limit modal at the 6th question", async () => {
    const { token, lessonId } = await learnerWithLesson("Ada");
    const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme: "dark" });
    await openLesson(page, lessonId);

    const paragraph = page.locator("article p").first();
    const selected = (await paragraph.textContent())!.trim();
    await paragraph.click({ clickCount: 3 });
    await page.getByRole("button", { name: "Ask AI" }).click();
    const panel = page.getByRole("dialog", { name: "AI Chat" });
    await panel.waitFor();
    await panel.getByText("Ask me anything about this lesson!").waitFor();
    const box = panel.getByPlaceholder("Ask a question...");
    await expect(box.inputValue()).resolves.toContain(`> ${selected.slice(0, 40)}`);
    // Shift+Enter adds a line instead of sending.
    await box.press("End");
    await box.press("Shift+Enter");
    await box.type("What does this mean?");
    expect(await panel.locator(".markdown-body").count()).toBe(0);
    await box.press("Enter");

    // 'Thinking...' until the first words, then the answer grows as it streams.
    await panel.getByText("Thinking...").waitFor();
    const answer = panel.locator(".markdown-body").last();
    await answer.waitFor();
    const early = (await answer.textContent()) ?? "";
    await panel.getByText("offline demo model").waitFor({ timeout: 30_000 });
    const full = (await answer.textContent()) ?? "";
    expect(full.length).toBeGreaterThan(early.length);
    expect(full).toContain("says about that");
    await panel.getByText(/4 left today/).waitFor();
    await screenshot(page, "chat-panel-desktop-dark");

    for (let i = 2; i <= 5; i++) {
      await ask(page, `Question ${i}: what is a variable?`);
      await panel.getByText(`${5 - i} left today`, { exact: false }).waitFor({ timeout: 30_000 });
    }
    await ask(page, "One more question?");
    const limit = page.getByRole("dialog", { name: "Free Plan Limit Reached" });
    await limit.waitFor();
    await panel.getByText("You've used today's free AI chat questions.", { exact: false }).waitFor();
    await limit.getByRole("button", { name: "Maybe Later" }).click();
    await limit.waitFor({ state: "detached" });

    // Escape closes the panel and brings back the launcher.
    await panel.getByPlaceholder("Ask a question...").focus();
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "AI Chat" }).waitFor();

    // /chat shows the same conversation.
    await page.goto("/chat");
    await page.getByRole("heading", { name: "AI Chat" }).waitFor();
    await page.getByText("What does this mean?").waitFor();
    expect(await page.locator(".markdown-body").count()).toBe(5);
    await screenshot(page, "chat-page-desktop-dark");
    await context.close();
  }, 180_000);

  it("works on a phone in the light theme, and Clear empties the conversation", async () => {
    const { token, lessonId } = await learnerWithLesson("Hopper");
    const { page, context } = await signedInPage(browser, token, { viewport: "phone", theme: "light" });
    await openLesson(page, lessonId);
    await page.getByRole("button", { name: "AI Chat" }).click();
    const panel = page.getByRole("dialog", { name: "AI Chat" });
    await ask(page, "What will I learn?");
    await panel.getByText("offline demo model").waitFor({ timeout: 30_000 });
    const box = await panel.boundingBox();
    expect(box?.width).toBe(390);
    // The Send button is a 44 px square and its icon keeps its 18 px (it was squeezed to 12).
    const send = panel.getByRole("button", { name: "Send" });
    expect(await send.boundingBox()).toMatchObject({ width: 44, height: 44 });
    expect((await send.locator("svg").boundingBox())?.width).toBe(18);
    await screenshotViewport(page, "chat-panel-phone-light");
    await panel.getByRole("button", { name: "Clear" }).click();
    await expect.poll(() => panel.locator(".markdown-body").count()).toBe(0);
    expect((await apiAs(token, "/chat/history")).body.total).toBe(0);
    await page.goto("/chat");
    await page.getByText("Ask me anything about what you are learning!").waitFor();
    await screenshot(page, "chat-page-phone-light");
    await context.close();
  }, 120_000);
});
