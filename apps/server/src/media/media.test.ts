import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { aiCalls } from "../db/schema/index.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("demo cover images and the /media route", () => {
  const input = {
    prompt: "Abstract cover about Python for data analysis",
    title: 'Python for <Data> & "Analysis" 📊',
    seed: "goal-1",
  };

  it("stores a deterministic SVG under a content-hashed name and serves it with a long cache", async () => {
    const { imageUrl } = await t.app.deps.images.createCoverImage(input, { tier: "free" });
    expect(imageUrl).toMatch(/^\/media\/[a-f0-9]{32}\.svg$/);
    expect((await t.app.deps.images.createCoverImage(input, { tier: "free" })).imageUrl).toBe(imageUrl);
    const other = await t.app.deps.images.createCoverImage(
      { ...input, title: "Spanish for travel", seed: "goal-2" },
      { tier: "free" },
    );
    expect(other.imageUrl).not.toBe(imageUrl);

    const response = await t.app.inject({ method: "GET", url: imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
    expect(response.body).toMatch(/^<\?xml/);
    // Its label never carries the goal's text it was drawn from (a cover can reach a shared page).
    expect(response.body).toContain('aria-label="Cover image"');
    expect(response.body).not.toContain("Data&gt;");
    expect(response.body).not.toContain("<Data>");
  });

  it("records image calls in ai_calls", async () => {
    const rows = await t.handle.db.select().from(aiCalls);
    expect(
      rows.some((r) => r.task === "draw-cover-image" && r.provider === "demo" && r.outcome === "ok"),
    ).toBe(true);
  });

  it("answers 404 for a missing file and for names that are not plain media keys", async () => {
    for (const url of [
      "/media/0123456789abcdef0123456789abcdef.svg",
      "/media/..%2F..%2Fjwt-secret",
      "/media/%2E%2E%2Fjwt-secret",
      "/media/no-extension",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: "NOT_FOUND" });
    }
  });
});
