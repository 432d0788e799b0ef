/** Vector helpers for passage embeddings (pure): unit length, and a 64-bit sign sketch. */

/** `v` scaled to length 1 (a zero vector stays zero), so cosine similarity is a dot product. */
export function unitVector(v: readonly number[]): number[] {
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  return norm === 0 ? v.map(() => 0) : v.map((x) => x / norm);
}

/** A vector as little-endian float32 bytes (the fallback's stored form). */
export function packVector(v: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(v.length * 4);
  const view = new DataView(bytes.buffer);
  v.forEach((x, i) => void view.setFloat32(i * 4, x, true));
  return bytes;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Dot product of a query and a packed vector, read as a Float32Array over the bytes where their
 * offset allows (no copy), else through a DataView.
 */
export function dotPacked(query: ArrayLike<number>, packed: Uint8Array): number {
  const n = Math.min(query.length, packed.byteLength >> 2);
  let dot = 0;
  if (LITTLE_ENDIAN && packed.byteOffset % 4 === 0) {
    const floats = new Float32Array(packed.buffer, packed.byteOffset, n);
    for (let i = 0; i < n; i++) dot += query[i]! * floats[i]!;
    return dot;
  }
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  for (let i = 0; i < n; i++) dot += query[i]! * view.getFloat32(i * 4, true);
  return dot;
}

/** A small seeded PRNG (mulberry32): the same hyperplanes in every process. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKETCH_BITS = 64;
const planesByDimensions = new Map<number, Float64Array[]>();

/** 64 random hyperplanes (Gaussian normals) for vectors of `dimensions`, fixed by a seed. */
function hyperplanes(dimensions: number): Float64Array[] {
  const known = planesByDimensions.get(dimensions);
  if (known) return known;
  const next = random(0x5eed ^ dimensions);
  const planes = Array.from({ length: SKETCH_BITS }, () => {
    const plane = new Float64Array(dimensions);
    for (let i = 0; i < dimensions; i++) {
      // Box-Muller: Gaussian components make the hyperplanes' directions uniform.
      plane[i] = Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
    }
    return plane;
  });
  planesByDimensions.set(dimensions, planes);
  return planes;
}

/**
 * The side of each of 64 random hyperplanes `v` lies on, as a signed 64-bit integer (PostgreSQL
 * bigint). Two vectors' Hamming distance estimates their angle (SimHash), so the plain fallback
 * can pick a bounded set of likely neighbours with integer work before computing exact cosines.
 */
export function signSketch(v: readonly number[]): bigint {
  let bits = 0n;
  for (const [i, plane] of hyperplanes(v.length).entries()) {
    let dot = 0;
    for (let j = 0; j < v.length; j++) dot += plane[j]! * v[j]!;
    if (dot >= 0) bits |= 1n << BigInt(i);
  }
  return BigInt.asIntN(SKETCH_BITS, bits);
}

/** Reciprocal rank fusion: each list adds 1 / (k + rank) to an item's score; best first. */
export function fuseRankings<T extends { id: string }>(
  rankings: T[][],
  k = 60,
): { item: T; score: number }[] {
  const fused = new Map<string, { item: T; score: number }>();
  for (const ranking of rankings) {
    ranking.forEach((item, index) => {
      const entry = fused.get(item.id) ?? { item, score: 0 };
      entry.score += 1 / (k + index + 1);
      fused.set(item.id, entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
