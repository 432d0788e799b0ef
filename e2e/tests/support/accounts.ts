import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { baseUrl, newPage, type PageOptions, registerByApi, uniqueEmail } from "../../lib/browser.ts";

// Shared helpers of the accounts browser tests (accounts.test.ts, accounts-screens.test.ts).
const shotDir = path.resolve(import.meta.dirname, "..", "..", "screenshots");
export const STRONG_PASSWORD = "Str0ng!Passw0rd";
export const TOO_YOUNG = "Unfortunately, users younger than 13 years old cannot be registered.";

/** YYYY-MM-DD for today minus `years` (local time, as the date input sees it). */
export function yearsAgo(years: number): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear() - years}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Calls the API as the token's user; answers the status and the parsed body. */
export async function apiAs(token: string, route: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseUrl}/api${route}`, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
}

/** Upgrades the token's user to Pro the way a learner does: a checkout session, the test card, confirmation. */
export async function upgradeToPro(token: string): Promise<void> {
  const session = await apiAs(token, "/subscriptions/create-checkout-session", { method: "POST" });
  const { sessionId } = session.body as { sessionId: string };
  const paid = await apiAs(token, `/local-checkout/${sessionId}/pay`, {
    method: "POST",
    body: { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
  });
  const confirmed = await apiAs(token, "/subscriptions/confirm", { method: "POST", body: { sessionId } });
  if (paid.status !== 200 || confirmed.status !== 200) {
    throw new Error(`upgrade failed: pay ${paid.status}, confirm ${confirmed.status}`);
  }
}

/** The `exp - iat` of a JWT, in hours. */
export function tokenLifetimeHours(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
    exp: number;
    iat: number;
  };
  return (payload.exp - payload.iat) / 3600;
}

/** A registered learner whose setup is finished; returns the token. */
export async function createReadyLearner(username: string): Promise<string> {
  const token = await registerByApi({
    username,
    email: uniqueEmail(username.toLowerCase()),
    password: STRONG_PASSWORD,
  });
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
  return token;
}

/** A signed-in page; `welcomeSeen` marks the welcome screen as already shown in this session. */
export async function signedInPage(
  browser: Browser,
  token: string,
  options: PageOptions & { welcomeSeen?: boolean } = {},
) {
  const opened = await newPage(browser, {
    ...options,
    storage: { token, cookieConsent: CONSENT, ...(options.storage ?? {}) },
  });
  if (options.welcomeSeen !== false) {
    await opened.context.addInitScript(() => sessionStorage.setItem("welcomeScreenShown", "true"));
  }
  return opened;
}

/** A stored cookie choice, so the consent banner stays out of the way (its own tests cover it). */
export const CONSENT = JSON.stringify({
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
  timestamp: new Date().toISOString(),
  version: "1.0",
});

export const MATRIX = [
  { viewport: "desktop", theme: "dark" },
  { viewport: "desktop", theme: "light" },
  { viewport: "phone", theme: "dark" },
  { viewport: "phone", theme: "light" },
] as const;

export async function readToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  if (!token) throw new Error("no token stored");
  return token;
}

/** A viewport-sized shot: fixed overlays look wrong in a full-page shot (the page shows below them). */
export async function screenshotViewport(page: Page, name: string): Promise<void> {
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`) });
}
