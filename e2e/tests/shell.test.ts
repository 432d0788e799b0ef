import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  hasBrowser,
  launchBrowser,
  newPage,
  type PageOptions,
  registerByApi,
  screenshot,
  uniqueEmail,
} from "../lib/browser.ts";

const SESSION_EXPIRED = "Your session has expired. Please log in again.";
/** A stored cookie choice, so the consent banner (covered by its own tests) stays out of the screenshots. */
const cookieConsent = JSON.stringify({
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
  timestamp: new Date().toISOString(),
  version: "1.0",
});

/** A registered user whose initial setup is done, so the shell opens straight away. */
async function createReadyUser(username = "Ada Lovelace"): Promise<string> {
  const token = await registerByApi({ username, email: uniqueEmail("shell"), password: "Str0ng!Passw0rd" });
  const res = await fetch(`${baseUrl}/api/user/profile`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ isInitialSetupCompleted: true }),
  });
  if (!res.ok) throw new Error(`profile update failed: ${res.status} ${await res.text()}`);
  return token;
}

async function openSignedIn(browser: Browser, token: string, options: PageOptions = {}, path = "/home") {
  const opened = await newPage(browser, {
    ...options,
    storage: { token, cookieConsent, ...options.storage },
  });
  // The once-per-session welcome screen (onboarding tests cover it) would cover the shell here.
  await opened.context.addInitScript(() => sessionStorage.setItem("welcomeScreenShown", "true"));
  await opened.page.goto(path);
  await opened.page.getByRole("heading", { level: 1 }).waitFor();
  return opened;
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

describe.skipIf(!hasBrowser)("signed-in shell", () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await createReadyUser();
  });
  afterAll(() => browser?.close());

  it("shows the header, side menu and home at desktop width", async () => {
    const { page, context } = await openSignedIn(browser, token, { theme: "dark" });
    const header = page.getByRole("banner");
    expect(await header.getByRole("link", { name: "Brainy AI" }).isVisible()).toBe(true);
    expect(await header.getByRole("button", { name: "Get Pro" }).isVisible()).toBe(true);
    expect(await header.getByRole("button", { name: "Switch to light theme" }).isVisible()).toBe(true);
    const avatar = header.getByRole("button", { name: "Open settings" });
    expect(await avatar.locator("svg").getAttribute("data-avatar")).toBe("lotr");
    expect(await header.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(false);
    const nav = mainNav(page);
    for (const name of ["Home", "Courses", "Roadmap", "Notes", "Settings"]) {
      expect(await nav.getByRole("link", { name }).isVisible()).toBe(true);
    }
    expect(await nav.getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/, Ada Lovelace$/);
    expect(await page.getByRole("heading", { name: "Quick Actions" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /Knowledge Base/ }).getAttribute("href")).toBe(
      "/knowledge-graph",
    );
    await page.getByRole("heading", { name: "Active Goal", exact: true }).waitFor();
    await page
      .getByText(/No active goal yet|lessons completed|could not load/)
      .first()
      .waitFor();
    await screenshot(page, "shell-home-desktop-dark");

    await nav.getByRole("button", { name: "Current Lesson" }).click();
    await page.getByText("No lesson in progress yet. Pick a course to start learning.").waitFor();

    await nav.getByRole("link", { name: "Notes" }).click();
    await page.getByRole("heading", { name: "Knowledge Base" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/knowledge-graph");

    await page.getByRole("banner").getByRole("button", { name: "Get Pro" }).click();
    await page.waitForURL("**/settings");
    await context.close();
  });

  it("keeps the chosen theme across a reload", async () => {
    const { page, context } = await openSignedIn(browser, token);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await page.reload();
    await page.getByRole("button", { name: "Switch to dark theme" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.getByRole("heading", { name: "Active Goal", exact: true }).waitFor();
    await page
      .getByText(/No active goal yet|lessons completed|could not load/)
      .first()
      .waitFor();
    await screenshot(page, "shell-home-desktop-light");
    await context.close();
  });

  for (const theme of ["dark", "light"] as const) {
    it(`uses the top bar and a drawer menu at 390 px (${theme})`, async () => {
      const { page, context } = await openSignedIn(browser, token, { viewport: "phone", theme });
      const toggle = page.getByRole("button", { name: "Menu", exact: true });
      expect(await toggle.isVisible()).toBe(true);
      expect(await page.getByRole("banner").getByRole("button", { name: "Get Pro" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).isVisible()).toBe(true);
      expect(await mainNav(page).isVisible()).toBe(false);
      await page
        .getByText(/No active goal yet|lessons completed|could not load/)
        .first()
        .waitFor();
      await screenshot(page, `shell-home-phone-${theme}`);
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await toggle.click();
      // While the drawer is open the rest of the page is hidden from assistive tech, so find the toggle by CSS.
      expect(await page.locator('header button[aria-label="Menu"]').getAttribute("aria-expanded")).toBe(
        "true",
      );
      const nav = mainNav(page);
      await nav.waitFor();
      expect(await nav.getByRole("link", { name: "Courses" }).isVisible()).toBe(true);
      await screenshot(page, `shell-drawer-phone-${theme}`);
      await nav.getByRole("link", { name: "Notes" }).click();
      await page.getByRole("heading", { name: "Knowledge Base" }).waitFor();
      expect(await nav.isVisible()).toBe(false);
      await context.close();
    });
  }

  it("the phone menu (loaded when first opened) takes focus, keeps it, and gives it back to Menu on Escape", async () => {
    const { page, context } = await openSignedIn(browser, token, { viewport: "phone" });
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    const focusInside = () => drawer.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    for (let step = 0; step < 12; step++) await page.keyboard.press("Tab");
    expect(await focusInside()).toBe(true);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Menu");
    await context.close();
  });

  it("opens the Free Plan Limit Reached dialog on a pro-required signal", async () => {
    const { page, context } = await openSignedIn(browser, token);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("pro-required", { detail: {} })));
    const dialog = page.getByRole("dialog", { name: "Free Plan Limit Reached" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "You've completed 1 topic in this goal. Free plan users can only complete 1 topic per goal.",
    );
    // Loaded when the signal came: focus still moves into it.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await screenshot(page, "shell-pro-required-dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });
});

describe.skipIf(!hasBrowser)("session rules", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("sends a visitor opening /goals to /login", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/goals");
    await page.waitForURL("**/login");
    await context.close();
  });

  it("an invalid token shows the session-expired message, then lands on /login after about 2.5 s", async () => {
    const { page, context } = await newPage(browser, {
      storage: { token: "not-a-real-token", cookieConsent },
    });
    await page.goto("/home");
    await page.getByText(SESSION_EXPIRED).waitFor();
    const shownAt = Date.now();
    expect(new URL(page.url()).pathname).toBe("/home");
    await page.waitForURL("**/login", { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await screenshot(page, "shell-session-expired-login");
    await context.close();
  });

  it("a revoked token (logged out elsewhere) also expires the session", async () => {
    const token = await createReadyUser("Grace Hopper");
    const logout = await fetch(`${baseUrl}/api/auth/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    const { page, context } = await newPage(browser, { storage: { token } });
    await page.goto("/learning-plan");
    await page.getByText(SESSION_EXPIRED).waitFor();
    await page.waitForURL("**/login", { timeout: 10_000 });
    await context.close();
  });

  it("routes by isInitialSetupCompleted: unfinished users to /initial-setup, finished ones away from it", async () => {
    const fresh = await registerByApi({
      username: "New Learner",
      email: uniqueEmail("setup"),
      password: "Str0ng!Passw0rd",
    });
    const first = await newPage(browser, { storage: { token: fresh } });
    await first.page.goto("/home");
    await first.page.waitForURL("**/initial-setup");
    await first.page.goto("/goals");
    await first.page.waitForURL("**/initial-setup");
    await first.context.close();

    const ready = await createReadyUser("Finished Learner");
    const second = await newPage(browser, { storage: { token: ready } });
    await second.page.goto("/initial-setup");
    await second.page.waitForURL("**/home");
    await second.page.goto("/no/such/page");
    await second.page.waitForURL("**/home");
    await second.context.close();
  });

  it("logout revokes the token and returns to /", async () => {
    const token = await createReadyUser("Alan Turing");
    const { page, context } = await openSignedIn(browser, token);
    await mainNav(page).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const after = await fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    await page.goto("/home");
    await page.waitForURL("**/login");
    await context.close();
  });
});
