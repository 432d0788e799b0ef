import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot, viewports } from "../lib/browser.ts";
import { apiAs, createReadyLearner, signedInPage } from "./support/accounts.ts";
import { learnerWithLesson } from "./support/learning.ts";

type Card = { id: string; reps: number };
type Note = { id: string; content: string };

const waitForLesson = (page: Page) =>
  page
    .getByRole("button", { name: "Take Assessment" })
    .or(page.getByRole("link", { name: "Take Assessment" }))
    .waitFor({ timeout: 30_000 });

/** The URLs the service worker keeps for this page's learner. */
const keptApiUrls = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open("brainy-api-v1");
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

/** Reveals and rates the card on screen with the keyboard (Space, then 3 = Good). */
async function gradeShownCard(page: Page) {
  await page.getByTestId("review-front").waitFor();
  await page.keyboard.press("Space");
  await page.getByTestId("rate-3").waitFor();
  await page.keyboard.press("3");
  await page.getByTestId("rate-3").waitFor({ state: "detached" });
}

describe.skipIf(!hasBrowser)("installed app, offline", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("after a visit, offline: the lesson opens, a note is edited, two cards are reviewed; back online each change reaches the server once", async () => {
    const { token, lessonId } = await learnerWithLesson("Nellie");
    expect((await apiAs(token, `/lessons/${lessonId}/generate-content`, { method: "POST" })).status).toBe(
      200,
    );
    const note = (
      await apiAs(token, "/notes", {
        method: "POST",
        body: { title: "Train notes", content: "Before the tunnel." },
      })
    ).body as Note;
    const cards: Card[] = [];
    for (const front of ["What does len() return?", "What does range(3) give?"]) {
      cards.push(
        (await apiAs(token, "/review/cards", { method: "POST", body: { front, back: "See the lesson" } }))
          .body,
      );
    }

    const { page, context } = await signedInPage(browser, token, { theme: "dark", serviceWorkers: "allow" });
    const writes: { method: string; path: string; key: string | undefined }[] = [];
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() !== "GET" && /^\/api\/(notes|review)\//.test(url.pathname))
        writes.push({
          method: request.method(),
          path: url.pathname,
          key: request.headers()["idempotency-key"],
        });
    });

    // Online: the manifest is linked, the lesson is visited, the service worker installs and keeps it.
    await page.goto(`/lessons/${lessonId}`);
    await waitForLesson(page);
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href
        ? ((await (await fetch(href)).json()) as { name: string; icons: { sizes: string }[] })
        : null;
    });
    expect(manifest?.name).toBe("Brainy AI");
    expect(manifest?.icons.map((icon) => icon.sizes)).toContain("512x512");
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 });
    await expect
      .poll(() => keptApiUrls(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([`/api/lessons/${lessonId}`, "/api/notes", "/api/review/queue"]));
    const lessonTitle = (await page.getByRole("heading", { level: 1 }).first().textContent()) ?? "";

    // Offline: a new page load gets the shell from the worker and the lesson from its cache.
    await context.setOffline(true);
    await page.goto(`/lessons/${lessonId}`);
    await waitForLesson(page);
    await page.getByRole("heading", { level: 1, name: lessonTitle }).waitFor();
    const banner = page.getByRole("status").filter({ hasText: "You're offline" });
    await banner.waitFor();

    // A note is edited (never opened before: it reads from the kept notes list).
    await page.goto(`/knowledge-graph?note=${note.id}`);
    await page.getByRole("heading", { name: "Train notes", level: 2 }).waitFor();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Content").fill("Written in the tunnel.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByTestId("note-content").getByText("Written in the tunnel.").waitFor();
    await banner.filter({ hasText: "1 change waiting to sync" }).waitFor();

    // Two cards are reviewed (ours, or the lesson's own, written in the background).
    await page.goto("/review");
    await gradeShownCard(page);
    await gradeShownCard(page);
    await banner.filter({ hasText: "3 changes waiting to sync" }).waitFor();

    // The offline strip at both widths, in both themes.
    for (const viewport of ["desktop", "phone"] as const) {
      await page.setViewportSize(viewports[viewport]);
      for (const theme of ["dark", "light"] as const) {
        await page.evaluate((value) => {
          document.documentElement.dataset.theme = value;
        }, theme);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `offline-banner-${viewport}-${theme}`, { fullPage: false });
      }
    }
    await page.setViewportSize(viewports.desktop);

    // Nothing has reached the server yet.
    expect(writes).toEqual([]);
    expect(((await apiAs(token, `/notes/${note.id}`)).body as Note).content).toBe("Before the tunnel.");

    // Back online: the queue is sent, once.
    await context.setOffline(false);
    await expect
      .poll(async () => ((await apiAs(token, `/notes/${note.id}`)).body as Note).content, { timeout: 20_000 })
      .toBe("Written in the tunnel.");
    /** The learner's cards' reviews: how many cards were reviewed, and how many reviews in all. */
    const reviewed = async () => {
      const all = (await apiAs(token, "/review/cards")).body as Card[];
      const reps = all.map((card) => card.reps).filter((n) => n > 0);
      return { cards: reps.length, reviews: reps.reduce((a, b) => a + b, 0) };
    };
    await expect.poll(reviewed, { timeout: 20_000 }).toEqual({ cards: 2, reviews: 2 });
    await page
      .getByRole("status")
      .filter({ hasText: /offline|sending/i })
      .waitFor({ state: "detached" });
    expect(writes.map((write) => write.method).sort()).toEqual(["POST", "POST", "PUT"]);
    expect(new Set(writes.map((write) => write.key)).size).toBe(3);
    expect(writes.every((write) => write.key && /^[0-9a-f-]{36}$/.test(write.key))).toBe(true);
    // One save: the note's history holds the version it replaced, once.
    const history = (await apiAs(token, `/notes/${note.id}/history`)).body as { versions: Note[] };
    expect(history.versions.map((version) => version.content)).toEqual(["Before the tunnel."]);

    // The note's page shows the version the save replaced under 'Earlier versions'.
    await page.goto(`/knowledge-graph?note=${note.id}`);
    await page.getByTestId("note-content").getByText("Written in the tunnel.").waitFor();
    await page.getByText("Earlier versions", { exact: true }).click();
    await page.getByText("Before the tunnel.").waitFor();

    // A reload of the review screen online sends nothing again.
    await page.goto("/review");
    await page.getByTestId("review-front").waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(writes).toHaveLength(3);
    expect(await reviewed()).toEqual({ cards: 2, reviews: 2 });
    await context.close();
  });

  // The global setup builds into DATA_DIR/web-dist; with E2E_SKIP_BUILD=1 it serves apps/web/dist,
  // which this test must not change.
  it.skipIf(process.env.E2E_SKIP_BUILD === "1")(
    "a new deployment's worker waits for 'New version available — Reload', which moves the tab onto it",
    async () => {
      const token = await createReadyLearner("Grace");
      const { page, context } = await signedInPage(browser, token, {
        theme: "light",
        serviceWorkers: "allow",
      });
      await page.goto("/home");
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
        timeout: 60_000,
      });
      const firstWorker = await page.evaluate(
        async () => (await navigator.serviceWorker.ready).active?.scriptURL,
      );
      expect(firstWorker).toMatch(/\/sw\.js$/);

      // Deploy: the server now serves a different sw.js.
      const file = path.join(inject("dataDir"), "web-dist", "sw.js");
      const original = readFileSync(file, "utf8");
      writeFileSync(file, `${original}\n// a new deployment\n`);
      try {
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        const reload = page.getByRole("button", { name: "Reload" });
        await reload.waitFor({ timeout: 30_000 });
        await expect
          .poll(() => page.getByRole("status").filter({ hasText: "New version available" }).count())
          .toBe(1);
        // The new version waits: the page still runs on the old one until the learner chooses.
        expect(
          await page.evaluate(async () =>
            Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
          ),
        ).toBe(true);
        await screenshot(page, "update-prompt-desktop-light", { fullPage: false });
        await Promise.all([page.waitForEvent("load"), reload.click()]);
        await expect
          .poll(() =>
            page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
          )
          .toBe(false);
        await page.getByRole("button", { name: "Reload" }).waitFor({ state: "detached" });
      } finally {
        writeFileSync(file, original);
        await context.close();
      }
    },
  );
});
