import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The cluster suite runs on its own (`npm run test:cluster`, test/cluster/vitest.config.ts).
    exclude: [...configDefaults.exclude, "test/cluster/**"],
    // Generous: CI runs on a machine up to twice as slow as this one, sometimes beside other work, and
    // a test that merely took long there is no finding (stop 48's one red test on PostgreSQL, unseen).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Two files at a time on two cores: much of an API test waits on PostgreSQL, a child process
    // or a job (the default of cores - 1 would run one file at a time here).
    maxWorkers: 2,
  },
});
