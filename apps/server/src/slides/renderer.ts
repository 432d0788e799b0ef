import { existsSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import type { Config } from "../config.ts";

/**
 * Draws a slide deck's HTML page with headless Chromium (playwright-core driving the system's
 * browser; nothing is downloaded): the deck as a PDF, or PNGs of its slides or of single elements.
 * The page is offline: every request it makes is refused, so what it draws is only what the page
 * holds (our own HTML, styles, fonts and scripts, the lesson's text escaped, images as data URLs).
 */
export interface SlideRenderer {
  /** The page printed to PDF: every `.slide` a 1280 × 720 px page (16:9). */
  pdf(html: string, signal?: AbortSignal): Promise<Buffer>;
  /** A PNG of every element the selector matches, in document order (at their own size). */
  shoot(html: string, selector: string, signal?: AbortSignal): Promise<Buffer[]>;
  /** Closes the browser (it is launched again when next needed). */
  close(): Promise<void>;
}

/** The Chromium flags of a headless renderer without a display or a user namespace (root in a container). */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--font-render-hinting=none",
];
/** A browser unused this long is closed (it holds about 100 MB). */
const IDLE_CLOSE_MS = 30_000;
/** Pages drawn at once per process: more wait their turn (each is a renderer process). */
const PAGES_AT_ONCE = 2;
/** Longest a page may take to lay out and draw its diagrams. */
const PAGE_TIMEOUT_MS = 60_000;

/** The slide renderer SLIDES_RENDERER chooses, or null when this server draws no slides. */
export function createSlideRenderer(config: Config, log?: (message: string) => void): SlideRenderer | null {
  if (config.SLIDES_RENDERER === "none") return null;
  if (!existsSync(config.CHROMIUM_PATH)) {
    if (config.SLIDES_RENDERER === "chromium")
      log?.(`SLIDES_RENDERER=chromium but ${config.CHROMIUM_PATH} does not exist; slides are not drawn`);
    return null;
  }
  return createChromiumRenderer(config.CHROMIUM_PATH);
}

export function createChromiumRenderer(executablePath: string): SlideRenderer {
  let browser: Promise<Browser> | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let active = 0;
  const waiting: (() => void)[] = [];

  const launch = async () => {
    const { chromium } = await import("playwright-core");
    const launched = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
    launched.on("disconnected", () => {
      browser = null;
    });
    return launched;
  };
  const closeBrowser = async () => {
    const current = browser;
    browser = null;
    if (current) await (await current.catch(() => null))?.close().catch(() => {});
  };

  async function withPage<T>(html: string, signal: AbortSignal | undefined, use: (page: Page) => Promise<T>) {
    if (active >= PAGES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    if (idleTimer) clearTimeout(idleTimer);
    browser ??= launch();
    const current = browser;
    let context: Awaited<ReturnType<Browser["newContext"]>> | null = null;
    try {
      signal?.throwIfAborted();
      context = await (await current).newContext({
        viewport: { width: 1280, height: 720 },
        deviceScaleFactor: 1,
        javaScriptEnabled: true,
        offline: true,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      // Nothing leaves the page: its content is all inline.
      await page.route(/^(?!data:)/, (route) => route.abort());
      const onAbort = () => void context?.close().catch(() => {});
      signal?.addEventListener("abort", onAbort, { once: true });
      try {
        await page.setContent(html, { waitUntil: "load" });
        // The page sets deckReady once its diagrams are drawn; then its fonts must be loaded.
        await page.waitForFunction("window.deckReady === true && document.fonts.status === 'loaded'");
        return await use(page);
      } finally {
        signal?.removeEventListener("abort", onAbort);
      }
    } finally {
      await context?.close().catch(() => {});
      active--;
      waiting.shift()?.();
      if (active === 0) {
        idleTimer = setTimeout(() => void closeBrowser(), IDLE_CLOSE_MS);
        idleTimer.unref();
      }
    }
  }

  return {
    pdf: (html, signal) =>
      withPage(html, signal, (page) =>
        page.pdf({ width: "1280px", height: "720px", printBackground: true, preferCSSPageSize: true }),
      ),
    shoot: (html, selector, signal) =>
      withPage(html, signal, async (page) => {
        const shots: Buffer[] = [];
        for (const element of await page.locator(selector).all()) {
          signal?.throwIfAborted();
          shots.push(await element.screenshot({ type: "png", animations: "disabled" }));
        }
        return shots;
      }),
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      await closeBrowser();
    },
  };
}
