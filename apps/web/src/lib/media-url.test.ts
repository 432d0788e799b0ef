import { describe, expect, it } from "vitest";
import { resolveMediaUrl } from "./media-url.ts";

describe("resolveMediaUrl", () => {
  it("serves relative paths under /media/ and keeps absolute ones", () => {
    expect(resolveMediaUrl("goals/a.svg")).toBe("/media/goals/a.svg");
    expect(resolveMediaUrl("media/goals/a.svg")).toBe("/media/goals/a.svg");
    expect(resolveMediaUrl("/media/goals/a.svg")).toBe("/media/goals/a.svg");
    expect(resolveMediaUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(resolveMediaUrl("  ")).toBeNull();
    expect(resolveMediaUrl(null)).toBeNull();
  });
});
