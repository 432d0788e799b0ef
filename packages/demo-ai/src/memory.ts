import type { ExtractMemoryInput, ExtractMemoryOutput } from "./server-types.ts";

type Fact = ExtractMemoryOutput["items"][number];

/** A phrase up to the end of its sentence: trimmed, without a trailing period. */
const phrase = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.,;:]+$/, "");

/**
 * The sentences the demo notes (issue 38), each with the fact it makes and the start of the text
 * a newer one of the same subject replaces ("Has an exam on" replaces the older exam date).
 */
const PATTERNS: { pattern: RegExp; kind: Fact["kind"]; subject: string; make(match: string): string }[] = [
  {
    pattern: /\bmy (?:exam|test|final exam|finals) is (?:on |in |at )?([^.!?\n]{2,80})/i,
    kind: "circumstance",
    subject: "Has an exam ",
    make: (when) => `Has an exam on ${phrase(when)}.`,
  },
  {
    pattern: /\bI (?:really )?prefer ([^.!?\n]{2,200})/i,
    kind: "preference",
    subject: "Prefers ",
    make: (what) => `Prefers ${phrase(what)}.`,
  },
  {
    pattern: /\bI keep (?:confusing|mixing up) ([^.!?\n]{2,200})/i,
    kind: "misconception",
    subject: "Keeps confusing ",
    make: (what) => `Keeps confusing ${phrase(what)}.`,
  },
];

/**
 * The demo's memory extractor: deterministic and offline. It reads the learner's newest message for
 * "my exam is on …", "I prefer …" and "I keep confusing …", and notes each as a fact in the
 * learner's words; a fact already known is left out, a newer exam date replaces the older one.
 */
export function demoExtractMemory(input: ExtractMemoryInput): ExtractMemoryOutput {
  const items: Fact[] = [];
  const known = input.known.map((item) => item.text.toLowerCase());
  for (const sentence of input.message.split(/(?<=[.!?])\s+|\n+/)) {
    for (const { pattern, kind, subject, make } of PATTERNS) {
      const match = pattern.exec(sentence)?.[1];
      if (!match) continue;
      const text = make(match).slice(0, 300);
      if (known.includes(text.toLowerCase()) || items.some((i) => i.text === text)) continue;
      // Only a circumstance is one of a kind (one exam date); preferences and confusions add up.
      const older =
        kind === "circumstance"
          ? input.known.findIndex((item) => item.kind === kind && item.text.startsWith(subject))
          : -1;
      const earlier = items.findIndex((i) => i.kind === kind && i.text.startsWith(subject));
      if (kind === "circumstance" && earlier >= 0) items.splice(earlier, 1);
      items.push({ kind, text, replaces: older >= 0 ? older + 1 : null });
    }
  }
  return { items: items.slice(-5) };
}
