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

  it("labels itself with the label given, never with the goal text it is drawn from", () => {
    const input = {
      prompt: "a cover about my divorce paperwork",
      title: "Spanish before my move",
      seed: "a",
    };
    const plain = drawDemoCover(input);
    expect(plain).toContain('aria-label="Cover image"');
    expect(plain).not.toContain("divorce");
    expect(plain).not.toContain("Spanish");
    expect(drawDemoCover(input, "Spanish A1 & travel")).toContain('aria-label="Spanish A1 &amp; travel"');
  });

  it("takes its colours from the subject, so different subjects look different", () => {
    const hueOf = (svg: string) => /hsla\((\d+)/.exec(svg)![1];
    const python = drawDemoCover({ prompt: "", title: "Python for data analysis", seed: "x" });
    const spanish = drawDemoCover({ prompt: "", title: "Conversational Spanish", seed: "x" });
    expect(hueOf(python)).not.toBe(hueOf(spanish));
  });

  it("draws the subject's motif in the centre, where a square crop keeps it: ten subjects, ten motifs", () => {
    const titles = [
      "Python for data analysis",
      "Logo and brand design",
      "Calculus for engineers",
      "Conversational Spanish",
      "Guitar for beginners",
      "Running a 5K",
      "Italian cooking at home",
      "Portrait photography",
      "Creative writing",
      "Personal finance",
    ];
    const motifs = titles.map((title) => {
      const svg = drawDemoCover({ prompt: "", title, seed: "same" });
      // The motif's 300×300 box is centred on the 1200×630 cover, inside the middle 630×630 square.
      const group = /<g transform="translate\((\d+) (\d+)\)">(.*?)<\/g>\n<\/svg>/s.exec(svg);
      expect(group, title).not.toBeNull();
      const [x, y] = [Number(group![1]), Number(group![2])];
      expect(x).toBeGreaterThanOrEqual(285);
      expect(x + 300).toBeLessThanOrEqual(915);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y + 300).toBeLessThanOrEqual(630);
      // Shapes only, no colour: compare the drawing itself.
      return group![3]!.replace(/(?:hsla|rgba)\([^)]*\)/g, "");
    });
    expect(new Set(motifs).size).toBe(titles.length);
  });
});
