import { describe, expect, it } from "vitest";
import { isCachedApiPath } from "./offline-caches.ts";

describe("the API answers the service worker keeps", () => {
  it("keeps the learner's reads, not tokens, OAuth consent, sign-in or streams", () => {
    for (const kept of ["/api/notes", "/api/goals/active", "/api/review/queue"])
      expect(isCachedApiPath(kept), kept).toBe(true);
    for (const live of [
      "/api/tokens",
      "/api/oauth/authorize",
      "/api/auth/login",
      "/api/lessons/x/content-stream",
      "/mcp",
    ])
      expect(isCachedApiPath(live), live).toBe(false);
  });
});
