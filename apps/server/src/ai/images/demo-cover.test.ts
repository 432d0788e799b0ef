import { describe, expect, it } from "vitest";
import { drawDemoCover, escapeXml, wrapTitle } from "./demo-cover.ts";

describe("demo cover", () => {
  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`<script>alert("x")</script> & 'y'\u0001\u0007`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;",
    );
  });

  it("is deterministic for the same input and differs by seed", () => {
    const input = { prompt: "guitar motifs", title: "Guitar for Absolute Beginners", seed: "a" };
    expect(drawDemoCover(input)).toBe(drawDemoCover(input));
    expect(drawDemoCover({ ...input, seed: "b" })).not.toBe(drawDemoCover(input));
    expect(drawDemoCover(input)).toContain("<text");
  });

  it("wraps long titles into at most three lines with an ellipsis", () => {
    const lines = wrapTitle(
      "A very long title about learning to write a fantasy novel and finish the first draft this year",
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith("…")).toBe(true);
  });
});
