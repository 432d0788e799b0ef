import { spawnSync } from "node:child_process";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, MATRIX, signedInPage } from "./support/accounts.ts";
import { learnerWithLesson } from "./support/learning.ts";

// Narration needs espeak-ng and ffmpeg on the server's machine (.ci/run installs them and sets
// REQUIRE_SPEECH=1, so there this suite runs or fails, never skips).
const canNarrate = [
  ["espeak-ng", "--version"],
  ["ffmpeg", "-version"],
].every(([binary, flag]) => spawnSync(binary!, [flag!]).status === 0);
describe.skipIf(!hasBrowser || (!canNarrate && process.env.REQUIRE_SPEECH !== "1"))(
  "lesson narration",
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it("generates the audio version, plays it, and seeks by clicking the waveform", async () => {
      const { token, lessonId } = await learnerWithLesson("Ada");
      const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme: "dark" });
      await page.goto(`/lessons/${lessonId}`);
      await page.getByRole("heading", { name: "Listen to this lesson" }).waitFor({ timeout: 60_000 });
      await page.getByRole("button", { name: "Generate Audio Version" }).click();
      const play = page.getByRole("button", { name: "Play narration" });
      await play.waitFor({ timeout: 60_000 });
      expect(await page.locator("[data-bar]").count()).toBe(60);
      // The bars are the real waveform: not all the same height.
      const heights = await page
        .locator("[data-bar]")
        .evaluateAll((bars) => bars.map((b) => (b as HTMLElement).style.height));
      expect(new Set(heights).size).toBeGreaterThan(5);
      const clock = page.getByText(/^0:00 \/ \d+:\d\d$/);
      await clock.waitFor();
      const total = ((await clock.textContent()) ?? "").split(" / ")[1]!;
      expect(total).not.toBe("0:00");

      await play.click();
      await page.getByRole("button", { name: "Pause narration" }).waitFor();
      await page.getByRole("button", { name: "Pause narration" }).click();
      await play.waitFor();

      // Clicking the middle of the waveform seeks to about half-way; the slider says where.
      const slider = page.getByRole("slider", { name: "Seek" });
      const box = (await slider.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect
        .poll(async () => Number(await slider.getAttribute("aria-valuenow")))
        .toBeGreaterThan(Number(await slider.getAttribute("aria-valuemax")) * 0.35);
      await slider.focus();
      await page.keyboard.press("Home");
      await expect.poll(async () => slider.getAttribute("aria-valuenow")).toBe("0");

      // The server serves it with ranges, so the browser can seek without downloading it all.
      const audioUrl = (await apiAs(token, `/lessons/${lessonId}/audio`)).body as { audioUrl: string };
      const ranged = await page.evaluate(async (url) => {
        const res = await fetch(url, { headers: { range: "bytes=0-99" } });
        return {
          status: res.status,
          type: res.headers.get("content-type"),
          length: (await res.arrayBuffer()).byteLength,
        };
      }, audioUrl.audioUrl);
      expect(ranged).toEqual({ status: 206, type: "audio/mpeg", length: 100 });

      // After a reload the recording is there at once.
      await page.reload();
      await play.waitFor({ timeout: 30_000 });
      expect(await page.getByRole("button", { name: "Generate Audio Version" }).count()).toBe(0);
      await context.close();
    }, 150_000);

    it("looks right in both themes at 1280 and 390 px", async () => {
      const { token, lessonId } = await learnerWithLesson("Grace");
      const made = await apiAs(token, `/lessons/${lessonId}/generate-content`, { method: "POST" });
      expect(made.status).toBe(200);
      expect((await apiAs(token, `/audio/generate/${lessonId}`, { method: "POST" })).status).toBe(200);
      for (const { viewport, theme } of MATRIX) {
        const { page, context } = await signedInPage(browser, token, { viewport, theme });
        await page.goto(`/lessons/${lessonId}`);
        await page.getByRole("button", { name: "Play narration" }).waitFor({ timeout: 30_000 });
        await screenshot(page, `lesson-audio-player-${viewport}-${theme}`, { fullPage: false });
        await context.close();
      }
    }, 120_000);
  },
);
