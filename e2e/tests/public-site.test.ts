import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, newPage, type PageOptions, screenshot } from "../lib/browser.ts";

/** A stored consent so the banner stays out of the way in tests that are not about it. */
const consented = {
  cookieConsent: JSON.stringify({
    necessary: true,
    analytics: false,
    marketing: false,
    functional: false,
    timestamp: "2026-01-01T00:00:00.000Z",
    version: "1.0",
  }),
};

type StoredConsent = Record<string, unknown>;
const readConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null") as StoredConsent | null);

describe.skipIf(!hasBrowser)("public site: landing, blog, legal pages, cookie banner", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function open(path: string, options: PageOptions = {}) {
    const opened = await newPage(browser, { ...options, storage: { ...consented, ...options.storage } });
    await opened.page.goto(path);
    await opened.page.locator("main").waitFor();
    return opened;
  }

  it("landing: every section, nav anchors, figures, pricing and footer links", async () => {
    const { page, context } = await open("/");
    for (const id of ["home", "why-us", "how-it-works", "features", "blog", "pricing"]) {
      expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    }
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected: [string, string][] = [
      ["Home", "#home"],
      ["Why Us", "#why-us"],
      ["How It Works", "#how-it-works"],
      ["Blog", "#blog"],
      ["Pricing", "#pricing"],
      ["Log in", "/login"],
      ["Sign up", "/register"],
    ];
    for (const [name, href] of expected) {
      expect(await nav.getByRole("link", { name, exact: true }).getAttribute("href"), name).toBe(href);
    }
    const hero = page.locator("section#home");
    for (const figure of ["4.9/5", "1K+", "10K+"]) await hero.getByText(figure, { exact: true }).waitFor();
    expect(await hero.getByRole("link", { name: /NEW/ }).getAttribute("href")).toBe("/register");

    const pricing = page.locator("section#pricing");
    await pricing.getByText("$0", { exact: true }).waitFor();
    await pricing.getByText("£5", { exact: true }).waitFor();
    await pricing.getByText("30-day money-back guarantee").waitFor();
    await pricing.getByText(/Cancel anytime/).waitFor();
    expect(await page.locator("section#blog li a[href^='/blog/']").count()).toBe(3);

    for (const name of ["Terms of Service", "Privacy Policy"]) {
      const link = page.getByRole("contentinfo").getByRole("link", { name: new RegExp(name) });
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }

    await nav.getByRole("link", { name: "Pricing" }).click();
    await page.waitForFunction(() => location.hash === "#pricing");
    await expect
      .poll(() =>
        page.locator("section#pricing").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(120);
    await context.close();
  });

  it("landing: a first visit gets the prerendered page, without the app's scripts; a signed-in visitor goes to /home", async () => {
    const { page, context } = await newPage(browser, { storage: consented });
    let scriptBytes = 0;
    const scripts: string[] = [];
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "script") return;
      scripts.push(new URL(request.url()).pathname);
      scriptBytes += (await request.sizes()).responseBodySize;
    });
    const response = await page.goto("/");
    // The page's text is in the HTML itself, before any script runs.
    const html = (await response?.text()) ?? "";
    for (const text of ["Start For Free", "Set Your Goals", "Upgrade to Pro", "Cookies on Brainy AI"])
      expect(html, text).toContain(text);
    await page.waitForLoadState("networkidle");
    expect(
      scripts.some((file) => /\/assets\/index-/.test(file)),
      scripts.join(" "),
    ).toBe(false);
    // The budget for the landing route: at most 80 KiB of JavaScript (compressed, as sent).
    expect(scriptBytes).toBeGreaterThan(0);
    expect(scriptBytes).toBeLessThan(80 * 1024);
    // The footer's year is today's, not the build's.
    expect(await page.locator("footer [data-current-year]").textContent()).toBe(
      String(new Date().getFullYear()),
    );
    await context.close();

    const signedIn = await newPage(browser, { storage: { ...consented, token: "any-token" } });
    await signedIn.page.goto("/");
    await signedIn.page.waitForURL((url) => url.pathname === "/home");
    await signedIn.context.close();
  });

  it("landing: sections fade in on scroll, and are shown at once with reduced motion", async () => {
    const { page, context } = await newPage(browser, { storage: consented });
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const pricingReveal = page.locator("section#pricing > div");
    expect(await pricingReveal.getAttribute("data-revealed")).toBe("false");
    await page.locator("section#pricing").scrollIntoViewIfNeeded();
    await expect.poll(() => pricingReveal.getAttribute("data-revealed")).toBe("true");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    expect(await page.locator("section#pricing > div").getAttribute("data-revealed")).toBe("true");
    await context.close();
  });

  it("how it works: advances every ~3 s and pauses while hovered", async () => {
    const { page, context } = await newPage(browser, { storage: consented });
    // The page's timers run on Playwright's clock: it flows as usual until the test moves it.
    await page.clock.install();
    await page.goto("/");
    await page.locator("main").waitFor();
    await page.mouse.move(5, 400);
    const selected = () => page.getByRole("tab", { selected: true }).evaluate((el) => el.textContent ?? "");
    await expect.poll(selected, { timeout: 5000 }).toContain("Get Your Roadmap");
    const t0 = Date.now();
    await expect.poll(selected, { timeout: 5000, interval: 50 }).toContain("Learn Interactively");
    const elapsed = Date.now() - t0;
    expect(elapsed).toBeGreaterThan(2400);
    expect(elapsed).toBeLessThan(3800);

    await page.getByRole("tab", { name: /Track Progress/ }).hover();
    const steps = page.getByTestId("how-it-works-steps");
    expect(await steps.getAttribute("data-paused")).toBe("true");
    // Four seconds on the page's clock: an unpaused 3 s timer would fire within them.
    await page.clock.runFor(4000);
    expect(await selected()).toContain("Learn Interactively");

    // Left alone again, the next step is due 3 s later on the same clock (which shows the clock
    // moves the page's timers: no real 3 s pass here).
    await page.mouse.move(5, 400);
    expect(await steps.getAttribute("data-paused")).toBe("false");
    await page.clock.runFor(3000);
    expect(await selected()).toContain("Track Progress");
    await context.close();
  });

  it("'Start For Free' opens registration; the Pro upgrade without a token registers for Pro", async () => {
    const { page, context } = await open("/");
    await page.getByRole("link", { name: "Start For Free" }).click();
    await page.waitForURL((url) => url.pathname === "/register");
    await page.goto("/#pricing");
    await page.getByRole("button", { name: "Upgrade to Pro" }).click();
    await page.waitForURL((url) => url.pathname === "/register" && url.searchParams.get("plan") === "pro");
    await context.close();
  });

  it("blog list: search and type filters with counts, and the empty-search text", async () => {
    const { page, context } = await open("/blog");
    // The prerendered list's filters work once its script has run.
    await page.locator("#root[data-enhanced]").waitFor({ state: "attached" });
    const count = async (type: string) => Number(await page.getByTestId(`count-${type}`).textContent());
    const cards = page.getByRole("list", { name: "Posts" }).locator(":scope > li");
    const all = await count("all");
    expect(all).toBeGreaterThanOrEqual(7);
    expect((await count("article")) + (await count("news"))).toBe(all);
    expect(await cards.count()).toBe(all);

    await page.getByRole("button", { name: /^News/ }).click();
    // The list re-renders after the click: wait for it rather than reading the old one.
    await expect.poll(() => page.locator("[data-post-type='article']").count()).toBe(0);
    expect(await cards.count()).toBe(await count("news"));
    await page.getByRole("button", { name: /^All Posts/ }).click();

    const search = page.getByRole("searchbox", { name: "Search posts" });
    await search.fill("POMODORO");
    await expect.poll(() => count("all")).toBeLessThan(all);
    expect(await count("all")).toBeGreaterThanOrEqual(1);
    expect(await cards.count()).toBe(await count("all"));
    for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain("pomodoro");

    await search.fill("quantum knitting");
    await page.getByText("No posts found matching your search.", { exact: true }).waitFor();
    expect(await count("all")).toBe(0);
    await context.close();
  });

  it("blog, posts and legal pages: a first visit gets the prerendered page and its small script, not the app", async () => {
    const { page, context } = await newPage(browser, { storage: consented });
    const scripts: string[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    for (const [path, texts] of [
      ["/blog", ["Learn smarter, remember longer", "Search posts", "How Spaced Retrieval Works"]],
      ["/blog/how-spaced-retrieval-works", ["On this page", "Written by", "Related posts"]],
      ["/terms", ["Terms of Service", "money-back guarantee"]],
      ["/privacy", ["Privacy Policy", "ICO"]],
    ] as const) {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      for (const text of texts) expect(html, `${path}: ${text}`).toContain(text);
      expect(html).not.toContain(" inert");
      await page.waitForLoadState("networkidle");
      expect(
        scripts.some((file) => /\/assets\/index-/.test(file)),
        scripts.join(" "),
      ).toBe(false);
      expect(await page.locator("footer [data-current-year]").textContent()).toBe(
        String(new Date().getFullYear()),
      );
    }
    // The list's first cover (its largest paint) loads at once; the others when scrolled to.
    await page.goto("/blog");
    expect(await page.locator("img[fetchpriority='high']").count()).toBe(1);
    // A search in the address is applied by the script, as the app's list applies it.
    await page.goto("/blog?q=pomodoro&type=article");
    const cards = page.getByRole("list", { name: "Posts" }).locator(":scope > li");
    await expect.poll(() => cards.count()).toBe(1);
    expect(await page.getByRole("searchbox", { name: "Search posts" }).inputValue()).toBe("pomodoro");
    expect(await page.getByRole("button", { name: /^Articles/ }).getAttribute("aria-pressed")).toBe("true");
    await context.close();

    // A signed-in reader's header offers the app instead of Log in and Sign up.
    const signedIn = await newPage(browser, { storage: { ...consented, token: "any-token" } });
    await signedIn.page.goto("/blog/how-spaced-retrieval-works");
    await signedIn.page.getByRole("link", { name: "Open the app" }).waitFor();
    expect(await signedIn.page.getByRole("link", { name: "Log in" }).count()).toBe(0);
    await signedIn.context.close();
  });

  it("a post reached inside the app is the app's own route (login modal closed → landing → a blog card)", async () => {
    const { page, context } = await open("/login");
    await page.getByRole("dialog").waitFor();
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator("section#blog li a[href^='/blog/']").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/blog/"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByText("Written by").or(page.getByText("Breaking News")).first().waitFor();
    // No page load happened: the app rendered the post.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });

  it("article page: table of contents follows scrolling, tags, author, related posts", async () => {
    const { page, context } = await open("/blog/how-spaced-retrieval-works");
    const toc = page.getByRole("navigation", { name: "On this page" });
    const links = toc.getByRole("link");
    expect(await links.count()).toBe(5);
    const current = () => toc.locator("[aria-current='location']").getAttribute("href");
    await page.locator("h2#spacing-the-gaps").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect.poll(current).toBe("#spacing-the-gaps");
    await links.last().click();
    await expect.poll(current).toBe("#a-weekly-routine");

    expect(await page.getByRole("list", { name: "Tags" }).locator("li").count()).toBeGreaterThan(0);
    await page.getByText("Written by").waitFor();
    const related = page.getByRole("region", { name: "Related posts" }).locator("article");
    expect(await related.count()).toBeGreaterThanOrEqual(1);
    expect(await related.count()).toBeLessThanOrEqual(3);
    expect(await page.getByRole("link", { name: "View All Posts" }).getAttribute("href")).toBe("/blog");
    await context.close();
  });

  it("news page: Breaking News, call to action and Latest Updates; unknown id shows Loading...", async () => {
    const { page, context } = await open("/blog/brainy-ai-v1-is-live");
    await page.getByText("Breaking News").waitFor();
    await page.getByRole("heading", { name: "Brainy AI v1.0 is Now Live!" }).waitFor();
    await page.getByText("October 11, 2025").first().waitFor();
    expect(await page.getByRole("link", { name: "Get Started Free" }).getAttribute("href")).toBe("/register");
    const latest = page.getByRole("complementary", { name: "Latest Updates" }).getByRole("listitem");
    expect(await latest.count()).toBeGreaterThanOrEqual(1);
    expect(await latest.count()).toBeLessThanOrEqual(4);
    expect(await latest.allTextContents()).not.toContainEqual(expect.stringContaining("v1.0 is Now Live"));

    await page.goto("/blog/no-such-post");
    await page.getByText("Loading...", { exact: true }).waitFor();
    await context.close();
  });

  it("legal pages state the spec's figures", async () => {
    const { page, context } = await open("/terms");
    const terms = await page.locator("main").textContent();
    for (const text of [
      "January 2025",
      "at least 13",
      "renews monthly",
      "30-day money-back guarantee",
      "90 days",
      "7 years",
    ]) {
      expect(terms ?? "", text).toContain(text);
    }
    await page.goto("/privacy");
    const privacy = await page.locator("main").textContent();
    for (const text of [
      "January 2025",
      "90 days",
      "7 years",
      "3 years",
      "6 years",
      "12 months",
      "one month",
      "30 days",
      "under 13",
      "ICO",
    ]) {
      expect(privacy ?? "", text).toContain(text);
    }
    await context.close();
  });

  it("cookie banner: Reject All keeps only necessary and stays hidden after reload", async () => {
    const { page, context } = await newPage(browser, { viewport: "phone" });
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies on Brainy AI" });
    await banner.waitFor();
    // On a phone the banner must leave the main call to action uncovered.
    const cta = await page.getByRole("link", { name: "Start For Free" }).boundingBox();
    const box = await banner.locator(":scope > div").boundingBox();
    expect(cta && box && cta.y + cta.height <= box.y).toBe(true);
    await screenshot(page, "public-landing-phone-cookie-banner");

    expect(await banner.getByRole("button", { name: "Save Preferences" }).count()).toBe(0);
    await banner.getByRole("button", { name: "Reject All" }).click();
    await banner.waitFor({ state: "detached" });
    const stored = await readConsent(page);
    expect(stored).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
      version: "1.0",
    });
    expect(new Date(String(stored?.timestamp)).toISOString()).toBe(stored?.timestamp);
    await page.reload();
    await page.locator("section#home").waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it("cookie banner: Customize → Save Preferences stores the chosen categories; footer reopens it", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/blog");
    const banner = page.getByRole("region", { name: "Cookies on Brainy AI" });
    const customize = banner.getByRole("button", { name: "Customize Settings" });
    await customize.click();
    expect(await customize.getAttribute("aria-expanded")).toBe("true");
    const necessary = banner.getByRole("checkbox", { name: /Necessary/ });
    expect(await necessary.isDisabled()).toBe(true);
    expect(await necessary.getAttribute("aria-checked")).toBe("true");
    await banner.getByRole("checkbox", { name: "Analytics" }).click();
    await banner.getByRole("checkbox", { name: "Functional" }).click();
    await banner.getByRole("button", { name: "Save Preferences" }).click();
    await banner.waitFor({ state: "detached" });
    expect(await readConsent(page)).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
      version: "1.0",
    });

    await page.getByRole("button", { name: "Cookie settings" }).click();
    await banner.waitFor();
    expect(await banner.getByRole("checkbox", { name: "Analytics" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    await banner.getByRole("button", { name: "Accept All" }).click();
    expect(await readConsent(page)).toMatchObject({ analytics: true, marketing: true, functional: true });
    await context.close();
  });

  it("screenshots: landing, blog list, article, news post and terms at 1280 and 390, dark and light", async () => {
    /** What each page must show at every size and theme, checked before its shot. */
    const pages: [string, string, (page: Page) => Promise<void>][] = [
      [
        "landing",
        "/",
        async (page) => {
          const hero = page.locator("section#home");
          expect(await hero.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
          expect(await hero.getByRole("link", { name: "Start For Free" }).isVisible()).toBe(true);
          for (const figure of ["4.9/5", "1K+", "10K+"])
            expect(await hero.getByText(figure, { exact: true }).isVisible(), figure).toBe(true);
          const tabs = page.getByRole("tab");
          expect(await tabs.allTextContents()).toEqual([
            expect.stringContaining("Set Your Goals"),
            expect.stringContaining("Get Your Roadmap"),
            expect.stringContaining("Learn Interactively"),
            expect.stringContaining("Track Progress"),
          ]);
          const pricing = page.locator("section#pricing");
          for (const text of ["$0", "£5"])
            expect(await pricing.getByText(text, { exact: true }).isVisible(), text).toBe(true);
          expect(await pricing.getByRole("button", { name: "Upgrade to Pro" }).isVisible()).toBe(true);
          expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
        },
      ],
      [
        "blog-list",
        "/blog",
        async (page) => {
          expect(
            await page.getByRole("heading", { level: 1, name: "Learn smarter, remember longer" }).isVisible(),
          ).toBe(true);
          expect(await page.getByRole("searchbox", { name: "Search posts" }).isVisible()).toBe(true);
          for (const filter of [/^All Posts/, /^Articles/, /^News/])
            expect(await page.getByRole("button", { name: filter }).isVisible(), String(filter)).toBe(true);
          const cards = page.getByRole("list", { name: "Posts" }).locator(":scope > li");
          expect(await cards.count()).toBe(Number(await page.getByTestId("count-all").textContent()));
          expect(await cards.first().isVisible()).toBe(true);
        },
      ],
      [
        "blog-article",
        "/blog/how-spaced-retrieval-works",
        async (page) => {
          const title = "How Spaced Retrieval Works (and Why Re-reading Doesn't)";
          expect(await page.getByRole("heading", { level: 1, name: title }).isVisible()).toBe(true);
          expect(await page.getByRole("navigation", { name: "On this page" }).getByRole("link").count()).toBe(
            5,
          );
          expect(await page.getByText("Written by").isVisible()).toBe(true);
          expect(await page.getByRole("link", { name: "View All Posts" }).isVisible()).toBe(true);
        },
      ],
      [
        "blog-news",
        "/blog/brainy-ai-v1-is-live",
        async (page) => {
          expect(
            await page.getByRole("heading", { level: 1, name: "Brainy AI v1.0 is Now Live!" }).isVisible(),
          ).toBe(true);
          expect(await page.getByText("Breaking News").isVisible()).toBe(true);
          expect(await page.getByRole("link", { name: "Get Started Free" }).isVisible()).toBe(true);
          expect(await page.getByRole("complementary", { name: "Latest Updates" }).isVisible()).toBe(true);
        },
      ],
      [
        "terms",
        "/terms",
        async (page) => {
          expect(await page.getByRole("heading", { level: 1, name: "Terms of Service" }).isVisible()).toBe(
            true,
          );
          expect(await page.locator("main").textContent()).toContain("January 2025");
        },
      ],
    ];
    for (const viewport of ["desktop", "phone"] as const) {
      for (const theme of ["dark", "light"] as const) {
        const { page, context } = await newPage(browser, { viewport, theme, storage: consented });
        for (const [name, path, expectScreen] of pages) {
          await page.goto(path);
          await page.locator("main").waitFor();
          await page.evaluate(async () => {
            for (const img of Array.from(document.images)) {
              img.loading = "eager";
              await img.decode().catch(() => undefined);
            }
          });
          expect(await page.evaluate(() => document.documentElement.dataset.theme), name).toBe(theme);
          await expectScreen(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${name} ${viewport} overflows sideways`).toBeLessThanOrEqual(0);
          await screenshot(page, `public-${name}-${viewport}-${theme}`);
        }
        await context.close();
      }
    }
  });
});
