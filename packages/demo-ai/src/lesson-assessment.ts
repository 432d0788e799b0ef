import { tagInTurn, type Untagged } from "./concepts.ts";
import { demoGroundedAssessment } from "./material.ts";
import type { LessonAssessmentInput, LessonAssessmentOutput } from "./server-types.ts";
import { createRandom } from "./text.ts";

type Question = Untagged<LessonAssessmentOutput["questions"][number]>;

const strip = (text: string) => text.replace(/\*\*|\*|`/g, "").trim();

/**
 * The demo assessment, from the lesson's own blocks: which heading belongs to the lesson, which
 * listed point it makes, and one open question answered from its summary. Deterministic.
 */
export function demoWriteLessonAssessment(input: LessonAssessmentInput): LessonAssessmentOutput {
  const { questions } = input.passages?.length ? demoGroundedAssessment(input) : draftAssessment(input);
  // Each question checks one of the lesson's concepts, in turn (issue 37).
  return { questions: tagInTurn(questions, input.concepts) };
}

function draftAssessment(input: LessonAssessmentInput): { questions: Question[] } {
  const random = createRandom({ assessment: input.lessonTitle });
  const headers = input.blocks.flatMap((b) => (b.type === "header" ? [strip(b.text)] : []));
  const items = input.blocks.flatMap((b) => (b.type === "list" && !b.ordered ? b.items.map(strip) : []));
  const code = input.blocks.find((b) => b.type === "codeBlock");
  const formula = input.blocks.find((b) => b.type === "mathBlock");
  const decoys = [
    "Memorising definitions without ever applying them",
    "Skipping examples to save time",
    "Changing several things at once and guessing what worked",
    "Avoiding any check of the result",
    "Learning every detail before trying anything",
    "Copying a solution without reading it",
  ];
  const choice = (question: string, correct: string, wrong: string[]): Question => {
    const options = random.shuffle([correct, ...random.shuffle(wrong).slice(0, 3)]);
    return {
      kind: "choice",
      question,
      options,
      correctIndex: options.indexOf(correct),
      modelAnswer: null,
      rubric: null,
      passage: null,
    };
  };
  const questions: Question[] = [];
  const usefulItems = items.filter((item) => item.length < 160);
  if (headers.length >= 2) {
    questions.push(
      choice(`Which of these is a part of the lesson "${input.lessonTitle}"?`, headers[1]!, [
        "History of the Printing Press",
        "Advanced Tax Law",
        "Marine Biology Field Work",
        "Medieval Poetry",
      ]),
    );
  }
  for (const item of usefulItems.slice(0, 3)) {
    const others = decoys.filter((d) => d !== item);
    questions.push(choice("Which of these points does the lesson make?", item, others));
  }
  if (code?.type === "codeBlock") {
    questions.push(
      choice(
        "Which language does the lesson's worked example use?",
        code.language,
        ["cobol", "fortran", "haskell", "lisp"].filter((l) => l !== code.language),
      ),
    );
  }
  if (formula?.type === "mathBlock") {
    questions.push(
      choice(
        "Which formula does the lesson present?",
        formula.latex,
        ["E = mc^2", "a^2 + b^2 = c^2", "F = ma"].filter((f) => f !== formula.latex),
      ),
    );
  }
  while (questions.length < 3) {
    questions.push(
      choice(
        `What is the best first step when learning ${input.lessonTitle}?`,
        "Try it on a small example first",
        decoys,
      ),
    );
  }
  const keyPoints =
    usefulItems.slice(0, 2).join("; ") || `what ${input.lessonTitle} is for and how to apply it`;
  questions.push({
    kind: "open",
    question: `In two or three sentences, explain the main idea of "${input.lessonTitle}" and how you would apply it.`,
    options: [],
    correctIndex: null,
    modelAnswer: `${input.lessonTitle} is about ${keyPoints}. I would apply it by trying a small example first, checking the result and then varying it.`,
    rubric: `Names the main idea of ${input.lessonTitle}, mentions at least one of: ${keyPoints}, and describes a concrete way to apply it.`,
    passage: null,
  });
  return { questions: questions.slice(0, 8) };
}
