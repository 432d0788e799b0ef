import { createHash } from "node:crypto";

/** A seeded pseudo-random source: the same seed always gives the same sequence. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
};

/** Creates a deterministic random source seeded from a hash of `input` (any JSON value). */
export function createRandom(input: unknown): Random {
  const digest = createHash("sha256")
    .update(JSON.stringify(input) ?? "")
    .digest();
  let state = digest.readUInt32LE(0);
  // mulberry32: small, fast and good enough for picking phrasings.
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "vs",
]);

/** Title-cases words, keeping small joining words lower case and words like "pandas" or "iOS" as written. */
export function titleCase(text: string, keepAsIs: ReadonlySet<string> = new Set()): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLocaleLowerCase();
      if (keepAsIs.has(lower) || /[A-Z]/.test(word.slice(1))) return word;
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return word.charAt(0).toLocaleUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** Keeps letters (any script), digits and a little punctuation; drops emoji and symbols; squashes spaces. */
export function cleanText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}\s+#.,'&/-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a text, lower-cased, for keyword matching. */
export function wordsOf(text: string): string[] {
  return cleanText(text)
    .toLocaleLowerCase()
    .split(/[\s,./&]+/)
    .map((w) => w.replace(/^[-'.]+|[-'.]+$/g, ""))
    .filter(Boolean);
}

/** Cuts text to at most `max` characters at a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.5 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,.;:-]+$/, "");
}

/** Replaces {name} placeholders from `values`. */
export function fill(template: string, values: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Rounds hours to a friendly number: whole hours, or halves below 10. */
export function roundHours(hours: number): number {
  return hours < 10 ? Math.max(1, Math.round(hours * 2) / 2) : Math.round(hours);
}
