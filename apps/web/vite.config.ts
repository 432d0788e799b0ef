import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { CodeSplittingGroup, OutputChunk } from "rolldown";
import { build, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { ROUTE_PRELOADS } from "./src/app/route-preloads.ts";

/** Writes public-paths.json (the public pages and every blog post) for the server's sitemap.xml. */
function publicPaths(): Plugin {
  return {
    name: "brainy-public-paths",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle() {
      const posts = readdirSync(path.join(import.meta.dirname, "src", "content", "blog", "posts"))
        .filter((file) => file.endsWith(".ts"))
        .map((file) => `/blog/${file.replace(/\.ts$/, "")}`);
      const paths = ["/", "/blog", ...posts, "/terms", "/privacy"];
      this.emitFile({ type: "asset", fileName: "public-paths.json", source: JSON.stringify(paths) });
    },
  };
}

/**
 * Writes route-preloads.json: for each path of ROUTE_PRELOADS, the chunk files its layouts and
 * screen need beyond the entry's own. The server adds them to the HTML of that path as
 * modulepreload links, so they download beside the entry rather than after it has run.
 */
function routePreloads(): Plugin {
  return {
    name: "brainy-route-preloads",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A chunk of stylesheets only (prose.css) is dropped by Vite after this hook: no JS to preload
      // (its link answered 404, an error in the console of /terms, /privacy and every blog post).
      const cssOnly = (file: string) => {
        const ids = byFile.get(file)?.moduleIds ?? [];
        return ids.length > 0 && ids.every((id) => /\.css($|\?)/.test(id));
      };
      const byModule = new Map(
        chunks
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [path.relative(import.meta.dirname, chunk.facadeModuleId!), chunk.fileName]),
      );
      const closure = (files: string[], seen = new Set<string>()) => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      // The app's entry (index.html), not the prerendered landing page's own (landing.html).
      const initial = closure(
        chunks
          .filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith("index.html"))
          .map((chunk) => chunk.fileName),
      );
      const routes = Object.fromEntries(
        Object.entries(ROUTE_PRELOADS).map(([route, modules]) => {
          const files = closure(modules.flatMap((module) => byModule.get(module) ?? []));
          return [route, [...files].filter((file) => !initial.has(file) && !cssOnly(file))];
        }),
      );
      this.emitFile({ type: "asset", fileName: "route-preloads.json", source: JSON.stringify(routes) });
    },
  };
}

/**
 * Puts the app entry's own modules (what index.html loads before any screen: React, the router,
 * TanStack Query, the API client, the toaster's live regions) into one chunk, so a first visit
 * makes a few requests for it rather than a request per module set that screens happen to share.
 * Modules the prerendered landing page's script also loads stay out of it: `/` must not pull
 * the app. The set is computed once the module graph is known (buildEnd), before chunking.
 */
function appEntryChunk(): {
  plugin: Plugin;
  group: CodeSplittingGroup;
  /** True for a module the landing page's script loads (known once the module graph is). */
  isLandingModule: (id: string) => boolean;
} {
  const landingModules = new Set<string>();
  return {
    isLandingModule: (id) => landingModules.has(id),
    plugin: {
      name: "brainy-app-entry-chunk",
      buildEnd() {
        landingModules.clear();
        const visit = (id: string) => {
          if (landingModules.has(id)) return;
          landingModules.add(id);
          const info = this.getModuleInfo(id);
          for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])])
            visit(next);
        };
        // The prerendered landing page's script and the other prerendered public pages' script.
        for (const page of ["landing.html", "public-page.html"]) {
          const id = path.join(import.meta.dirname, page);
          if (this.getModuleInfo(id)) visit(id);
        }
      },
    },
    group: {
      name: "app",
      tags: ["$initial"],
      // The contract's barrel statically re-exports every schema; tree-shaking keeps only the
      // zod-free helpers the API client uses, but the group would take all it reaches.
      test: (id) =>
        !landingModules.has(id) && !/packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]/.test(id),
      // Only those modules: the ones they share with the landing page stay in their own chunk.
      includeDependenciesRecursively: false,
      priority: 2,
    },
  };
}

/** Writes .br and .gz copies of a built file beside it. */
function compressFile(file: string): void {
  const bytes = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * Writes .br and .gz copies of text assets so the server sends them compressed without work per
 * request. It reads the files once written (writeBundle): only then has Vite finished their code.
 */
function precompress(): Plugin {
  return {
    name: "brainy-precompress",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.join(import.meta.dirname, "dist");
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        if (readFileSync(file).length >= 1024) compressFile(file);
      }
    },
  };
}

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Writes each prerendered public page (terms, privacy, blog posts) as pages/<name>.html, from the
 * built public-page.html (its stylesheet and small script) with the page in #root, its title and
 * description, compressed; and static-pages.json, the file of each path, for the server. The
 * template itself is removed: it is no page.
 */
