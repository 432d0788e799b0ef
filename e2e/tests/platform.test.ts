import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hasBrowser, launchBrowser, newPage, screenshot } from "../lib/browser.ts";
import { createReadyLearner, signedInPage } from "./support/accounts.ts";

describe.skipIf(!hasBrowser)("platform in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("serves the SPA with history fallback and no CSP violations", async () => {
    const { page, context } = await newPage(browser);
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    const res = await page.goto("/some/deep/link");
    expect(res?.status()).toBe(200);
    await page.waitForSelector("#root > *");
    expect(violations).toEqual([]);
    await screenshot(page, "platform-deep-link");
    await context.close();
  });

  it("runs signed-in pages that parse API answers without any CSP violation (no eval)", async () => {
    const token = await createReadyLearner("Csp");
    const { page, context } = await signedInPage(browser, token);
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    for (const path of ["/home", "/goals", "/settings"]) {
      await page.goto(path);
      await page.locator("main").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    }
    await context.close();
  });

  it("fetches /api/goals once when /goals is opened", async () => {
    const token = await createReadyLearner("OneFetch");
    const { page, context } = await signedInPage(browser, token);
    const calls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/goals") calls.push(request.method());
    });
    await page.goto("/goals");
    await page.locator("main").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual(["GET"]);
    await context.close();
  });

  it("answers health over HTTP", async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(await res.json()).toMatchObject({ status: "ok", db: "pglite" });
  });
});
