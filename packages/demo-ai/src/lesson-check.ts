import { termsOf } from "./answer-question.ts";
import type {
  CheckLessonClaimsInput,
  CheckLessonClaimsOutput,
  PickDatedClaimsInput,
  PickDatedClaimsOutput,
} from "./server-types.ts";

/** Words that mark a claim as one that can date (a number does too). */
const DATING = /\b(current(ly)?|latest|newest|recent(ly)?|this year|LTS|costs?|price[sd]?|record)\b/i;
/** A number: a version (22, 3.12), a year, a figure. */
const NUMBER = /\d+(?:[.,]\d+)*/g;

/** Sentences end at . ! or ? before a space (so "Node.js" or "3.12" stay whole) or at a line's end. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 12);

const numbersOf = (text: string) => new Set((text.match(NUMBER) ?? []).map((n) => n.replace(/,/g, "")));

/**
 * The demo's pick of claims that may date: sentences with a number or a dating word ("current",
 * "latest", "price"…), at most five, each searched by its own content words. Deterministic.
 */
export function demoPickDatedClaims(input: PickDatedClaimsInput): PickDatedClaimsOutput {
  // Sentences only (a heading has no full stop), each once.
  const claims = [...new Set(sentencesOf(input.text).filter((s) => /[.!?]$/.test(s)))]
    .filter((s) => DATING.test(s) || /\d/.test(s))
    .slice(0, 5)
    .map((claim) => ({
      claim: claim.slice(0, 600),
      query: [...termsOf(claim)].slice(0, 8).join(" ") || input.lessonTitle,
    }));
  return { claims };
}

/**
 * The demo's verdicts, from the pages' own sentences: for each claim, the page sentence sharing the
 * most of its words. When that sentence names the claim's numbers the claim holds; when it names
 * other numbers it changed (the finding quotes it); with no such sentence it is unclear.
 */
export function demoCheckLessonClaims(input: CheckLessonClaimsInput): CheckLessonClaimsOutput {
  return {
    claims: input.claims.map((claim) => {
      const wanted = termsOf(claim);
      let best: { n: number; sentence: string; score: number } | null = null;
      for (const page of input.pages) {
        for (const sentence of sentencesOf(page.text)) {
          const terms = termsOf(sentence);
          let score = 0;
          for (const term of wanted) if (terms.has(term)) score += 1;
          // A page sentence speaks to the claim when it shares at least 40 % of its words (2 at least).
          if (score >= Math.max(2, Math.ceil(wanted.size * 0.4)) && (!best || score > best.score))
            best = { n: page.n, sentence, score };
        }
      }
      if (!best)
        return {
          claim,
          verdict: "unclear",
          finding: "Demo AI found no page that speaks to this claim.",
          pages: [],
        };
      const claimNumbers = numbersOf(claim);
      const pageNumbers = numbersOf(best.sentence);
      const same = [...claimNumbers].every((n) => pageNumbers.has(n));
      const changed = claimNumbers.size > 0 && !same && pageNumbers.size > 0;
      return {
        claim,
        verdict: changed ? "changed" : "holds",
        finding: `${changed ? "Now" : "Still true"}: “${best.sentence}” [${best.n}]`,
        pages: [best.n],
      };
    }),
  };
}