function writePublicPages(
  outDir: string,
  pages: Record<string, { title: string; description?: string; html: string }>,
): void {
  const templateFile = path.join(outDir, "public-page.html");
  const built = readFileSync(templateFile, "utf8");
  if (!built.includes("<!--page-->")) throw new Error("public-page.html has no <!--page--> slot");
  // The stylesheets first in <head>, before the script and its modulepreload links, so a slow link
  // fetches what the first paint waits for first; the small prose stylesheet inline (one request
  // less before the first paint; the CSP allows inline styles).
  const sheets = built.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const inlined = sheets.map((link) => {
    const href = /href="\/(assets\/prose-[\w-]+\.css)"/.exec(link)?.[1];
    return href ? `<style>${readFileSync(path.join(outDir, href), "utf8")}</style>` : link;
  });
  const template = sheets
    .reduce((html, link) => html.replace(link, ""), built)
    .replace(/(<meta name="color-scheme"[^>]*>)/, (meta) => `${meta}\n    ${inlined.join("\n    ")}`);
  mkdirSync(path.join(outDir, "pages"), { recursive: true });
  const files: Record<string, string> = {};
  for (const [route, page] of Object.entries(pages)) {
    const fileName = `pages/${route.slice(1).replaceAll("/", "-")}.html`;
    let html = template
      .replace("<!--page-->", () => page.html)
      .replace(/<title>.*?<\/title>/, () => `<title>${page.title}</title>`);
    if (page.description)
      html = html.replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${escapeAttribute(page.description!)}"`,
      );
    writeFileSync(path.join(outDir, fileName), html);
    compressFile(path.join(outDir, fileName));
    files[route] = fileName;
  }
  writeFileSync(path.join(outDir, "static-pages.json"), JSON.stringify(files));
  for (const file of [templateFile, `${templateFile}.br`, `${templateFile}.gz`])
    rmSync(file, { force: true });
}

/**
 * Fills landing.html with the landing page rendered to HTML (app/static-landing/prerender.tsx),
 * after the client build: an SSR build of that module into a scratch folder under node_modules
 * (so its imports of react and the router resolve), then one render. The server sends the result
 * for `/`, with the small island.ts script instead of the app. The same module renders the markup
 * some app paths paint before the app runs (route-first-paint.json, which the server puts in #root).
 */
