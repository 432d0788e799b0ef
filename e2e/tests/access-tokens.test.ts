import { createHash, randomBytes } from "node:crypto";
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
import { apiAs, CONSENT, MATRIX, STRONG_PASSWORD, signedInPage } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";

/** A learner with a finished profile, their email and session token. */
async function learner(username: string) {
  const email = uniqueEmail(username.toLowerCase());
  const token = await registerByApi({ username, email, password: STRONG_PASSWORD });
  const res = await apiAs(token, "/user/profile", {
    method: "PUT",
    body: {
      birthDate: "1995-06-15",
      educationDegree: "Master",
      currentStatus: 2,
      motivation: 0,
      isInitialSetupCompleted: true,
    },
  });
  if (res.status !== 200) throw new Error(`profile setup failed: ${res.status}`);
  return { email, token };
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const violations = await findSeriousViolations(page);
  expect(violations, formatViolations(label, violations)).toEqual([]);
}

async function openTokensTab(page: Page) {
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Access tokens" }).click();
  await page.getByRole("heading", { name: "New personal access token" }).waitFor({ timeout: 15_000 });
}

describe.skipIf(!hasBrowser)("Brainy for AI assistants: access tokens and the OAuth consent screen", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a learner creates a personal access token, sees it once, uses it and revokes it", async () => {
    const { token } = await learner("Tomasz");
    const { page, context } = await signedInPage(browser, token, { theme: "light" });
    try {
      await openTokensTab(page);
      await page.getByLabel("Token name").fill("Flashcard script");
      await page.getByRole("checkbox", { name: "write" }).click();
      await page.getByLabel("Expires after").selectOption("90");
      await page.getByRole("button", { name: "Create token" }).click();
      const shown = page.getByLabel("Your new token (shown once)");
      await shown.waitFor();
      const secret = await shown.inputValue();
      expect(secret).toMatch(/^brainy_pat_[A-Za-z0-9_-]{43}$/);
      await page.getByText("Copy it now: you will not see it again.").waitFor();
      await screenshot(page, "access-token-shown-once-desktop-light");
      await expectNoSeriousViolations(page, "token shown once");

      // The token works on the REST API as the learner, within its scopes.
      const asScript = (route: string, init?: RequestInit) =>
        fetch(`${baseUrl}/api${route}`, {
          ...init,
          headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
        });
      expect((await asScript("/goals")).status).toBe(200);
      expect(
        (await asScript("/notes", { method: "POST", body: JSON.stringify({ title: "From my script" }) }))
          .status,
      ).toBe(201);
      expect((await asScript("/tokens")).status).toBe(403);

      // Shown once: after Done, and after a reload, the page never holds the secret again.
      await page.getByRole("button", { name: "Done" }).click();
      await page.reload();
      await page.getByRole("tab", { name: "Access tokens" }).click();
      const row = page.getByRole("listitem").filter({ hasText: "Flashcard script" });
      await row.waitFor();
      await row.getByText(/Used just now/).waitFor({ timeout: 10_000 });
      expect(await page.content()).not.toContain(secret.slice(15));

      for (const { viewport, theme } of MATRIX) {
        const shot = await signedInPage(browser, token, { viewport, theme });
        try {
          await openTokensTab(shot.page);
          await shot.page.getByRole("listitem").filter({ hasText: "Flashcard script" }).waitFor();
          await screenshot(shot.page, `access-tokens-${viewport}-${theme}`);
          await expectNoSeriousViolations(shot.page, `tokens ${viewport} ${theme}`);
        } finally {
          await shot.context.close();
        }
      }

      await row.getByRole("button", { name: /Revoke/ }).click();
      const dialog = page.getByRole("dialog", { name: "Revoke “Flashcard script”?" });
      await dialog.waitFor();
      await screenshot(page, "access-token-revoke-desktop-light", { fullPage: false });
      await dialog.getByRole("button", { name: "Revoke" }).click();
      await page.getByText("No tokens yet.").waitFor();
      expect((await asScript("/goals")).status).toBe(401);
    } finally {
      await context.close();
    }
  });

  it("an AI assistant sends the learner to sign in and to the consent screen, and gets in once allowed", async () => {
    const { email, token } = await learner("Priya");
    const redirectUri = "http://127.0.0.1:9/callback";
    const registered = await fetch(`${baseUrl}/api/oauth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_name: "Study Assistant", redirect_uris: [redirectUri] }),
    });
    const { client_id } = (await registered.json()) as { client_id: string };
    const verifier = randomBytes(32).toString("base64url");
    const authorize = `/oauth/authorize?${new URLSearchParams({
      response_type: "code",
      client_id,
      redirect_uri: redirectUri,
      scope: "read write reviews",
      state: "s1",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
      resource: `${baseUrl}/mcp`,
    })}`;

    // Signed out: Brainy's sign-in first, then back to the app's request.
    const { page, context } = await newPage(browser, { storage: { cookieConsent: CONSENT } });
    try {
      await page.goto(authorize);
      await page.getByRole("heading", { name: "Connect an app to Brainy" }).waitFor();
      await page.getByRole("link", { name: "Log in" }).click();
      const login = page.getByRole("dialog", { name: "Welcome back" });
      await login.getByLabel("Email").fill(email);
      await login.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
      await login.getByRole("button", { name: "Log in" }).click();
      await page
        .getByRole("heading", { name: "Allow Study Assistant to use Brainy?" })
        .waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).searchParams.get("client_id")).toBe(client_id);

      for (const { viewport, theme } of MATRIX) {
        const shot = await signedInPage(browser, token, { viewport, theme });
        try {
          await shot.page.goto(authorize);
          await shot.page.getByRole("heading", { name: "Allow Study Assistant to use Brainy?" }).waitFor();
          await screenshot(shot.page, `oauth-consent-${viewport}-${theme}`);
          await expectNoSeriousViolations(shot.page, `consent ${viewport} ${theme}`);
        } finally {
          await shot.context.close();
        }
      }

      const callback = page.waitForRequest((request) => request.url().startsWith(redirectUri));
      await page.getByRole("button", { name: "Allow" }).click();
      const back = new URL((await callback).url());
      expect(back.searchParams.get("state")).toBe("s1");
      expect(back.searchParams.get("iss")).toBe(baseUrl);
      const tokens = await fetch(`${baseUrl}/api/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          client_id,
          code: back.searchParams.get("code")!,
          code_verifier: verifier,
          redirect_uri: redirectUri,
        }),
      });
      const { access_token } = (await tokens.json()) as { access_token: string };
      const mcp = await fetch(`${baseUrl}/mcp`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${access_token}`,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "initialize",
          params: {
            protocolVersion: "2025-06-18",
            capabilities: {},
            clientInfo: { name: "e2e", version: "1" },
          },
        }),
      });
      expect(mcp.status).toBe(200);

      // Settings lists the connected app, which the learner can disconnect.
      const settings = await signedInPage(browser, token, { theme: "dark" });
      try {
        await openTokensTab(settings.page);
        await settings.page.getByRole("heading", { name: "Connected apps" }).waitFor();
        await settings.page.getByRole("listitem").filter({ hasText: "Study Assistant" }).waitFor();
        await screenshot(settings.page, "access-tokens-connected-app-desktop-dark");
      } finally {
        await settings.context.close();
      }
    } finally {
      await context.close();
    }
  });
});
