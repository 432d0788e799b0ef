/**
 * A seeded pseudo-random generator (sfc32, seeded through splitmix32) so that a simulation is the
 * same on every machine and run: the same seed gives the same learners and the same answers.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [low, high). */
  uniform(low: number, high: number): number;
  /** Normal with this mean and standard deviation (Box-Muller). */
  normal(mean: number, sd: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** An integer in [low, high]. */
  int(low: number, high: number): number;
  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** An index drawn with these weights. */
  weighted(weights: readonly number[]): number;
};

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A generator from a seed; `derive(seed, …parts)` gives independent streams (a learner's, a course's). */
export function createRandom(seed: number): Random {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const random: Random = {
    next,
    uniform: (low, high) => low + (high - low) * next(),
    normal: (mean, sd) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    chance: (p) => next() < p,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (weights) => {
      const total = weights.reduce((s, w) => s + w, 0);
      let x = next() * total;
      for (let i = 0; i < weights.length; i++) {
        x -= weights[i]!;
        if (x < 0) return i;
      }
      return weights.length - 1;
    },
  };
  return random;
}

/** A seed for an independent stream from a base seed and labels (e.g. the learner's index). */
export function deriveSeed(seed: number, ...parts: number[]): number {
  let h = splitmix32(seed)();
  for (const part of parts) h = splitmix32((h ^ Math.imul(part + 1, 0x27d4eb2d)) >>> 0)();
  return h;
}
