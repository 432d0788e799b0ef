import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/app.ts";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { createShellPages } from "./spa.ts";

describe("serving the SPA and logging", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const logLines: string[] = [];

  beforeAll(async () => {
    const config = testConfig({ LOG_LEVEL: "info" });
    const dist = path.join(config.dataDir, "dist");
    mkdirSync(path.join(dist, "assets"), { recursive: true });
    writeFileSync(
      path.join(dist, "index.html"),
      "<!doctype html><html><head><title>Brainy</title></head><body><div id=root></div></body></html>",
    );
    writeFileSync(
      path.join(dist, "route-preloads.json"),
      JSON.stringify({
        "/": ["assets/landing-1.js"],
        "/learning-plan/:courseId": ["assets/courses-2.js", "assets/icons-3.js", '"><script>x</script>'],
      }),
    );
    writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
    writeFileSync(path.join(dist, "assets", "app-def456.js"), "x".repeat(4000));
    writeFileSync(path.join(dist, "assets", "app-def456.js.br"), brotliCompressSync("x".repeat(4000)));
    writeFileSync(path.join(dist, "assets", "app-def456.js.gz"), gzipSync("x".repeat(4000)));
    writeFileSync(
      path.join(dist, "public-paths.json"),
      JSON.stringify(["/", "/blog", "/blog/first-post", "/terms"]),
    );
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await migrateDatabase(handle);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: { ...config, webDistDir: dist },
      db: handle.db,
      dbKind: handle.kind,
      logger: { stream },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
    };
    // A loaded shared machine can take over a minute to migrate a fresh database.
  }, 240_000);
  afterAll(() => close?.());

  it("serves index.html for any non-API path (history fallback), not cached", async () => {
    const res = await app.inject({ method: "GET", url: "/learning-plan/123?x=1" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<div id=root>");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("names the chunks of the path's screen as modulepreload links, and only for listed paths", async () => {
    const course = await app.inject({ method: "GET", url: "/learning-plan/123?x=1" });
    expect(course.headers["content-type"]).toContain("text/html");
    expect(course.body).toContain('<link rel="modulepreload" crossorigin href="/assets/courses-2.js">');
    expect(course.body).toContain('<link rel="modulepreload" crossorigin href="/assets/icons-3.js">');
    // Only plain asset names are written into the page.
    expect(course.body).not.toContain("<script>");
    expect(course.body.indexOf("modulepreload")).toBeLessThan(course.body.indexOf("</head>"));
    const compressed = await app.inject({
      method: "GET",
      url: "/learning-plan/123",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(course.body);
    const home = await app.inject({ method: "GET", url: "/" });
    expect(home.body).toContain('href="/assets/landing-1.js"');
    expect(home.body).not.toContain("courses-2.js");
    for (const url of ["/settings", "/learning-plan/1/2", "/landing"]) {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(page.body, url).not.toContain("modulepreload");
    }
  });

  it("serves hashed assets with a one-year immutable cache", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing asset with 404, not the SPA shell", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(res.statusCode).toBe(404);
  });

  it("keeps bearer tokens out of the log", async () => {
    const secretToken = "eyJhbGciOiJIUzI1NiJ9.secret-token-value.signature";
    await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { authorization: `Bearer ${secretToken}` },
    });
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join("\n")).not.toContain("secret-token-value");
  });

  it("serves a real robots.txt and a sitemap of the public pages, not the app's HTML", async () => {
    const robots = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.body).toContain("Disallow: /api/");
    expect(robots.body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    expect(sitemap.body).toContain("/blog/first-post</loc>");
    expect(sitemap.body).not.toContain("<div id=root>");
  });

  it("sends the build's precompressed brotli or gzip copy when the client accepts it", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/app-def456.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("x".repeat(4000));
    const gz = await app.inject({
      method: "GET",
      url: "/assets/app-def456.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ method: "GET", url: "/assets/app-def456.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("x".repeat(4000));
  });
});

