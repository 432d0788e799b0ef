import { conceptKey } from "@brainy/contract";
import type { PlacementQuestionsInput, PlacementQuestionsOutput } from "./server-types.ts";
import { clip, createRandom } from "./text.ts";

/** Wrong choices when the goal has too few other concepts. */
const FILLERS = ["Something the goal does not cover", "None of these", "A topic of another course"];

/**
 * The placement check offline, deterministic: per concept, which of a few of the goal's concept
 * names is this one (labelled as the demo's, as demo grading labels itself). Its right choice is
 * the concept's own name, so a browser test can answer right or wrong on purpose.
 */
export function demoWritePlacementQuestions(input: PlacementQuestionsInput): PlacementQuestionsOutput {
  const names = input.concepts.map((c) => c.name);
  const questions = input.concepts.slice(0, 20).map((concept) => {
    const random = createRandom({ task: "write-placement-questions", concept: concept.name });
    const others = random
      .shuffle(names.filter((n) => conceptKey(n) !== conceptKey(concept.name)))
      .slice(0, 3)
      .map((n) => clip(n, 200));
    const wrong = [...others, ...FILLERS].filter((c, i, all) => all.indexOf(c) === i).slice(0, 3);
    const answer = clip(concept.name, 200);
    const where = concept.lessonTitles[0];
    return {
      concept: clip(concept.name, 120),
      question: clip(`(Demo question, written offline) Which of these is “${concept.name}”?`, 300),
      choices: random.shuffle([answer, ...wrong.filter((w) => w !== answer)]),
      answer,
      explanation: clip(
        `“${concept.name}” is the concept this question checks${where ? `, taught in “${where}”` : ""}.`,
        300,
      ),
    };
  });
  return { questions };
}
