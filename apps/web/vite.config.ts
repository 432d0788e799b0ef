import { readdirSync } from "node:fs";
import path from "node:path";
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

export default defineConfig({
  plugins: [react(), tailwindcss(), publicPaths()],
  server: { proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" } },
  // The manifest lets bench/ compute the JS each route needs.
  build: { target: "es2022", sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
