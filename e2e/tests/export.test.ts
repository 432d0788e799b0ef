import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, newPage, screenshot } from "../lib/browser.ts";
import {
  apiAs,
  createReadyLearner,
  MATRIX,
  screenshotViewport,
  signedInPage,
  upgradeToPro,
} from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";

const CALCULUS_COURSE = {
  title: "Calculus Essentials",
  description: "Limits, derivatives and integrals, step by step.",
  complexityLevel: 1,
  desiredDuration: 10,
  realisticDuration: 12,
  tags: ["calculus"],
};

type Plan = {
  roadmaps: { id: string }[];
  lessonsForRoadmaps: Record<string, { id: string; title: string }[]>;
};

/** A Pro learner with a calculus course whose first section's lessons are written by the demo AI. */
async function learnerWithWrittenCourse(name: string) {
  const token = await createReadyLearner(name);
  await upgradeToPro(token);
  const created = await apiAs(token, "/goals/with-plan", {
    method: "POST",
    body: { description: "Learn calculus for my engineering degree", courses: [CALCULUS_COURSE] },
  });
  expect(created.status).toBe(201);
  const courseId = (created.body as { courses: { id: string }[] }).courses[0]!.id;
  const plan = (await apiAs(token, "/learningplan/optimized-data")).body as Plan;
  const lessons = plan.lessonsForRoadmaps[plan.roadmaps[0]!.id]!;
  for (const lesson of lessons) {
    expect((await apiAs(token, `/lessons/${lesson.id}/generate-content`, { method: "POST" })).status).toBe(
      200,
    );
  }
  for (const lesson of lessons) {
    await expect
      .poll(
        async () =>
          ((await apiAs(token, `/lessons/${lesson.id}`)).body as { generationStatus: string })
            .generationStatus,
        {
          timeout: 60_000,
        },
      )
      .toBe("ready");
  }
  return { token, courseId, lessons };
}

/** Chooses a menu item and answers the file the browser saves. */
async function download(page: Page, item: string, dir: string): Promise<string> {
  await page.getByRole("button", { name: /^(Export|Vault)$/ }).click();
  const saved = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: new RegExp(`^${item.replace(/[().]/g, "\\$&")}`) }).click();
  const file = await saved;
  const target = path.join(dir, file.suggestedFilename());
  await file.saveAs(target);
  return target;
}

