import type { GradeOpenAnswerInput, GradeOpenAnswerOutput } from "./server-types.ts";

const STOP = new Set(
  "the a an and or of to in on for with is are it its this that by as be at from you your i my how what which".split(
    " ",
  ),
);
const terms = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .match(/[a-z0-9]{3,}/g)
      ?.filter((w) => !STOP.has(w)) ?? [],
  );

/**
 * The demo grader: the share of the model answer's key terms the answer uses (half of them is
 * full marks), and it says that this is how it graded. Its confidence is deterministic: sure at
 * either end of the scale, least sure half-way, and less sure of a very short answer.
 */
export function demoGradeOpenAnswer(input: GradeOpenAnswerInput): GradeOpenAnswerOutput {
  const key = terms(`${input.modelAnswer} ${input.rubric}`);
  const given = terms(input.answer);
  const shared = [...key].filter((t) => given.has(t));
  const score = key.size === 0 ? 0 : Math.min(1, shared.length / Math.max(1, Math.ceil(key.size / 2)));
  const rounded = Math.round(score * 100) / 100;
  const verdict =
    rounded >= 0.8
      ? "Your answer covers the key ideas."
      : rounded >= 0.4
        ? "Your answer covers some of the key ideas."
        : "Your answer misses most of the key ideas.";
  const brevity = given.size < 3 ? 0.2 : 0;
  const confidence = Math.round(Math.max(0, 0.5 + Math.abs(rounded - 0.5) - brevity) * 100) / 100;
  return {
    score: rounded,
    confidence,
    feedback: `${verdict} (Demo grading: it compares your words with the model answer's key terms${shared.length ? `, and found ${shared.slice(0, 4).join(", ")}` : ""}.)`,
  };
}
