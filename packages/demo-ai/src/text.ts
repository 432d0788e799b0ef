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

/** Joining words kept lower case inside titles (articles, conjunctions, short prepositions). */
const SMALL_WORDS = new Set(
  "a an the and but or nor for as at by in of on to via vs with from into onto per than".split(" "),
);

/** Words with a fixed spelling wherever they appear: acronyms, products, proper nouns. */
const KNOWN_TERMS = new Map(
  [
    "AI API APIs CSV JSON SQL HTML CSS PHP UX UI SEO ML LLM LLMs JLPT IELTS TOEFL GCSE SAT MBA DIY DJ",
    "iOS macOS iPhone iPad Android Linux Windows GitHub Git JavaScript TypeScript Python Java Kotlin",
    "Swift Ruby Rust pandas NumPy matplotlib Excel Figma React Node.js Tableau Photoshop Lightroom",
    "Illustrator Blender Unreal Unity 3D 2D N1 N2 N3 N4 N5 5K 10K PostgreSQL SQLite VS",
  ]
    .join(" ")
    .split(" ")
    .map((term) => [term.toLocaleLowerCase(), term] as const),
);

/** Capitalises one word, each part of a hyphenated word too ("hands-on" → "Hands-On"). */
function capitaliseWord(word: string): string {
  return word
    .split("-")
    .map((part) => part.charAt(0).toLocaleUpperCase() + part.slice(1))
    .join("-");
}

/**
 * Title-cases a phrase the way an editor would: small joining words lower case (except first),
 * acronyms and product names spelt as known ("sql" → "SQL", "ios" → "iOS", "pandas" stays),
 * and words the writer capitalised inside ("iPhone", "JLPT") kept as written.
 */
export function titleCase(text: string): string {
  const source = /[a-z]/.test(text) ? text : text.toLocaleLowerCase();
  return source
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      const bare = word.replace(/[^\p{L}\p{N}.+#-]+$/u, "");
      const tail = word.slice(bare.length);
      const lower = bare.toLocaleLowerCase();
      const known = KNOWN_TERMS.get(lower);
      if (known) return known + tail;
      if (/\p{Lu}/u.test(bare.slice(1)) || /\d/.test(bare)) return word;
      if (index > 0 && SMALL_WORDS.has(lower)) return lower + tail;
      return capitaliseWord(lower) + tail;
    })
    .join(" ");
}

/** Upper-cases the first letter of a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Lower-cases a title for use inside a sentence, keeping acronyms, known terms and proper names. */
export function toSentenceFragment(title: string, keep: readonly string[] = []): string {
  const kept = new Set(keep.flatMap((k) => k.split(" ")));
  return title
    .split(" ")
    .map((word) => {
      const bare = word.replace(/[^\p{L}\p{N}.+#-]+$/u, "");
      if (kept.has(bare) || KNOWN_TERMS.has(bare.toLocaleLowerCase())) return word;
      if (/\p{Lu}/u.test(bare.slice(1))) return word;
      return word.toLocaleLowerCase();
    })
    .join(" ");
}

/** Rewrites a learner's first-person words for a sentence addressed to them ("my team" → "your team"). */
export function toSecondPerson(text: string): string {
  const swaps: Record<string, string> = {
    i: "you",
    "i'm": "you're",
    "i've": "you've",
    me: "you",
    my: "your",
    mine: "yours",
    myself: "yourself",
    our: "your",
    us: "you",
    we: "you",
  };
  return text.replace(/[\p{L}']+/gu, (word) => swaps[word.toLocaleLowerCase()] ?? word);
}

const DOUBLED = new Set([
  "begin",
  "forget",
  "admit",
  "prefer",
  "refer",
  "occur",
  "control",
  "submit",
  "commit",
]);

/** The -ing form of a verb with British spelling ("analyse" → "analysing", "travel" → "travelling"). */
/** Verbs whose base form ends in -ing ("sing" is not already a gerund). */
const ING_VERBS = new Set("sing bring ring swing sting string fling cling wring spring sling".split(" "));

export function toGerund(verb: string): string {
  const v = verb.toLocaleLowerCase();
  if (v === "be" || (v.endsWith("ing") && !ING_VERBS.has(v))) return v === "be" ? "being" : v;
  if (v.endsWith("ie")) return `${v.slice(0, -2)}ying`;
  if (/(?:ee|ye|oe)$/.test(v)) return `${v}ing`;
  if (v.endsWith("e") && v.length > 2) return `${v.slice(0, -1)}ing`;
  if (DOUBLED.has(v) || /[^aeiou][aeiou]l$/.test(v) || /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(v))
    return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}

/** Keeps letters (any script), digits and a little punctuation; drops emoji and symbols; squashes spaces. */
export function cleanText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}\s+#.,'&/()?:-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a text, lower-cased, for keyword matching. */
export function wordsOf(text: string): string[] {
  return cleanText(text)
    .toLocaleLowerCase()
    .split(/[\s,./&()?:]+/)
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

/** The level a label names: "Advanced" → 3, "Practitioner"/"Intermediate" → 2, anything else 1. */
export function readLevelWord(label: string): 1 | 2 | 3 {
  if (/advanced|expert/i.test(label)) return 3;
  if (/practitioner|intermediate/i.test(label)) return 2;
  return 1;
}
