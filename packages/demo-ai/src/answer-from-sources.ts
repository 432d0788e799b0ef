import { termsOf } from "./answer-question.ts";
import { demoMisconceptionCheck } from "./refresher.ts";
import type { AnswerFromSourcesInput } from "./server-types.ts";

/** Mirrors the server task's NOT_IN_SOURCES (the demo imports nothing from the server at run time). */
const NOT_IN_SOURCES = "I could not find this in your sources.";
const NOTE =
  "_This answer comes from Brainy's offline demo model, which quotes your sources. Connect a real AI model for full explanations._";

/** A passage's sentences sharing the most terms with the question, best first (at most `max`). */
function bestSentences(text: string, wanted: Set<string>, max: number): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence, index) => {
      const terms = termsOf(sentence);
      let score = 0;
      for (const term of wanted) if (terms.has(term)) score += 1;
      return { sentence: sentence.trim(), index, score };
    })
    .filter((s) => s.score > 0 && s.sentence.length > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence);
}

/**
 * The offline demo's answer from the learner's sources: the sentences of the best two passages that
 * share the question's words, quoted with their [n] citation. It invents nothing; without a match it
 * says the sources do not hold the answer.
 */
export function demoAnswerFromSources(input: AnswerFromSourcesInput): string {
  const wanted = termsOf(input.question);
  const quoted: string[] = [];
  for (const passage of input.passages) {
    const sentences = bestSentences(passage.text, wanted, 2);
    if (sentences.length === 0) continue;
    quoted.push(`> ${sentences.join(" ")} [${passage.n}]`);
    if (quoted.length === 2) break;
  }
  const check = demoMisconceptionCheck(input.learnerNeeds);
  if (quoted.length === 0) return `${NOT_IN_SOURCES}\n\n${NOTE}${check}`;
  return `From your sources:\n\n${quoted.join("\n>\n")}\n\n${NOTE}${check}`;
}
