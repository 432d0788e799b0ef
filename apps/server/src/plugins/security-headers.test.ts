import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/factories.ts";
import { computeSecurityHeaders } from "./security-headers.ts";

describe("security headers", () => {
  const fixture = useTestApp();

  it("sends the strict policy and the standard protections with every answer", async () => {
    for (const url of ["/api/health", "/api/no-such-route", "/robots.txt"]) {
      const res = await fixture.t.app.inject({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toContain("upgrade-insecure-requests");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["strict-transport-security"], url).toMatch(/max-age=\d+/);
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(res.headers["x-powered-by"], url).toBeUndefined();
    }
  });

  it("works the headers out once, from the options given", () => {
    const headers = computeSecurityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], upgradeInsecureRequests: null } },
      strictTransportSecurity: false,
    });
    expect(headers["content-security-policy"]).toContain("default-src 'none'");
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });
});
