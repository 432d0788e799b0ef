import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" } },
  // The manifest lets bench/ compute the JS each route needs.
  build: { target: "es2022", sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
