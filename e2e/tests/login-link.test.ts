import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  hasBrowser,
  launchBrowser,
  newPage,
  registerByApi,
  screenshot,
  uniqueEmail,
} from "../lib/browser.ts";
import { CONSENT, MATRIX, readToken, STRONG_PASSWORD } from "./support/accounts.ts";

const LINK_SENT = "If this email has an account, we have emailed it a one-time sign-in link.";

/** Ten wrong passwords for the email, as a stranger would send them. */
async function throttle(email: string): Promise<void> {
  for (let i = 1; i <= 10; i++) {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: `Wr0ng!${i}xx` }),
    });
    expect(res.status).toBe(401);
  }
}

/** The path of the sign-in link in the newest sign-in mail the dev outbox kept for the user. */
async function linkFromOutbox(token: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/outbox`, { headers: { authorization: `Bearer ${token}` } });
  const { messages } = (await res.json()) as { messages: { to: string; subject: string; text: string }[] };
  const mails = messages.filter((m) => m.to === email && m.subject === "Your Brainy AI sign-in link");
  expect(mails).toHaveLength(1);
  const link = /https?:\/\/\S+\/login\/link\?token=\S+/.exec(mails[0]!.text)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

async function openLink(page: Page, path: string) {
  await page.goto(path);
  const dialog = page.getByRole("dialog", { name: "Sign in with your link" });
  await dialog.getByRole("button", { name: "Sign in" }).waitFor();
  return dialog;
}

describe.skipIf(!hasBrowser)("one-time sign-in link while password sign-in is throttled", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("the owner is told a link was emailed, and the link from the outbox signs in once", async () => {
    const email = uniqueEmail("linked");
    const registered = await registerByApi({ username: "Lin", email, password: STRONG_PASSWORD });
    await throttle(email);

    const { page, context } = await newPage(browser, { storage: { cookieConsent: CONSENT } });
    await page.goto("/login");
    const login = page.getByRole("dialog", { name: "Welcome back" });
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await login.getByRole("button", { name: "Log in" }).click();
    const refusal = login.getByRole("alert").filter({ hasText: LINK_SENT });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /^Too many failed login attempts\. Please try again in 1[45] minutes\./,
    );
    await screenshot(page, "login-link-throttled-desktop-default");

    const path = await linkFromOutbox(registered, email);
    // Opening the page does not spend the link (a mail scanner may open it); the click does.
    const dialog = await openLink(page, path);
    await screenshot(page, "login-link-page-desktop-default");
    await dialog.getByRole("button", { name: "Sign in" }).click();
    // Registered by API, so the profile is unfinished: the wizard comes first.
    await page.waitForURL("**/initial-setup");
    expect((await readToken(page)).split(".")).toHaveLength(3);
    await context.close();

    // A second use, from another browser, is refused with the reason.
    for (const { viewport, theme } of MATRIX) {
      const tag = `${viewport}-${theme}`;
      const other = await newPage(browser, { viewport, theme, storage: { cookieConsent: CONSENT } });
      const again = await openLink(other.page, path);
      await screenshot(other.page, `login-link-page-${tag}`);
      await again.getByRole("button", { name: "Sign in" }).click();
      await again.getByText("This sign-in link has already been used. Each link signs in once.").waitFor();
      await again.getByRole("link", { name: "Back to login" }).waitFor();
      expect(new URL(other.page.url()).pathname).toBe("/login/link");
      await expect(other.page.evaluate(() => localStorage.getItem("token"))).resolves.toBeNull();
      await screenshot(other.page, `login-link-used-${tag}`);
      await other.context.close();
    }
  });

  it("a link without its token says so", async () => {
    const { page, context } = await newPage(browser, { storage: { cookieConsent: CONSENT } });
    await page.goto("/login/link");
    await page.getByRole("dialog", { name: "Sign in with your link" }).getByRole("alert").waitFor();
    await expect(
      page.getByText("This sign-in link is incomplete. Open the link from the email again.").isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });
});
