import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

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
  plugins: [react(), tailwindcss(), publicPaths(), precompress()],
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
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
