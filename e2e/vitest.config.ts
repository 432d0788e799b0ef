import { defineConfig } from "vitest/config";

// Browser tests: one production server for the whole run (global setup), one Chromium per file.
export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/**/*.test.ts"],
    globalSetup: ["./lib/global-setup.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two cores: run files one after another so timings in the app stay realistic.
    fileParallelism: false,
  },
});
