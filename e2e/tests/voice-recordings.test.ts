import { spawnSync } from "node:child_process";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, signedInPage } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { hasSpeechTools } from "./support/media.ts";

/** A question asked by voice (espeak-ng's WAV) while 'Keep my recordings' is on: it is kept. */
async function keepSpokenQuestion(token: string, text: string) {
  const wav = spawnSync("espeak-ng", ["--stdout", text]).stdout;
  const heard = await fetch(`${baseUrl}/api/chat/transcribe`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "audio/wav" },
    body: wav,
  });
  expect(heard.status).toBe(200);
}

describe.skipIf(!hasBrowser || (!hasSpeechTools && process.env.REQUIRE_SPEECH !== "1"))(
  "kept voice recordings in Settings",
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it("lists the kept questions; 'Delete all recordings' asks first, Escape keeps them, confirming deletes them", async () => {
      const token = await createReadyLearner("Echo");
      expect(
        (await apiAs(token, "/voice-recordings/settings", { method: "PUT", body: { keep: true } })).status,
      ).toBe(200);
      await keepSpokenQuestion(token, "What is the capital of France");
      await keepSpokenQuestion(token, "Explain photosynthesis");
      for (const [index, { viewport, theme }] of (
        [
          { viewport: "desktop", theme: "dark" },
          { viewport: "phone", theme: "light" },
        ] as const
      ).entries()) {
        const { page, context } = await signedInPage(browser, token, { viewport, theme });
        await page.goto("/settings");
        await page.getByRole("tab", { name: "Privacy" }).click();
        const kept = page.getByRole("list", { name: "Kept recordings" });
        await expect.poll(() => kept.getByRole("listitem").count(), { timeout: 20_000 }).toBe(2);
        await page.getByRole("button", { name: "Delete all recordings" }).click();
        const dialog = page.getByRole("dialog", { name: "Delete all your recordings?" });
        await dialog.getByText("The 2 recordings above will be deleted. This cannot be undone.").waitFor();
        await screenshot(page, `voice-recordings-confirm-${viewport}-${theme}`, { fullPage: false });
        const violations = await findSeriousViolations(page);
        expect(violations, formatViolations(`recordings dialog ${viewport} ${theme}`, violations)).toEqual(
          [],
        );
        if (index === 0) {
          // Escape closes the question and deletes nothing.
          await page.keyboard.press("Escape");
          await dialog.waitFor({ state: "detached" });
          expect(await kept.getByRole("listitem").count()).toBe(2);
          await context.close();
          continue;
        }
        await dialog.getByRole("button", { name: "Delete all recordings" }).click();
        await page.getByText("No recordings kept.").waitFor();
        expect((await apiAs(token, "/voice-recordings")).body.recordings).toEqual([]);
        await context.close();
      }
    }, 120_000);
  },
);
