import { defineConfig } from "vitest/config";

// Unit and API tests of every workspace; the browser suite (e2e/) runs separately.
export default defineConfig({
  test: {
    projects: ["packages/contract", "packages/demo-ai", "apps/server", "apps/web", "bench"],
  },
});
