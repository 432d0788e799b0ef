import { describe, expect, it } from "vitest";
import { drawDemoCover, escapeXml } from "./demo-cover.ts";

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
    // No words in the picture: pages show the title beside it, and thumbnails crop.
    expect(drawDemoCover(input)).not.toContain("<text");
  });

  it("takes its colours from the subject, so different subjects look different", () => {
    const hueOf = (svg: string) => /hsla\((\d+)/.exec(svg)![1];
    const python = drawDemoCover({ prompt: "", title: "Python for data analysis", seed: "x" });
    const spanish = drawDemoCover({ prompt: "", title: "Conversational Spanish", seed: "x" });
    expect(hueOf(python)).not.toBe(hueOf(spanish));
  });
});