describe("the prerendered landing page", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "brainy-spa-"));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const write = (file: string, text: string) => writeFileSync(path.join(dist, file), text);

  it("is the page for / (and only /) when the build made one, compressed once", () => {
    write("index.html", "<html><head></head><body><div id=root></div>app</body></html>");
    write(
      "route-preloads.json",
      JSON.stringify({ "/": ["assets/landing-page-1.js"], "/login": ["assets/login-2.js"] }),
    );
    write("landing.html", "<html><head></head><body><div id=root><main>landing</main></div></body></html>");
    const pages = createShellPages(dist);
    const home = pages("/");
    expect(home?.html).toContain("<main>landing</main>");
    // The app's chunks are not preloaded on the page that does not run the app.
    expect(home?.html).not.toContain("modulepreload");
    expect(brotliDecompressSync(home!.br).toString()).toBe(home?.html);
    expect(pages("/login")?.html).toContain('href="/assets/login-2.js"');
    expect(pages("/login")?.html).not.toContain("landing");
  });

  it("puts a path's prerendered first paint in #root, and nothing on other paths", () => {
    write("route-first-paint.json", JSON.stringify({ "/login": '<main class="frame"></main>' }));
    const pages = createShellPages(dist);
    expect(pages("/login")?.html).toContain('<div id="root"><main class="frame"></main></div>');
    expect(pages("/login/")?.html).toContain('<main class="frame">');
    // Its chunks wait for the entry, so the stylesheet and this markup paint first.
    expect(pages("/login")?.html).not.toContain("modulepreload");
    expect(pages("/")?.html).not.toContain("frame");
    rmSync(path.join(dist, "route-first-paint.json"));
    expect(createShellPages(dist)("/login")?.html).toContain("<div id=root></div>");
  });

  it("serves each prerendered public page (static-pages.json) as itself, with the build's compressed copies", () => {
    mkdirSync(path.join(dist, "pages"), { recursive: true });
    write("pages/terms.html", "<html><body><main>terms</main></body></html>");
    write("pages/blog-first-post.html", "<main>first post</main>");
    writeFileSync(
      path.join(dist, "pages", "blog-first-post.html.br"),
      brotliCompressSync("<main>first post (br)</main>"),
    );
    write(
      "static-pages.json",
      JSON.stringify({
        "/terms": "pages/terms.html",
        "/blog/first-post": "pages/blog-first-post.html",
        "/privacy": "../index.html",
      }),
    );
    const pages = createShellPages(dist);
    expect(pages("/terms")?.html).toContain("<main>terms</main>");
    expect(pages("/terms/")?.html).toContain("<main>terms</main>");
    // The build's brotli copy is sent as it is; the missing gzip copy is made once. (The terms,
    // privacy, blog list and landing page carry their locales' alternates: compressed here.)
    expect(brotliDecompressSync(pages("/blog/first-post")!.br).toString()).toBe(
      "<main>first post (br)</main>",
    );
    expect(gunzipSync(pages("/blog/first-post")!.gzip).toString()).toBe("<main>first post</main>");
    expect(brotliDecompressSync(pages("/terms")!.br).toString()).toBe(pages("/terms")?.html);
    // Only a file under pages/ is read; other paths stay the app's.
    expect(pages("/privacy")).toBeUndefined();
    expect(pages("/blog/other-post")).toBeUndefined();
    expect(pages("/blog")).toBeUndefined();
    expect(pages("/terms/x")).toBeUndefined();
    rmSync(path.join(dist, "static-pages.json"));
    expect(createShellPages(dist)("/terms")).toBeUndefined();
  });

  it("falls back to the app for / when the build has no landing.html", () => {
    rmSync(path.join(dist, "landing.html"));
    const home = createShellPages(dist)("/");
    expect(home?.html).toContain("app");
    expect(home?.html).toContain('href="/assets/landing-page-1.js"');
  });

  it("still serves the landing page when the route preloads are missing", () => {
    write("landing.html", "<main>landing</main>");
    rmSync(path.join(dist, "route-preloads.json"));
    const pages = createShellPages(dist);
    expect(pages("/")?.html).toBe("<main>landing</main>");
    expect(pages("/login")).toBeUndefined();
  });
});
