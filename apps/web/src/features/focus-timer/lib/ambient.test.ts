import { describe, expect, it } from "vitest";
import { brownNoise, crossfadeLoop, pinkNoise } from "./ambient.ts";

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const rms = (x: Float32Array) => Math.sqrt(x.reduce((sum, v) => sum + v * v, 0) / x.length);
const crossings = (x: Float32Array) =>
  x.reduce((n, v, i) => n + (i > 0 && Math.sign(v) !== Math.sign(x[i - 1]!) ? 1 : 0), 0);

describe("ambient noise", () => {
  it("stays within [-1, 1] and is audible", () => {
    for (const noise of [pinkNoise(48_000, seeded(1)), brownNoise(48_000, seeded(2))]) {
      expect(Math.max(...noise)).toBeLessThanOrEqual(1);
      expect(Math.min(...noise)).toBeGreaterThanOrEqual(-1);
      expect(rms(noise)).toBeGreaterThan(0.05);
    }
  });

  it("makes forest wind deeper than rain: far fewer than half the zero crossings", () => {
    const rain = pinkNoise(48_000, seeded(3));
    const wind = brownNoise(48_000, seeded(3));
    expect(crossings(wind) * 2).toBeLessThan(crossings(rain));
  });

  it("blends the loop's end into its start so it restarts without a click", () => {
    const samples = new Float32Array(1000).map((_, i) => (i < 900 ? 1 : -1));
    const loop = crossfadeLoop(samples, 100);
    expect(loop.length).toBe(900);
    // The first sample comes from the (negative) tail, the 100th already from the body.
    expect(loop[0]).toBe(-1);
    expect(loop[99]).toBeCloseTo(0.98, 2);
    expect(loop[500]).toBe(1);
  });
});
