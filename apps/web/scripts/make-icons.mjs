// Draws the app's PNG icons (web app manifest, Apple touch icon) from public/favicon.svg with the
// system Chromium (playwright-core, as the browser tests use it). Run after changing the logo:
//   node apps/web/scripts/make-icons.mjs
// The PNGs are committed; the build does not need a browser.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const web = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(web, "public", "favicon.svg"), "utf8");
const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
if (!executablePath) throw new Error("No Chromium: set CHROMIUM_PATH or apt-get install chromium");

/** name, size, and the logo's share of the square (maskable icons keep it in the 80 % safe zone). */
const ICONS = [
  { name: "icon-192.png", size: 192, scale: 1, background: "transparent" },
  { name: "icon-512.png", size: 512, scale: 1, background: "transparent" },
  { name: "icon-maskable-512.png", size: 512, scale: 0.7, background: "#0f0a1f" },
  { name: "apple-touch-icon.png", size: 180, scale: 0.84, background: "#0f0a1f" },
];

const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--headless"] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background}">` +
        svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `) +
        "</body></html>",
    );
    await page.screenshot({
      path: path.join(web, "public", "icons", icon.name),
      omitBackground: icon.background === "transparent",
    });
    await page.close();
  }
} finally {
  await browser.close();
}
