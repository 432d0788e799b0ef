import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const WELCOME = "Welcome to the new era of your intelligence";
const WELCOME_NEXT = "Next, tell us what you want to learn and we'll plan the roadmap.";

/** The page is no wider than the window: nothing scrolls sideways, at 390 px as at 1280. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
}

/** Visible, by role and accessible name (exact). */
async function expectVisible(locator: ReturnType<Page["getByRole"]>, what: string): Promise<void> {
  expect(await locator.isVisible(), what).toBe(true);
}

describe.skipIf(!hasBrowser)("account screens, for people to look at", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // One test per viewport and theme: each walks every account screen, which takes a while on a
  // busy machine.
  it.each(MATRIX)(
    "takes screenshots of every account screen at $viewport, $theme",
    async ({ viewport, theme }) => {
      const token = await createReadyLearner("Shots");
      {
        const tag = `${viewport}-${theme}`;
        const visitor = await newPage(browser, { viewport, theme, storage: { cookieConsent: CONSENT } });
        await visitor.page.goto("/login");
        const login = visitor.page.getByRole("dialog", { name: "Welcome back" });
        await login.waitFor();
        await expectVisible(login.getByLabel("Email"), "login: Email");
        await expectVisible(login.getByLabel("Password", { exact: true }), "login: Password");
        expect(await login.getByLabel("Email").getAttribute("type")).toBe("email");
        await expectVisible(login.getByRole("button", { name: "Show password" }), "login: show password");
        await expectVisible(
          login.getByRole("checkbox", { name: "Remember me for 30 days" }),
          "login: Remember me for 30 days",
        );
        await expectVisible(
          login.getByRole("button", { name: "Forgot password?" }),
          "login: Forgot password?",
        );
        await expectVisible(login.getByRole("button", { name: "Log in", exact: true }), "login: Log in");
        expect(await login.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
          "/register",
        );
        await expectNoSidewaysScroll(visitor.page, `login ${tag}`);
        await screenshot(visitor.page, `accounts-login-${tag}`);
        await visitor.page.goto("/register");
        const register = visitor.page.getByRole("dialog", { name: "Create your account" });
        await register.getByLabel("Username").fill("Ada");
        await register.getByLabel("Password", { exact: true }).fill("weakpass");
        // The shot shows the estimator's verdict, not the moment before it arrives.
        await register.locator('[data-guessability]:not([data-guessability="pending"])').waitFor();
        await expectVisible(register.getByLabel("Email"), "register: Email");
        await expectVisible(register.getByText("Weak", { exact: true }), "register: strength Weak");
        const rules = register.getByRole("list", { name: "Password rules" });
        expect(await rules.getByRole("listitem").count()).toBe(5);
        // 'weakpass' misses some of the five rules: the list shows which.
        expect(await rules.locator('[data-passed="false"]').count()).toBeGreaterThan(0);
        await expectVisible(register.getByRole("checkbox", { name: /I agree to the/ }), "register: terms");
        await expectVisible(
          register.getByRole("button", { name: "Create account" }),
          "register: Create account",
        );
        expect(await register.getByRole("button", { name: "Create account" }).isDisabled()).toBe(true);
        expect(await register.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
        await expectNoSidewaysScroll(visitor.page, `register ${tag}`);
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
        await expectVisible(setup.page.getByText("Step 1 of 4"), "setup: Step 1 of 4");
        expect(await setup.page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
        expect(await setup.page.getByRole("button", { name: "Back" }).count()).toBe(0);
        await expectNoSidewaysScroll(setup.page, `setup step 1 ${tag}`);
        await screenshot(setup.page, `accounts-setup-birthdate-${tag}`);
        await setup.page.getByLabel("Birth date", { exact: true }).fill("2000-05-05");
        await setup.page.getByRole("button", { name: "Next" }).click();
        await setup.page.getByText("Step 2 of 4").waitFor();
        await setup.page.getByRole("radio", { name: "Master" }).check({ force: true });
        expect(await setup.page.getByRole("radio", { name: "Master" }).isChecked()).toBe(true);
        await expectVisible(setup.page.getByRole("button", { name: "Back" }), "setup: Back");
        // Education is optional: Next is open.
        expect(await setup.page.getByRole("button", { name: "Next" }).isDisabled()).toBe(false);
        await expectNoSidewaysScroll(setup.page, `setup step 2 ${tag}`);
        await screenshot(setup.page, `accounts-setup-education-${tag}`);
        await setup.context.close();

        const settings = await signedInPage(browser, token, { viewport, theme });
        await settings.page.goto("/settings");
        const headings: Record<string, string> = {
          Profile: "Profile",
          Avatar: "Avatar",
          Privacy: "Privacy",
          Subscription: "Current plan: Free",
          Usage: "This month",
        };
        /** What each tab must show besides its heading. */
        const tabContent: Record<string, (panel: ReturnType<Page["getByRole"]>) => Promise<void>> = {
          Profile: async (panel) => {
            for (const label of [
              "Username",
              "Email",
              "Birth date",
              "Education degree",
              "Current status",
              "Motivation",
              "Learning language",
            ])
              await expectVisible(panel.getByLabel(label, { exact: true }), `profile: ${label}`);
            expect(await panel.getByLabel("Username", { exact: true }).inputValue()).toBe("Shots");
          },
          Avatar: async (panel) => {
            expect(await panel.getByRole("radio").count()).toBe(10);
            expect(await panel.getByRole("radio", { checked: true }).getAttribute("value")).toBe("lotr");
          },
          Privacy: async (panel) => {
            const text = (await panel.textContent()) ?? "";
            for (const figure of ["3 years", "6 years", "12 months", "one month", "under 13"])
              expect(text, `privacy: ${figure}`).toContain(figure);
          },
          Subscription: async (panel) => {
            expect(await panel.getByTestId("current-plan").textContent()).toBe("Free");
            await expectVisible(
              panel.getByRole("button", { name: "Get Pro Plan" }),
              "subscription: Get Pro Plan",
            );
            expect(await panel.getByRole("button", { name: "Cancel Subscription" }).count()).toBe(0);
          },
          Usage: async (panel) => {
            for (const label of ["Lessons written", "Chat messages", "AI tokens"])
              await expectVisible(panel.getByText(label).first(), `usage: ${label}`);
            await expectVisible(
              panel.getByRole("progressbar", { name: "Today's tokens used" }),
              "usage: budget",
            );
          },
        };
        for (const [tab, expectContent] of Object.entries(tabContent)) {
          await settings.page.getByRole("tab", { name: tab }).click();
          const panel = settings.page.getByRole("tabpanel", { name: tab });
          await panel.waitFor();
          expect(await settings.page.getByRole("tab", { name: tab }).getAttribute("aria-selected")).toBe(
            "true",
          );
          // Usage is read when its tab opens: wait for it (the others show at once).
          await panel.getByRole("heading", { name: headings[tab], exact: true }).waitFor({ timeout: 10_000 });
          await expectVisible(
            panel.getByRole("heading", { name: headings[tab], exact: true }),
            `${tab} heading`,
          );
          await expectContent(panel);
          await expectNoSidewaysScroll(settings.page, `settings ${tab} ${tag}`);
          await screenshot(settings.page, `accounts-settings-${tab.toLowerCase()}-${tag}`);
        }
        await settings.context.close();

        const welcome = await signedInPage(browser, token, { viewport, theme, welcomeSeen: false });
        await welcome.page.goto("/home");
        await welcome.page.getByTestId("welcome-screen").waitFor({ timeout: 10_000 });
        // The shot shows the greeting fully typed and the line under it faded in.
        await welcome.page.getByTestId("welcome-typed").getByText(WELCOME, { exact: true }).waitFor();
        await welcome.page.waitForFunction((text) => {
          const line = [...document.querySelectorAll('[data-testid="welcome-screen"] p')].find(
            (p) => p.textContent === text,
          );
          return !!line && getComputedStyle(line).opacity === "1";
        }, WELCOME_NEXT);
        await expectVisible(
          welcome.page.getByRole("dialog", { name: WELCOME }).getByRole("button", { name: "Skip intro" }),
          "welcome: Skip intro",
        );
        await expectNoSidewaysScroll(welcome.page, `welcome ${tag}`);
        await screenshotViewport(welcome.page, `accounts-welcome-${tag}`);
        await welcome.context.close();
      }
    },
    120_000,
  );
});
