import { defineConfig } from "vitest/config";

// The cluster suite (`npm run test:cluster`): two built instances behind HAProxy with a private
// PostgreSQL and Redis. Not part of the server project's run (its config leaves test/cluster out).
export default defineConfig({
  test: {
    name: "cluster",
    root: import.meta.dirname,
    include: ["*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
  },
});