describe.skipIf(!hasBrowser)("export and import", () => {
  let browser: Browser;
  const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-export-"));
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("exports a course from its menu: a Markdown zip, an HTML page that reads offline, a PDF a lesson a page", async () => {
    const { token, courseId, lessons } = await learnerWithWrittenCourse("Emmy");
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      await page.goto(`/learning-plan/${courseId}`);
      await page.getByRole("heading", { name: CALCULUS_COURSE.title, level: 1 }).waitFor();
      const trigger = page.getByRole("button", { name: "Export" });
      // Keyboard: Enter opens the menu on its first item, arrows move, Escape closes back to the button.
      await trigger.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await menu.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
        .toMatch(/^Markdown/);
      await page.keyboard.press("ArrowDown");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
        .toMatch(/^HTML/);
      await screenshotViewport(page, `export-menu-${viewport}-${theme}`);
      const violations = await findSeriousViolations(page);
      expect(violations, formatViolations(`export menu ${viewport} ${theme}`, violations)).toEqual([]);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await context.close();
    }

    const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme: "light" });
    await page.goto(`/learning-plan/${courseId}`);
    await page.getByRole("heading", { name: CALCULUS_COURSE.title, level: 1 }).waitFor();

    // Markdown: an index and one file per lesson in its section's folder, formulas as $…$.
    const zipPath = await download(page, "Markdown (.zip)", dir);
    expect(path.basename(zipPath)).toBe(`${CALCULUS_COURSE.title}.zip`);
    const files = unzipSync(readFileSync(zipPath));
    const names = Object.keys(files);
    expect(names).toContain(`${CALCULUS_COURSE.title}/index.md`);
    const lessonFiles = names.filter((n) => n.endsWith(".md") && !n.endsWith("/index.md"));
    expect(lessonFiles).toHaveLength(lessons.length);
    const markdown = lessonFiles.map((n) => new TextDecoder().decode(files[n])).join("\n");
    expect(markdown).toMatch(/\$\$\n.+\n\$\$/);

    // HTML: one file; opened with the network off it shows every lesson with its formulas drawn.
    const htmlPath = await download(page, "HTML", dir);
    // PDF (print): the page is printed from a frame with the same HTML.
    await page.getByRole("button", { name: "Export" }).click();
    await page.getByRole("menuitem", { name: /^PDF \(print\)/ }).click();
    // The frame holds the whole course with its styles applied (the app's CSP lets a srcdoc frame draw it).
    // (Waited for until the frame has parsed its last lesson: a long page is parsed in pieces.)
    const printed = await page.waitForFunction((expected) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Course prepared for printing"]');
      const doc = frame?.contentDocument;
      const lessons = doc?.querySelectorAll("article.lesson").length ?? 0;
      return lessons >= expected && doc ? { lessons, maxWidth: getComputedStyle(doc.body).maxWidth } : null;
    }, lessons.length);
    expect(await printed.jsonValue()).toEqual({ lessons: lessons.length, maxWidth: "736px" });
    await context.close();

    for (const viewport of ["desktop", "phone"] as const) {
      const offline = await newPage(browser, { viewport });
      await offline.context.setOffline(true);
      const requests: string[] = [];
      offline.page.on("request", (request) => {
        if (!request.url().startsWith("file:") && !request.url().startsWith("data:"))
          requests.push(request.url());
      });
      // The phone reads it in dark mode: the page follows the system's scheme on screen.
      if (viewport === "phone") await offline.page.emulateMedia({ colorScheme: "dark" });
      await offline.page.goto(`file://${htmlPath}`);
      for (const lesson of lessons)
        await offline.page.getByRole("heading", { name: lesson.title, level: 2 }).waitFor();
      expect(await offline.page.locator("article.lesson").count()).toBe(lessons.length);
      expect(await offline.page.locator(".katex").count()).toBeGreaterThan(0);
      expect(await offline.page.evaluate(() => document.fonts.check("16px KaTeX_Main"))).toBe(true);
      expect(await offline.page.locator("script").count()).toBe(0);
      expect(requests).toEqual([]);
      await screenshot(offline.page, `export-html-${viewport}`, { fullPage: false });
      await offline.page.locator("article.lesson .katex").first().scrollIntoViewIfNeeded();
      await screenshot(offline.page, `export-html-lesson-${viewport}`, { fullPage: false });
      const violations = await findSeriousViolations(offline.page);
      expect(violations, formatViolations(`exported page ${viewport}`, violations)).toEqual([]);

      if (viewport === "desktop") {
        // PDF: Chromium's print of the same page; the text is extractable and each lesson starts a page.
        const pdfPath = path.join(dir, "course.pdf");
        writeFileSync(pdfPath, await offline.page.pdf({ format: "A4", printBackground: true }));
        const pages = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" })
          .split("\f")
          .filter((text) => text.trim());
        expect(pages[0]).toContain(CALCULUS_COURSE.title);
        expect(pages[0]).toContain("Contents");
        const starts = pages.flatMap((text, i) => (/SECTION 1 ·/i.test(text) ? [i] : []));
        expect(starts).toHaveLength(lessons.length);
        lessons.forEach((lesson, n) => {
          const page = pages[starts[n]!]!;
          expect(page.replace(/\s+/g, " ")).toContain(lesson.title);
          // No other lesson begins on this page.
          for (const other of lessons)
            if (other !== lesson) expect(page).not.toMatch(new RegExp(`^\\s*${other.title}\\s*$`, "m"));
        });
        expect(starts[0]).toBeGreaterThan(0);
      }
      await offline.context.close();
    }
  });

  it("exports notes as a vault and imports it into a new account: the same notes, links and tags", async () => {
    const owner = await createReadyLearner("Obsidia");
    const notes = [
      { title: "Limits", content: "Approaching a value. See [[Derivatives]] #calculus", tags: ["exam"] },
      { title: "Derivatives", content: "Rates of change; built on [[limits]]. #calculus #core", tags: [] },
      { title: "Integrals/Areas", content: "The reverse of [[Derivatives]].", tags: ["later"] },
    ];
    for (const body of notes)
      expect((await apiAs(owner, "/notes", { method: "POST", body })).status).toBe(201);

    const exported = await signedInPage(browser, owner, { viewport: "desktop", theme: "dark" });
    await exported.page.goto("/knowledge-graph");
    await exported.page.getByRole("button", { name: /^Limits/ }).waitFor();
    await exported.page.getByRole("button", { name: "Vault" }).click();
    await exported.page.getByRole("menu").waitFor();
    await screenshotViewport(exported.page, "notes-vault-menu-desktop-dark");
    const violations = await findSeriousViolations(exported.page);
    expect(violations, formatViolations("vault menu", violations)).toEqual([]);
    await exported.page.keyboard.press("Escape");
    const vault = await download(exported.page, "Export vault", dir);
    await exported.context.close();

    const newcomer = await createReadyLearner("Newton");
    expect(
      (await apiAs(newcomer, "/notes", { method: "POST", body: { title: "Limits", content: "Mine." } }))
        .status,
    ).toBe(201);
    for (const { viewport, theme } of [
      { viewport: "phone", theme: "light" },
      { viewport: "desktop", theme: "light" },
    ] as const) {
      const { page, context } = await signedInPage(browser, newcomer, { viewport, theme });
      await page.goto("/knowledge-graph");
      await page.getByRole("button", { name: "Vault" }).waitFor();
      if (viewport === "phone") {
        await page.getByRole("button", { name: "Vault" }).click();
        await page.getByRole("menu").waitFor();
        await screenshotViewport(page, "notes-vault-menu-phone-light");
        await page.keyboard.press("Escape");
        await context.close();
        continue;
      }
      await page.getByRole("button", { name: "Vault" }).click();
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("menuitem", { name: /^Import a vault/ }).click();
      await (await chooser).setFiles(vault);
      await page.getByRole("status").filter({ hasText: "Imported 3 notes" }).waitFor();
      await page.getByText("1 renamed because you already had that title", { exact: false }).waitFor();
      await page.getByRole("button", { name: /^Limits \(imported\)/ }).waitFor();
      await screenshot(page, "notes-vault-imported-desktop-light", { fullPage: false });
      await context.close();
    }

    type Note = {
      id: string;
      title: string;
      content: string;
      tags: string[];
      links: { title: string; noteId: string | null }[];
    };
    const shape = (list: Note[], rename: (title: string) => string = (t) => t) => {
      const titleOf = new Map(list.map((n) => [n.id, n.title]));
      return list
        .map((n) => ({
          title: rename(n.title),
          tags: [...n.tags].sort(),
          links: n.links.map((l) => rename(titleOf.get(l.noteId ?? "") ?? "dangling")),
        }))
        .sort((a, b) => a.title.localeCompare(b.title));
    };
    const mine = (await apiAs(owner, "/notes")).body as Note[];
    const theirs = ((await apiAs(newcomer, "/notes")).body as Note[]).filter((n) => n.content !== "Mine.");
    expect(shape(theirs, (t) => t.replace(" (imported)", ""))).toEqual(shape(mine));
    const derivatives = theirs.find((n) => n.title === "Derivatives")!;
    expect(derivatives.content).toBe("Rates of change; built on [[Limits (imported)]]. #calculus #core");
  });
});
