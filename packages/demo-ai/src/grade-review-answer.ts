import type { GradeReviewAnswerInput, GradeReviewAnswerOutput } from "./server-types.ts";

const STOP = new Set(
  "the a an and or of to in on for with is are it its this that by as be at from you your i my".split(" "),
);

/** Lower case, accents and punctuation gone, words in order. */
function words(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}
const keyWords = (text: string) => new Set(words(text).filter((w) => !STOP.has(w)));

/**
 * The demo's review grader: compares the typed answer with the card's answer. The same words (case,
 * accents and punctuation aside) are Good; most of the answer's key words Good too, half of them
 * Hard, fewer Again. It never suggests Easy: how easily it came is the learner's to say.
 */
export function demoGradeReviewAnswer(input: GradeReviewAnswerInput): GradeReviewAnswerOutput {
  const typed = words(input.answer);
  if (typed.length === 0)
    return {
      rating: 1,
      feedback: "No answer was typed. (Demo grading: it compares your words with the card's.)",
    };
  if (typed.join(" ") === words(input.expectedAnswer).join(" "))
    return {
      rating: 3,
      feedback: "Exactly the card's answer. (Demo grading: it compares your words with the card's.)",
    };
  const key = keyWords(input.expectedAnswer);
  const given = new Set(typed);
  const found = [...key].filter((w) => given.has(w));
  const share = key.size === 0 ? 0 : found.length / key.size;
  const rating = share >= 0.75 ? 3 : share >= 0.4 ? 2 : 1;
  const verdict =
    rating === 3
      ? "Your answer has the card's key words."
      : rating === 2
        ? "Your answer has some of the card's key words."
        : "Your answer misses the card's key words.";
  return {
    rating,
    feedback: `${verdict} (Demo grading: it compares your words with the card's${found.length ? `, and found ${found.slice(0, 4).join(", ")}` : ""}.)`,
  };
}
