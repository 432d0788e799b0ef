import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import {
  hasBrowser,
  launchBrowser,
  newPage,
  registerByApi,
  screenshot,
  uniqueEmail,
} from "../lib/browser.ts";
import {
  CONSENT,
  createReadyLearner,
  MATRIX,
  STRONG_PASSWORD,
  screenshotViewport,
  signedInPage,
  TOO_YOUNG,
  yearsAgo,
} from "./support/accounts.ts";

describe.skipIf(!hasBrowser)("account screens, for people to look at", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("takes screenshots of every account screen at 1280 and 390 px, dark and light", async () => {
    const token = await createReadyLearner("Shots");
    for (const { viewport, theme } of MATRIX) {
      const tag = `${viewport}-${theme}`;
      const visitor = await newPage(browser, { viewport, theme, storage: { cookieConsent: CONSENT } });
      await visitor.page.goto("/login");
      await visitor.page.getByRole("dialog", { name: "Welcome back" }).waitFor();
      await screenshot(visitor.page, `accounts-login-${tag}`);
      await visitor.page.goto("/register");
      const register = visitor.page.getByRole("dialog", { name: "Create your account" });
      await register.getByLabel("Username").fill("Ada");
      await register.getByLabel("Password", { exact: true }).fill("weakpass");
      // The shot shows the estimator's verdict, not the moment before it arrives.
      await register.locator('[data-guessability]:not([data-guessability="pending"])').waitFor();
      await screenshot(visitor.page, `accounts-register-${tag}`);
      await visitor.context.close();

      const fresh = await registerByApi({
        username: "Newbie",
        email: uniqueEmail("shot"),
        password: STRONG_PASSWORD,
      });
      const setup = await signedInPage(browser, fresh, { viewport, theme });
      await setup.page.goto("/initial-setup");
      await setup.page.getByLabel("Birth date", { exact: true }).fill(yearsAgo(12));
      await setup.page.getByText(TOO_YOUNG).waitFor();
      await screenshot(setup.page, `accounts-setup-birthdate-${tag}`);
      await setup.page.getByLabel("Birth date", { exact: true }).fill("2000-05-05");
      await setup.page.getByRole("button", { name: "Next" }).click();
      await setup.page.getByText("Step 2 of 4").waitFor();
      await setup.page.getByRole("radio", { name: "Master" }).check({ force: true });
      await screenshot(setup.page, `accounts-setup-education-${tag}`);
      await setup.context.close();

      const settings = await signedInPage(browser, token, { viewport, theme });
      await settings.page.goto("/settings");
      for (const tab of ["Profile", "Avatar", "Privacy", "Subscription"]) {
        await settings.page.getByRole("tab", { name: tab }).click();
        await settings.page.getByRole("tabpanel", { name: tab }).waitFor();
        await screenshot(settings.page, `accounts-settings-${tab.toLowerCase()}-${tag}`);
      }
      await settings.context.close();

      const welcome = await signedInPage(browser, token, { viewport, theme, welcomeSeen: false });
      await welcome.page.goto("/home");
      await welcome.page.getByTestId("welcome-screen").waitFor({ timeout: 10_000 });
      await welcome.page.waitForTimeout(3600);
      await screenshotViewport(welcome.page, `accounts-welcome-${tag}`);
      await welcome.context.close();
    }
  });
});
