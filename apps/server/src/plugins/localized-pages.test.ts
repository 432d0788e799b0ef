import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOCALE_CODES } from "@brainy/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/app.ts";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";

/** The prerendered public pages per locale (issue 42), served by app.inject from a build's files. */
let app: FastifyInstance;
let close: () => Promise<void>;
const BASE = "https://brainy.example";

/** A built page as the web build writes it: its head, and the page's markup in #root. */
const builtPage = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en" data-theme="dark">\n  <head>\n    <meta name="description" content="Brainy AI turns your learning goal into an AI-planned roadmap of courses, lessons, quizzes and notes." />\n    <title>${title}</title>\n  </head>\n  <body>\n    <div id="root">${body}</div>\n  </body>\n</html>\n`;

beforeAll(async () => {
  const config = testConfig({ PUBLIC_URL: `${BASE}/` });
  const dist = path.join(config.dataDir, "dist");
  mkdirSync(path.join(dist, "pages"), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(dist, file), text);
  write(
    "index.html",
    "<!doctype html><html><head><title>Brainy</title></head><body><div id=root></div></body></html>",
  );
  write(
    "landing.html",
    builtPage("Brainy AI: learn anything with a plan made for you", "<main>landing</main>"),
  );
  write("pages/terms.html", builtPage("Terms of Service · Brainy AI", "<main>terms</main>"));
  write("pages/privacy.html", builtPage("Privacy Policy · Brainy AI", "<main>privacy</main>"));
  write("pages/blog.html", builtPage("Blog · Brainy AI", "<main>blog</main>"));
  write("pages/blog-first-post.html", builtPage("First post", "<main>first post</main>"));
  // The build rendered the Japanese terms itself: that markup is served for /ja/terms.
  write("pages/ja-terms.html", builtPage("利用規約", "<main>規約</main>"));
  write(
    "static-pages.json",
    JSON.stringify({
      "/terms": "pages/terms.html",
      "/privacy": "pages/privacy.html",
      "/blog": "pages/blog.html",
      "/blog/first-post": "pages/blog-first-post.html",
      "/ja/terms": "pages/ja-terms.html",
    }),
  );
  write("public-paths.json", JSON.stringify(["/", "/blog", "/blog/first-post", "/terms", "/privacy"]));
  const handle = await openDatabase({ pgliteDir: "memory://" });
  await migrateDatabase(handle);
  app = await buildApp({ config: { ...config, webDistDir: dist }, db: handle.db, dbKind: handle.kind });
  await app.ready();
  close = async () => {
    await app.close();
    await handle.close();
  };
}, 240_000);
afterAll(() => close?.());

const get = (url: string) => app.inject({ method: "GET", url });
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
    lang,
    href,
  ]);

describe("a public page in each locale", () => {
  it("answers /es/ with lang, a Spanish title and description, and every alternate", async () => {
    const res = await get("/es/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain('<html lang="es" dir="ltr" data-theme="dark">');
    expect(res.body).toContain("<title>Brainy AI: aprende lo que quieras con un plan hecho para ti</title>");
    expect(res.body).toContain('<meta name="description" content="Brainy AI convierte tu objetivo');
    expect(res.body).toContain(`<link rel="canonical" href="${BASE}/es/">`);
    expect(alternates(res.body)).toEqual([
      ...LOCALE_CODES.map((locale) => [locale, locale === "en" ? `${BASE}/` : `${BASE}/${locale}/`]),
      ["x-default", `${BASE}/`],
    ]);
    // The landing page's markup is English until the build renders a Spanish one: marked as such.
    expect(res.body).toContain('<div id="root" lang="en" dir="ltr"><main>landing</main>');
    expect((await get("/es")).body).toBe(res.body);
  });

  it("lays Arabic out right to left, and keeps English at the bare path with the same alternates", async () => {
    const arabic = await get("/ar/privacy");
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(arabic.body).toContain("<title>سياسة الخصوصية · Brainy AI</title>");
    const english = await get("/privacy");
    expect(english.body).toContain('<html lang="en" dir="ltr"');
    expect(english.body).toContain("<title>Privacy Policy · Brainy AI</title>");
    expect(english.body).toContain(`<link rel="canonical" href="${BASE}/privacy">`);
    expect(alternates(english.body)).toEqual(alternates(arabic.body));
    expect(alternates(english.body)).toContainEqual(["hi", `${BASE}/hi/privacy`]);
    expect(english.body).not.toContain('id="root" lang=');
  });

  it("serves a locale's own rendering when the build made one", async () => {
    const res = await get("/ja/terms");
    expect(res.body).toContain("<main>規約</main>");
    expect(res.body).toContain('<div id="root"><main>');
    expect(res.body).toContain("<title>利用規約 · Brainy AI</title>");
  });

  it("sends an unknown or partial locale to the matching one, else English", async () => {
    const cases: [string, string][] = [
      ["/xx/terms", "/terms"],
      ["/xx/", "/"],
      ["/pt/blog", "/pt-BR/blog"],
      ["/ES/terms", "/es/terms"],
      ["/es-MX/", "/es/"],
      ["/zh/privacy", "/zh-CN/privacy"],
      ["/de/blog/first-post", "/blog/first-post"],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
    }
    // Not a public page: the app's HTML, as for any path.
    expect((await get("/xx/home")).statusCode).toBe(200);
    expect((await get("/xx/home")).body).toContain("<title>Brainy</title>");
  });

  it("lists every locale of the localised pages in the sitemap, with their alternates", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    for (const page of ["/terms", "/privacy", "/blog"]) {
      for (const locale of LOCALE_CODES)
        expect(locs).toContain(locale === "en" ? `${BASE}${page}` : `${BASE}/${locale}${page}`);
    }
    expect(locs).toContain(`${BASE}/ar/`);
    expect(locs.filter((loc) => loc.endsWith("/blog/first-post"))).toEqual([`${BASE}/blog/first-post`]);
    expect(locs).toHaveLength(4 * LOCALE_CODES.length + 1);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/terms"/>`);
  });
});
