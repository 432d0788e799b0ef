import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, MATRIX, signedInPage } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";
import { learnerWithLesson } from "./support/learning.ts";

// The interface in ten languages (issue 42): a new learner's browser language, the picker, right to
// left, and the pseudo-locale's longer texts at phone width.

const html = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The side menu's language picker (labelled in the current language). */
const picker = (page: Page) => page.getByTestId("language-picker").first();

/** The lesson page once its content is written: the footer's link to the assessment. */
const lessonReady = (page: Page) =>
  page.locator('footer a[href$="/assessment"]').waitFor({ timeout: 60_000 });

/**
 * Text that does not fit: an element with text of its own whose content is wider than its box
 * (cut or spilling), or a page wider than the window. Screen-reader-only text is left out.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of document.querySelectorAll<HTMLElement>("header *, nav *, main *")) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && /\p{L}/u.test(node.textContent ?? ""),
      );
      if (!ownText || element.closest(".sr-only") || element.clientWidth <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
    }
    return found;
  });
}

const SCREENS = (lessonId: string) => [
  { name: "home", path: "/home", ready: (page: Page) => page.locator("main h1").waitFor() },
  {
    name: "courses",
    path: "/learning-plan",
    ready: (page: Page) => page.getByRole("tablist").first().waitFor({ timeout: 30_000 }),
  },
  { name: "lesson", path: `/lessons/${lessonId}`, ready: lessonReady },
  {
    name: "settings",
    path: "/settings",
    ready: (page: Page) => page.getByTestId("interface-language-card").waitFor(),
  },
];

describe.skipIf(!hasBrowser)("the interface in ten languages", () => {
  let browser: Browser;
  let learner: { token: string; lessonId: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    learner = await learnerWithLesson("Lucia");
  });
  afterAll(() => browser?.close());

  it("follows a Spanish browser, then Arabic right to left, Japanese and English with the spec's texts", async () => {
    const { page, context } = await signedInPage(browser, learner.token, { locale: "es-ES" });
    await page.goto("/home");
    await page.getByText("Lecciones hechas").waitFor();
    expect(await html(page)).toEqual({ lang: "es", dir: "ltr" });
    expect(await page.getByRole("link", { name: "Inicio" }).count()).toBe(1);
    expect(await page.getByLabel("Idioma").count()).toBeGreaterThan(0);

    // Arabic: right to left; the choice goes to the account.
    const saved = page.waitForRequest(
      (request) => request.url().endsWith("/api/user/profile") && request.method() === "PUT",
    );
    await picker(page).selectOption("ar");
    await page.getByText("الدروس المنجزة").waitFor();
    expect(await html(page)).toEqual({ lang: "ar", dir: "rtl" });
    expect((await saved).postDataJSON()).toEqual({ interfaceLocale: "ar" });
    // The side menu sits on the right in Arabic.
    const aside = await page.locator("aside").boundingBox();
    expect(aside!.x).toBeGreaterThan(640);

    await picker(page).selectOption("ja");
    await page.getByText("完了したレッスン").waitFor();
    expect(await html(page)).toEqual({ lang: "ja", dir: "ltr" });

    await picker(page).selectOption("en");
    await page.getByText("Lessons Done").waitFor();
    expect(await html(page)).toEqual({ lang: "en", dir: "ltr" });
    for (const text of ["Learning Progress", "Topics Done", "Quick Actions", "Set New Goal"])
      expect(await page.getByText(text, { exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Current Lesson" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Logout" }).count()).toBe(1);

    // The choice outlives a reload, over the browser's Spanish.
    await page.reload();
    await page.getByText("Lessons Done").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("interfaceLocale"))).toBe("en");
    await context.close();
  }, 120_000);

  it("shows /home, the courses screen, a lesson and Settings in Arabic, Japanese and the pseudo-locale, axe clean", async () => {
    const screens = SCREENS(learner.lessonId);
    const failures: string[] = [];
    for (const locale of ["ar", "ja", "en-XA"]) {
      // The account's choice wins over the browser's storage once GET /api/user answers (the first
      // test left English there): the account holds this locale, or none for the pseudo-locale.
      const stored = await apiAs(learner.token, "/user/profile", {
        method: "PUT",
        body: { interfaceLocale: locale === "en-XA" ? null : locale },
      });
      expect(stored.status).toBe(200);
      for (const { viewport, theme } of MATRIX) {
        const { page, context } = await signedInPage(browser, learner.token, {
          viewport,
          theme,
          storage: locale === "en-XA" ? {} : { interfaceLocale: locale },
        });
        for (const [index, screen] of screens.entries()) {
          // The pseudo-locale is only reachable from the address.
          await page.goto(locale === "en-XA" && index === 0 ? `${screen.path}?locale=en-XA` : screen.path);
          await screen.ready(page);
          expect((await html(page)).lang).toBe(locale);
          if (locale === "en-XA") {
            // Every converted text is the pseudo-locale's ([Ĥóɱé…]), none in plain English.
            expect(await page.locator("main h1").first().textContent()).toMatch(/\S/);
            if (viewport === "phone") {
              const cut = await overflowing(page);
              if (cut.length) failures.push(`${screen.name} ${theme}: ${cut.join("; ")}`);
            }
          }
          if (theme === "dark" && viewport === "desktop") {
            const violations = await findSeriousViolations(page);
            if (violations.length) failures.push(formatViolations(`${screen.name} ${locale}`, violations));
          }
          await screenshot(page, `i18n-${screen.name}-${locale}-${viewport}-${theme}`);
        }
        await context.close();
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
