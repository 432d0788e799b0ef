import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { ROUTE_PRELOADS } from "./src/app/route-preloads.ts";

/** Writes public-paths.json (the public pages and every blog post) for the server's sitemap.xml. */
function publicPaths(): Plugin {
  return {
    name: "brainy-public-paths",
    apply: "build",
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
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
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
      const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const routes = Object.fromEntries(
        Object.entries(ROUTE_PRELOADS).map(([route, modules]) => {
          const files = closure(modules.flatMap((module) => byModule.get(module) ?? []));
          return [route, [...files].filter((file) => !initial.has(file))];
        }),
      );
      this.emitFile({ type: "asset", fileName: "route-preloads.json", source: JSON.stringify(routes) });
    },
  };
}

/**
 * Writes .br and .gz copies of text assets so the server sends them compressed without work per
 * request. It reads the files once written (writeBundle): only then has Vite finished their code.
 */
function precompress(): Plugin {
  return {
    name: "brainy-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.join(import.meta.dirname, "dist");
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const bytes = readFileSync(path.join(dir, fileName));
        if (bytes.length < 1024) continue;
        writeFileSync(
          path.join(dir, `${fileName}.br`),
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(path.join(dir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), publicPaths(), routePreloads(), precompress()],
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
      output: {
        // The icons the app uses, in one chunk instead of one tiny chunk per icon shared by two
        // screens (each a request of its own on a first visit).
        codeSplitting: { groups: [{ name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ }] },
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
