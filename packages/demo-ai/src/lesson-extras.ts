import type { LessonBlock } from "@brainy/contract";
import type { SubjectKind } from "./lesson-material.ts";
import { createRandom } from "./text.ts";

/** A label Mermaid reads as plain text: no brackets, quotes or other shape and syntax characters. */
export function diagramLabel(text: string): string {
  return (
    text
      .replace(/[*`_]/g, "")
      .replace(/[[\](){}<>"'#;:|&%]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 60) || "Idea"
  );
}

/**
 * The demo lesson's diagram: a mind map of the ideas its title names, or for a programming lesson a
 * flowchart of the predict-run-compare loop it teaches; language lessons get none.
 */
export function demoDiagramFor(options: {
  title: string;
  ideas: string[];
  kind: SubjectKind;
}): LessonBlock | null {
  const { title, ideas, kind } = options;
  if (kind === "language") return null;
  if (ideas.length >= 2) {
    return {
      type: "diagram",
      title: `How the parts of ${title} fit together`,
      source: [
        "mindmap",
        `  root((${diagramLabel(title)}))`,
        ...ideas.flatMap((idea) => [
          `    ${diagramLabel(idea)}`,
          "      Example first",
          "      Then vary it",
        ]),
      ].join("\n"),
    };
  }
  if (kind === "programming") {
    return {
      type: "diagram",
      title: "The practice loop",
      source: [
        "flowchart TD",
        '  read["Read the code"] --> predict["Predict the output"]',
        '  predict --> run["Run it"]',
        '  run --> same{"Same as predicted?"}',
        '  same -- "yes" --> vary["Change one value"]',
        '  same -- "no" --> find["Find the line that surprised you"]',
        "  find --> predict",
        "  vary --> predict",
      ].join("\n"),
    };
  }
  return {
    type: "diagram",
    title: `Learning ${title} step by step`,
    source: [
      "flowchart LR",
      `  problem["The problem ${diagramLabel(title)} solves"] --> small["A small example"]`,
      '  small --> check["Check the result"]',
      '  check --> vary["Vary one thing"]',
      "  vary --> check",
    ].join("\n"),
  };
}

/** The demo lesson's multiple-choice checkpoint after its first ideas: ungraded practice. */
export function demoChoiceCheckpoint(options: { title: string; topic: string }): LessonBlock {
  const random = createRandom({ checkpoint: options.title });
  const answer = "Try it on a small example, then vary it";
  return {
    type: "checkpoint",
    question: `You have just met ${options.topic}. What is the best next step?`,
    choices: random.shuffle([
      answer,
      "Memorise every rule before trying anything",
      "Start a big project with it",
    ]),
    answer,
    explanation: "A small example shows how it works; varying it shows where it stops working.",
  };
}

/** The demo lesson's fill-in checkpoint after its summary, answered by the summary's own words. */
export function demoFillInCheckpoint(): LessonBlock {
  return {
    type: "checkpoint",
    question: "Fill in the missing word: try it on a small ____ first, then vary it.",
    choices: [],
    answer: "example",
    alsoAccept: ["examples", "an example"],
    explanation: "The summary's habit: one small example first, then change one thing at a time.",
  };
}
