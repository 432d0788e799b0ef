import { defineConfig } from "vitest/config";

// Unit and API tests of every workspace; the browser suite (e2e/) runs separately.
export default defineConfig({
  test: {
    // Two files at a time on two cores (the default, cores - 1, runs one at a time): much of an API
    // test waits on PostgreSQL, a child process or a job.
    maxWorkers: 2,
    projects: ["packages/contract", "packages/demo-ai", "apps/server", "apps/web", "bench"],
  },
});
