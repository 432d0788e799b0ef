import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hasBrowser, launchBrowser, newPage, screenshot } from "../lib/browser.ts";
import { apiAs, CONSENT, createReadyLearner, MATRIX, signedInPage } from "./support/accounts.ts";

const COURSE = {
  description: "Short practical lessons.",
  complexityLevel: 1,
  desiredDuration: 10,
  realisticDuration: 12,
  tags: ["practice"],
};

function createGoal(token: string, description: string) {
  return apiAs(token, "/goals/with-plan", {
    method: "POST",
    body: { description, courses: [{ title: `${description}: the basics`, ...COURSE }] },
  });
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}

async function openSubscriptionTab(page: Page) {
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Subscription" }).click();
  return page.getByRole("tabpanel", { name: "Subscription" });
}

describe.skipIf(!hasBrowser)("Pro subscription through the local checkout", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("upgrades a Free learner with a test card, unlocks a second goal, then cancels at period end", async () => {
    const token = await createReadyLearner("Grace");
    expect((await createGoal(token, "Learn Spanish")).status).toBe(201);
    expect((await createGoal(token, "Learn the guitar")).status).toBe(402);

    const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme: "dark" });
    let tab = await openSubscriptionTab(page);
    await expect(tab.getByTestId("current-plan").textContent()).resolves.toBe("Free");
    await tab.getByRole("button", { name: "Get Pro Plan" }).click();

    await page.waitForURL(/\/checkout\/cs_local_/);
    await page.getByText("Test mode: no real payment.").waitFor();
    await page.getByText("£5.00").first().waitFor();
    await screenshot(page, "billing-checkout-desktop-dark");

    await fillCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: /Pay £5\.00/ }).click();
    await page.getByRole("alert").filter({ hasText: "Your card was declined." }).waitFor();
    await screenshot(page, "billing-checkout-declined-desktop-dark");

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /Pay £5\.00/ }).click();
    await page.waitForURL(/\/subscription\/success\?session_id=cs_local_/);
    await page.getByText("Verifying your subscription...").first().waitFor();
    await page.getByRole("heading", { name: "Welcome to Brainy AI Pro!" }).waitFor();
    expect(await page.getByText("Knowledge graph access").count()).toBe(1);
    expect(await page.getByText(/Session ID:/).count()).toBe(1);
    await screenshot(page, "billing-success-desktop-dark");

    await page.getByRole("link", { name: "Continue to Dashboard" }).click();
    await page.waitForURL(/\/home$/);
    const header = page.locator("header").first();
    await header.getByText("Pro", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Get Pro" }).count()).toBe(0);

    // The server now allows a second goal.
    expect((await createGoal(token, "Learn the guitar")).status).toBe(201);

    tab = await openSubscriptionTab(page);
    await expect(tab.getByTestId("current-plan").textContent()).resolves.toBe("Pro");
    await tab.getByText(/^Active · renews on /).waitFor();
    expect(await tab.getByRole("button", { name: "Get Pro Plan" }).count()).toBe(0);
    await screenshot(page, "billing-settings-active-desktop-dark");

    await tab.getByRole("button", { name: "Cancel Subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your Pro subscription?" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await tab.getByRole("button", { name: "Cancel Subscription" }).click();
    await dialog.getByRole("button", { name: "Cancel Subscription" }).click();
    await tab.getByText(/^Your subscription has been canceled\. You keep Pro until /).waitFor();
    // The status is read again 3 s later: canceled, Pro until the end date.
    await tab.getByText(/^Canceled · Pro until /).waitFor({ timeout: 8000 });
    expect(await tab.getByRole("button", { name: "Cancel Subscription" }).count()).toBe(0);
    await screenshot(page, "billing-settings-canceled-desktop-dark");
    const status = await apiAs(token, "/subscriptions/status");
    expect(status.body).toMatchObject({ tier: "pro", isActive: true, cancelAtPeriodEnd: true });
    await context.close();
  });

  it("leaves the checkout: Upgrade Cancelled, nothing paid, and Try Upgrade Again opens pricing", async () => {
    const token = await createReadyLearner("Alan");
    const { page, context } = await signedInPage(browser, token, { viewport: "phone", theme: "light" });
    const tab = await openSubscriptionTab(page);
    await tab.getByRole("button", { name: "Get Pro Plan" }).click();
    await page.waitForURL(/\/checkout\/cs_local_/);
    await screenshot(page, "billing-checkout-phone-light");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await page.waitForURL(/\/subscription\/cancel$/);
    await page.getByRole("heading", { name: "Upgrade Cancelled" }).waitFor();
    await page.getByText(/No payment was made/).waitFor();
    await screenshot(page, "billing-cancel-phone-light");
    expect((await apiAs(token, "/subscriptions/status")).body.tier).toBe("free");

    await page.getByRole("button", { name: "Try Upgrade Again" }).click();
    await page.waitForURL(`${baseUrl}/`);
    const pricing = page.locator("#pricing");
    await pricing.waitFor();
    await expect
      .poll(() => pricing.evaluate((el) => Math.abs(el.getBoundingClientRect().top) < window.innerHeight))
      .toBe(true);
    // Signed in, the pricing button starts a new checkout straight away.
    await pricing.getByRole("button", { name: "Upgrade to Pro" }).click();
    await page.waitForURL(/\/checkout\/cs_local_/);
    await context.close();
  });

  it("registers for Pro from pricing and goes straight to checkout", async () => {
    const { page, context } = await newPage(browser, {
      viewport: "desktop",
      storage: { cookieConsent: CONSENT },
    });
    await page.goto("/register?plan=pro");
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await dialog.getByLabel("Username").fill("Barbara");
    await dialog.getByLabel("Email").fill(`barbara-${Date.now()}@example.com`);
    await dialog.getByLabel("Password", { exact: true }).fill("Str0ng!Passw0rd");
    await dialog.getByRole("checkbox", { name: /I agree to the/ }).click();
    await dialog.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/checkout\/cs_local_/);
    await page.getByText("Test mode: no real payment.").waitFor();
    await context.close();
  });

  it("looks right in both themes at 1280 and 390 px", async () => {
    for (const { viewport, theme } of MATRIX) {
      const token = await createReadyLearner(`Shots${viewport}${theme}`);
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      const session = (await apiAs(token, "/subscriptions/create-checkout-session", { method: "POST" }))
        .body as {
        sessionId: string;
        url: string;
      };
      await page.goto(session.url);
      await page.getByText("Test mode: no real payment.").waitFor();
      await screenshot(page, `billing-checkout-${viewport}-${theme}`);
      const paid = await fetch(`${baseUrl}/api/local-checkout/${session.sessionId}/pay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" }),
      });
      expect(paid.status).toBe(200);
      await page.goto(`/subscription/success?session_id=${session.sessionId}`);
      await page.getByRole("heading", { name: "Welcome to Brainy AI Pro!" }).waitFor();
      await screenshot(page, `billing-success-${viewport}-${theme}`);
      await page.goto("/subscription/cancel");
      await page.getByRole("heading", { name: "Upgrade Cancelled" }).waitFor();
      await screenshot(page, `billing-cancel-${viewport}-${theme}`);
      const tab = await openSubscriptionTab(page);
      await tab.getByText(/^Active · renews on /).waitFor();
      await screenshot(page, `billing-settings-pro-${viewport}-${theme}`);
      await context.close();
    }
  });
});
