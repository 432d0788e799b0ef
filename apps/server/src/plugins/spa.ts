import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createLocalisedPages, localeRedirect, sitemapEntries } from "./localized-pages.ts";

/** Pages of the signed-in app, kept out of search engines (they only show a sign-in to a crawler). */
const PRIVATE_PREFIXES = [
  "/api/",
  "/home",
  "/goals",
  "/learning-plan",
  "/lessons/",
  "/settings",
  "/knowledge-graph",
  "/initial-setup",
  "/add-course/",
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** /robots.txt and /sitemap.xml of the public site, with absolute URLs from PUBLIC_URL. */
function registerCrawlerFiles(app: FastifyInstance, distDir: string, publicUrl: string): void {
  const base = publicUrl.replace(/\/+$/, "");
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
      `Sitemap: ${base}/sitemap.xml`,
    ];
    return reply
      .header("cache-control", "public, max-age=3600")
      .type("text/plain; charset=utf-8")
      .send(`${lines.join("\n")}\n`);
  });
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    let paths = ["/", "/blog", "/terms", "/privacy"];
    try {
      paths = JSON.parse(readFileSync(path.join(distDir, "public-paths.json"), "utf8")) as string[];
    } catch {
      // Without a build, the fixed public pages.
    }
    // The localised pages once per locale, each naming its alternates (issue 42).
    const urls = paths.flatMap((p) => sitemapEntries(base, p, escapeXml)).join("\n");
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
    return reply
      .header("cache-control", "public, max-age=3600")
      .type("application/xml; charset=utf-8")
      .send(xml);
  });
}

const ONE_YEAR_SECONDS = 31_536_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A file's text, or undefined when it is not there. */
function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** A page of the app's HTML with its compressed forms (made once, at start). */
type ShellPage = { html: string; br: Buffer; gzip: Buffer };

const shellPage = (html: string): ShellPage => ({ html, br: brotliCompressSync(html), gzip: gzipSync(html) });

/** A built HTML file with the compressed copies the build wrote beside it (made here when missing). */
function builtPage(file: string): ShellPage {
  const html = readFileSync(file, "utf8");
  const copy = (suffix: string, compress: (text: string) => Buffer) => {
    try {
      return readFileSync(`${file}${suffix}`);
    } catch {
      return compress(html);
    }
  };
  return { html, br: copy(".br", brotliCompressSync), gzip: copy(".gz", gzipSync) };
}

/**
 * The public pages the build prerendered as whole documents with a small script and no app
 * (static-pages.json: the terms, the privacy policy, each blog post), by path.
 */
function readStaticPages(distDir: string): Map<string, ShellPage> {
  const pages = new Map<string, ShellPage>();
  let files: Record<string, string>;
  try {
    files = JSON.parse(readFileSync(path.join(distDir, "static-pages.json"), "utf8"));
  } catch {
    return pages; // An older build: those paths are the app's.
  }
  for (const [route, file] of Object.entries(files)) {
    if (!/^pages\/[\w.-]+\.html$/.test(file)) continue;
    pages.set(route, builtPage(path.join(distDir, file)));
  }
  return pages;
}

/**
 * The HTML for a path: `/` is the prerendered landing page (landing.html, the page's markup with a
 * small script and no app) when the build made one; other paths get the app's HTML with
 * modulepreload links for the chunks of that path's screen (route-preloads.json, written by the
 * build), so they download beside the entry script instead of after it has run; or, where the
 * build prerendered what the page paints before the app runs (route-first-paint.json: the frame
 * behind the login modal), that markup in #root. The legal texts and blog posts are whole pages
 * the build prerendered (static-pages.json). Undefined for a path the build listed nothing for (the
 * plain index.html).
 */
