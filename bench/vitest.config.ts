import { defineConfig } from "vitest/config";

// The bench's own building blocks (the learner simulator, the metrics): fast unit tests, no server.
export default defineConfig({
  test: { name: "bench", include: ["lib/**/*.test.ts"] },
});