function prerenderLanding(): Plugin {
  let outDir = "";
  return {
    name: "brainy-prerender-landing",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const cache = path.join(import.meta.dirname, "node_modules", ".cache");
      mkdirSync(cache, { recursive: true });
      const scratch = mkdtempSync(path.join(cache, "prerender-"));
      try {
        await build({
          configFile: path.join(import.meta.dirname, "vite.config.ts"),
          logLevel: "warn",
          build: {
            ssr: "src/app/static-landing/prerender.tsx",
            outDir: scratch,
            emptyOutDir: true,
            copyPublicDir: false,
            manifest: false,
            rolldownOptions: { output: { entryFileNames: "prerender.mjs" } },
          },
        });
        const { renderLanding, renderFirstPaints, renderPublicPages } = (await import(
          pathToFileURL(path.join(scratch, "prerender.mjs")).href
        )) as {
          renderLanding: () => string;
          renderFirstPaints: () => Record<string, string>;
          renderPublicPages: () => Promise<
            Record<string, { title: string; description?: string; html: string }>
          >;
        };
        writeFileSync(path.join(outDir, "route-first-paint.json"), JSON.stringify(renderFirstPaints()));
        writePublicPages(outDir, await renderPublicPages());
        const file = path.join(outDir, "landing.html");
        const template = readFileSync(file, "utf8");
        if (!template.includes("<!--landing-->")) throw new Error("landing.html has no <!--landing--> slot");
        writeFileSync(file, template.replace("<!--landing-->", renderLanding()));
        compressFile(file);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The web app manifest and the service worker (sw/sw.ts, built by vite-plugin-pwa's injectManifest
 * into dist/sw.js with the shell's precache list; ADR 0026). Production client builds only: `npm run
 * dev` and the prerender's SSR build get no worker. lib/pwa.ts registers it for a signed-in learner.
 */
function progressiveWebApp(): Plugin[] {
  const plugins = VitePWA({
    strategies: "injectManifest",
    srcDir: "sw",
    filename: "sw.ts",
    injectRegister: false,
    registerType: "prompt",
    manifest: {
      id: "/home",
      name: "Brainy AI",
      short_name: "Brainy",
      description: "Your learning goal as a planned roadmap of courses, lessons, quizzes, notes and reviews.",
      start_url: "/home",
      scope: "/",
      display: "standalone",
      background_color: "#0b0d17",
      theme_color: "#0b0d17",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    injectManifest: {
      // The shell: code, styles, fonts and small images; not the prerendered landing page (the
      // server's `/`), the build's JSON facts, the .br/.gz copies or the blog's illustrations.
      globPatterns: ["**/*.{js,css,woff2,svg}", "index.html", "favicon.svg", "icons/icon-192.png"],
      globIgnores: ["**/illustrations/**", "sw.js", "workbox-*.js"],
      // Leaves out the password-strength dictionaries (zxcvbn-ts, chunks of 427 KB and 1.2 MB):
      // they serve only the register and reset forms, which need the network anyway. The app's
      // largest chunk otherwise is about 360 KB.
      manifestTransforms: [
        async (entries) => ({ manifest: entries.filter((entry) => entry.size <= 400 * 1024), warnings: [] }),
      ],
    },
  });
  return plugins.map((plugin) => ({
    ...plugin,
    apply: (config, env) =>
      env.command === "build" &&
      !env.isSsrBuild &&
      (typeof plugin.apply === "function"
        ? plugin.apply(config, env)
        : (plugin.apply ?? "build") === "build"),
  }));
}

const appEntry = appEntryChunk();
/** Modules for the shared "ui" chunk (see codeSplitting below). */
const SHARED_UI =
  /src[\\/]components[\\/]ui[\\/](button|button-classes|cx|fields|display|spinner|page-state)\.tsx?$|src[\\/]lib[\\/]query-keys\.ts$|node_modules[\\/]@tanstack[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    appEntry.plugin,
    publicPaths(),
    routePreloads(),
    precompress(),
    prerenderLanding(),
    progressiveWebApp(),
  ],
  // i18next-icu (hoisted to the root) would otherwise take the root's intl-messageformat 10, which
  // Lighthouse brings, not the 11 this app declares: one copy, the declared one.
  resolve: {
    alias: { "intl-messageformat": path.join(import.meta.dirname, "node_modules", "intl-messageformat") },
  },
  server: { proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" } },
  // The manifest lets bench/ compute the JS each route needs.
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Blog illustrations are files fetched with their <img>, not base64 inside the JS every
    // blog card list (the landing page's among them) would carry.
    assetsInlineLimit: (file) => (file.includes("/illustrations/blog/") ? false : undefined),
    rolldownOptions: {
      // The app, and the prerendered landing and public pages that `/`, the legal texts and the
      // blog's posts are served as (see prerenderLanding).
      input: {
        index: path.join(import.meta.dirname, "index.html"),
        landing: path.join(import.meta.dirname, "landing.html"),
        // The template of the other prerendered public pages (see writePublicPages).
        page: path.join(import.meta.dirname, "public-page.html"),
      },
      output: {
        // The icons screens share, in one chunk instead of one tiny chunk per icon shared by two
        // screens (each a request of its own on a first visit); an icon only one chunk uses stays
        // in it.
        codeSplitting: {
          groups: [
            appEntry.group,
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
            // One chunk per interface locale (its namespaces' messages), loaded only when chosen;
            // English is bundled with the entry (lib/i18n/i18n.ts).
            {
              debugName: "locales",
              name: (id) => {
                const locale = /src[\\/]locales[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
                return locale ? `locale-${locale}` : null;
              },
              test: /src[\\/]locales[\\/](?!en[\\/])[\w-]+[\\/][\w-]+\.json$/,
              priority: 3,
            },
            // The small UI pieces and TanStack Query hooks most screens use, in one chunk rather
            // than a file each: a screen that skips some pays a few hundred bytes, not a request
            // per piece (those the landing page's script shares stay apart, as for the entry).
            {
              name: "ui",
              test: (id) => SHARED_UI.test(id) && !appEntry.isLandingModule(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    // English messages for components rendered in unit tests.
    setupFiles: ["src/lib/i18n/i18n.ts"],
    // Bundled by Vite in tests too, so it takes the alias above (Node alone resolves the root's copy).
    server: { deps: { inline: ["i18next-icu"] } },
  },
});
