import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "demo-ai", include: ["src/**/*.test.ts"] },
});
