import { spawnSync } from "node:child_process";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser } from "../lib/browser.ts";
import { apiAs, MATRIX, screenshotViewport, signedInPage } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { learnerWithLesson } from "./support/learning.ts";

// Overviews need a speech engine (festival's voices or espeak-ng) and ffmpeg on the server's
// machine (.ci/run installs them and sets REQUIRE_SPEECH=1: there this suite runs or fails).
const canSpeak = [
  ["espeak-ng", "--version"],
  ["ffmpeg", "-version"],
].every(([binary, flag]) => spawnSync(binary!, [flag!]).status === 0);

/** Opens the lesson's audio overviews from its page. */
async function openOverviews(page: Page, lessonId: string) {
  await page.goto(`/lessons/${lessonId}`);
  await page.getByRole("button", { name: "Audio overview" }).click({ timeout: 60_000 });
  return page.getByRole("dialog", { name: /^Audio overview: / });
}

describe.skipIf(!hasBrowser || (!canSpeak && process.env.REQUIRE_SPEECH !== "1"))(
  "a two-voice audio overview of a lesson",
  () => {
    let browser: Browser;
    let learner: { token: string; lessonId: string };
    beforeAll(async () => {
      browser = await launchBrowser();
      learner = await learnerWithLesson("Rosalind");
      const written = await apiAs(learner.token, `/lessons/${learner.lessonId}/generate-content`, {
        method: "POST",
      });
      expect(written.status).toBe(200);
    });
    afterAll(() => browser?.close());

    it("a new learner makes a brief overview of a lesson and plays it with the transcript following", async () => {
      const { page, context } = await signedInPage(browser, learner.token, {
        viewport: "desktop",
        theme: "dark",
      });
      const dialog = await openOverviews(page, learner.lessonId);
      await dialog.getByText(/Free: 2 overviews a day · Pro: 20\./).waitFor();
      await dialog.getByRole("button", { name: "Make a brief overview" }).click();
      // Progress while it is made, then the player.
      await dialog
        .getByRole("progressbar", { name: "Making the brief overview" })
        .waitFor({ timeout: 30_000 });
      const play = dialog.getByRole("button", { name: "Play overview" });
      await play.waitFor({ timeout: 240_000 });

      const turns = dialog.getByTestId("transcript-turn");
      expect(await turns.count()).toBeGreaterThan(8);
      const chapters = dialog.getByRole("navigation", { name: "Chapters" }).getByRole("button");
      expect(await chapters.count()).toBeGreaterThan(2);
      expect(await chapters.first().textContent()).toMatch(/^Introduction 0:00$/);
      const download = dialog.getByRole("link", { name: "Download" });
      expect(await download.getAttribute("href")).toMatch(/^\/media\/[a-f0-9]{32}\.mp3$/);
      expect(await download.getAttribute("download")).toMatch(/\.mp3$/);

      // Playing: the current turn is highlighted as the audio moves on.
      await play.click();
      await dialog.getByRole("button", { name: "Pause overview" }).waitFor();
      await expect.poll(() => turns.first().getAttribute("aria-current"), { timeout: 20_000 }).toBe("true");
      // A click on a turn plays from it: the audio jumps there and that turn is the current one.
      const fifth = turns.nth(4);
      await fifth.click();
      const audioTime = () =>
        page.getByTestId("overview-audio").evaluate((a) => (a as HTMLAudioElement).currentTime);
      const fifthStart = await fifth.evaluate((el) => el.textContent ?? "");
      const [, minutes, seconds] = /(\d+):(\d\d)/.exec(fifthStart)!;
      const startsAt = Number(minutes) * 60 + Number(seconds);
      await expect.poll(audioTime, { timeout: 10_000 }).toBeGreaterThanOrEqual(startsAt);
      await expect.poll(() => fifth.getAttribute("aria-current"), { timeout: 10_000 }).toBe("true");
      expect(await turns.nth(0).getAttribute("aria-current")).toBeNull();
      // Time moves on while it plays.
      const before = await audioTime();
      await expect.poll(audioTime, { timeout: 10_000 }).toBeGreaterThan(before + 0.5);

      const violations = await findSeriousViolations(page);
      expect(violations, formatViolations("audio overview dialog", violations)).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await context.close();
    }, 300_000);

    it("the player looks right in both themes at 1280 and 390 px", async () => {
      for (const { viewport, theme } of MATRIX) {
        const { page, context } = await signedInPage(browser, learner.token, { viewport, theme });
        const dialog = await openOverviews(page, learner.lessonId);
        const turns = dialog.getByTestId("transcript-turn");
        await turns.nth(2).click({ timeout: 30_000 });
        await expect.poll(() => turns.nth(2).getAttribute("aria-current")).toBe("true");
        await dialog.getByRole("button", { name: "Pause overview" }).click();
        await screenshotViewport(page, `audio-overview-${viewport}-${theme}`);
        await context.close();
      }
    }, 120_000);
  },
);
