import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, screenshotViewport, signedInPage } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { hasSpeechTools, launchWithSpokenWords } from "./support/media.ts";

async function addCards(token: string, cards: Array<[string, string]>) {
  for (const [front, back] of cards) {
    const res = await apiAs(token, "/review/cards", { method: "POST", body: { front, back } });
    expect(res.status).toBe(201);
  }
}

const phase = (page: Page) => page.getByTestId("hands-free").getAttribute("data-phase");

describe.skipIf(!hasBrowser || (!hasSpeechTools && process.env.REQUIRE_SPEECH !== "1"))(
  "hands-free review",
  () => {
    let browser: Browser;
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), "brainy-hands-free-e2e-"));
      // 'yes', said a little slower, with a shorter pause: the learner confirms each suggestion.
      browser = await launchWithSpokenWords(dir, "yes", {
        wordsPerMinute: 120,
        delayMs: 400,
        pauseSeconds: 1.8,
      });
    });
    afterAll(async () => {
      await browser?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("reviews two cards by voice: read aloud, answered aloud, the suggestion accepted by saying 'yes'", {
      timeout: 300_000,
    }, async () => {
      const token = await createReadyLearner("Echo");
      await addCards(token, [
        ["What is the capital of France?", "Paris"],
        ["Which planet is the largest?", "Jupiter"],
      ]);
      const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme: "dark" });
      await context.grantPermissions(["microphone"]);
      const speakRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/chat/speak")) speakRequests.push(request.postData() ?? "");
      });
      try {
        await page.goto("/review");
        await page.getByTestId("review-front").waitFor();
        await page.getByRole("checkbox", { name: "Hands-free" }).click();
        for (let n = 0; n < 2; n++) {
          const front = (await page.getByTestId("review-front").textContent())!;
          // The card is read aloud, then the answer is heard and graded, and the suggestion shown.
          await expect
            .poll(() => speakRequests.some((body) => body.includes(front)), { timeout: 60_000 })
            .toBe(true);
          const suggestion = page.getByTestId("suggestion");
          await suggestion.waitFor({ timeout: 90_000 });
          await expect(page.getByTestId("typed-answer-echo").textContent()).resolves.toMatch(/\S/);
          const suggested = /Suggested: (Again|Hard|Good|Easy)/.exec((await suggestion.textContent())!)![1]!;
          await expect.poll(() => phase(page), { timeout: 60_000 }).toBe("listening-rating");
          if (n === 0) await screenshotViewport(page, "hands-free-review-listening-desktop-dark");
          // 'yes' is heard: the suggested rating is given and the next card (or the summary) shows.
          await expect
            .poll(async () => (await apiAs(token, "/review/queue")).body.reviewedToday, { timeout: 90_000 })
            .toBe(n + 1);
          const cards = (await apiAs(token, "/review/cards")).body as Array<{
            front: string;
            reps: number;
            lastReview: string | null;
          }>;
          expect(cards.find((card) => card.front === front)!.reps).toBe(1);
          console.log(`card ${n + 1}: suggested ${suggested}, accepted by voice`);
        }
        await page.getByTestId("review-summary").waitFor({ timeout: 60_000 });
        await screenshotViewport(page, "hands-free-review-done-desktop-dark");
      } catch (error) {
        await screenshot(page, "hands-free-review-failure");
        throw error;
      } finally {
        await context.close();
      }
    });

    it("looks right and passes axe at 1280 and 390 px in both themes while it listens", {
      timeout: 300_000,
    }, async () => {
      const token = await createReadyLearner("Delta");
      await addCards(token, [["What gas do plants take in?", "Carbon dioxide"]]);
      for (const { viewport, theme } of MATRIX) {
        const { page, context } = await signedInPage(browser, token, {
          viewport,
          theme,
          storage: { reviewHandsFree: "1" },
        });
        await context.grantPermissions(["microphone"]);
        await page.goto("/review");
        await expect.poll(() => phase(page), { timeout: 90_000 }).toBe("listening-rating");
        await screenshotViewport(page, `hands-free-review-${viewport}-${theme}`);
        const violations = await findSeriousViolations(page);
        expect(violations, formatViolations(`hands-free ${viewport} ${theme}`, violations)).toEqual([]);
        await context.close();
      }
    });

    it("falls back to the keys with a message when the microphone is refused", async () => {
      const token = await createReadyLearner("Mute");
      await addCards(token, [["What is 2 + 2?", "4"]]);
      const { page, context } = await signedInPage(browser, token, {
        viewport: "phone",
        theme: "light",
        storage: { reviewHandsFree: "1" },
      });
      await context.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
      });
      await page.goto("/review");
      await expect.poll(() => phase(page), { timeout: 60_000 }).toBe("keys");
      await expect(page.getByTestId("hands-free-status").textContent()).resolves.toContain(
        "The microphone is not available",
      );
      await screenshotViewport(page, "hands-free-review-mic-denied-phone-light");
      const violations = await findSeriousViolations(page);
      expect(violations, formatViolations("hands-free mic denied", violations)).toEqual([]);
      await page.keyboard.press("Space");
      await page.getByTestId("review-back").waitFor();
      await page.keyboard.press("3");
      await page.getByTestId("review-summary").waitFor();
      await expect
        .poll(async () => (await apiAs(token, "/review/queue")).body.reviewedToday, { timeout: 30_000 })
        .toBe(1);
      await context.close();
    });
  },
);
