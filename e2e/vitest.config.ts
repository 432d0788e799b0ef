import { defineConfig } from "vitest/config";

// Browser tests: one production server for the whole run (global setup), one Chromium per file.
// Two files at a time: most of a browser test is waiting (for the demo model's pace, a job, an
// animation), so two share the machine's two cores well; every test makes its own learners. The
// offline test edits the shared server's sw.js (a deployment), which every other page would see:
// `npm test` runs it alone after the rest (scripts/test.mjs), E2E_WORKERS=1 runs everything in turn.
export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/**/*.test.ts"],
    globalSetup: ["./lib/global-setup.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