export function createShellPages(
  distDir: string,
  publicUrl = "http://localhost:3000",
): (pathname: string) => ShellPage | undefined {
  let landing: ShellPage | undefined;
  try {
    landing = shellPage(readFileSync(path.join(distDir, "landing.html"), "utf8"));
  } catch {
    // An older build without the prerendered page: `/` is the app, like any other path.
  }
  const staticPages = readStaticPages(distDir);
  // The landing page, blog, terms and privacy in every locale (`/es/`, `/ja/terms`), ADR 0062.
  const localised = createLocalisedPages({
    base: publicUrl.replace(/\/+$/, ""),
    englishHtml: (pagePath) => (pagePath === "/" ? landing : staticPages.get(pagePath))?.html,
    localeHtml: (locale, pagePath) =>
      pagePath === "/"
        ? readOptional(path.join(distDir, `landing.${locale}.html`))
        : staticPages.get(`/${locale}${pagePath}`)?.html,
    toPage: shellPage,
  });
  const prerendered = (pathname: string) =>
    localised(pathname) ?? (pathname === "/" ? landing : staticPages.get(pathname.replace(/(.)\/$/, "$1")));
  let routes: Record<string, string[]>;
  let html: string;
  try {
    html = readFileSync(path.join(distDir, "index.html"), "utf8");
    routes = JSON.parse(readFileSync(path.join(distDir, "route-preloads.json"), "utf8"));
  } catch {
    return prerendered;
  }
  let firstPaints: Record<string, string> = {};
  try {
    firstPaints = JSON.parse(readFileSync(path.join(distDir, "route-first-paint.json"), "utf8"));
  } catch {
    // A build without prerendered first paints: #root stays empty until the app renders.
  }
  const pages = Object.entries(routes).map(([route, files]) => {
    const pattern = route
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)))
      .join("/");
    const links = files
      .filter((file) => /^assets\/[\w.-]+\.js$/.test(file))
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
      .join("");
    const firstPaint = firstPaints[route];
    return {
      pattern: new RegExp(`^${pattern}/?$`),
      // A page with a prerendered first paint lets its stylesheet and markup paint first: its
      // screen's chunks load once the entry asks for them instead of sharing a slow link with the CSS.
      page: shellPage(
        firstPaint
          ? html.replace(/<div id="?root"?><\/div>/, `<div id="root">${firstPaint}</div>`)
          : html.replace("</head>", `${links}  </head>`),
      ),
    };
  });
  return (pathname) => prerendered(pathname) ?? pages.find((entry) => entry.pattern.test(pathname))?.page;
}

/**
 * Serves the built SPA: hashed assets with a long immutable cache, everything else no-cache,
 * and index.html for any non-API GET (history fallback). Unknown /api paths answer 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, publicUrl: string): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const hasSpa = existsSync(indexFile);
  registerCrawlerFiles(app, distDir, publicUrl);
  const shellFor = createShellPages(distDir, publicUrl);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; they are sent when the client accepts them.
      preCompressed: true,
      // @fastify/static 10 passes the Fastify reply here.
      setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
  } else {
    app.log.warn({ distDir }, "web build not found; run `npm run build` to serve the app");
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0]!;
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply
        .status(404)
        .send({ error: "NOT_FOUND", message: `Route ${request.method} ${pathname} not found` });
    }
    // A missing asset or media file is a real 404, not the SPA shell.
    if (pathname.startsWith("/assets/") || pathname.startsWith("/media/") || !hasSpa) {
      return reply.status(404).send({ error: "NOT_FOUND", message: "Not found" });
    }
    // An unknown locale before a public page falls back to a known one, English at last (issue 42).
    const location = localeRedirect(pathname, (pagePath) => shellFor(pagePath) !== undefined);
    if (location) return reply.header("cache-control", "no-cache").redirect(location, 302);
    const page = shellFor(pathname);
    if (page) {
      reply
        .header("cache-control", "no-cache")
        .header("vary", "accept-encoding")
        .type("text/html; charset=utf-8");
      const accepted = String(request.headers["accept-encoding"] ?? "");
      if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(page.br);
      if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(page.gzip);
      return reply.send(page.html);
    }
    return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
  });
}
