import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS } from "./chromium.ts";

export const baseUrl = inject("baseUrl");
/** False when no Chromium exists (and REQUIRE_BROWSER is unset): suites use describe.skipIf(!hasBrowser). */
export const hasBrowser = inject("chromiumPath") !== "";

const screenshotDir = path.resolve(import.meta.dirname, "..", "screenshots");

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject("chromiumPath"), args: CHROMIUM_ARGS, headless: true });
}

export type PageOptions = {
  viewport?: keyof typeof viewports;
  theme?: "dark" | "light";
  /** The browser's language (navigator.languages, Accept-Language), e.g. "es-ES". */
  locale?: string;
  /** localStorage entries set before any page script runs. */
  storage?: Record<string, string>;
  /**
   * The app's service worker: blocked unless a test is about it (offline.test.ts), so the other
   * tests see every request go to the server (and routes they intercept are not answered by it).
   * E2E_SERVICE_WORKERS=allow runs them with the worker.
   */
  serviceWorkers?: "allow" | "block";
};

/** A fresh context (own storage) and page at the base URL's origin. */
export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: viewports[options.viewport ?? "desktop"],
    baseURL: baseUrl,
    reducedMotion: "reduce",
    ...(options.locale ? { locale: options.locale } : {}),
    serviceWorkers:
      options.serviceWorkers ?? (process.env.E2E_SERVICE_WORKERS === "allow" ? "allow" : "block"),
  });
  const storage = { ...(options.storage ?? {}), ...(options.theme ? { theme: options.theme } : {}) };
  if (Object.keys(storage).length > 0) {
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem("__e2e_seeded")) return;
      sessionStorage.setItem("__e2e_seeded", "1");
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`[page error] ${error.message}`));
  return { context, page };
}

/** Saves a full-page screenshot under e2e/screenshots/<name>.png (git-ignored) for people to look at. */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: options.fullPage ?? true,
  });
}

/** Registers a user through the API and returns its token (for tests that start logged in). */
export async function registerByApi(user: {
  username: string;
  email: string;
  password: string;
}): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export function uniqueEmail(prefix = "learner"): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
