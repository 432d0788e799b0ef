import type { ExamQuestionsInput, ExamQuestionsOutput } from "./server-types.ts";
import { clip, createRandom } from "./text.ts";

const FALLBACK_CHOICES = [
  "Memorising the syntax",
  "Skipping practice",
  "Guessing the result",
  "Reading the title only",
];

/** The sentence with the concept's name left out. */
const blank = (sentence: string, name: string) =>
  sentence.split(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i")).join("_____");

const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [];

/**
 * A practice exam's fresh questions, deterministic: for each concept as many as asked, every
 * fourth an open question (explain it; graded against the lesson's own sentence about it), the
 * others multiple choice (which concept a lesson teaches, or which one a sentence of the lesson is
 * about), labelled as the demo's.
 */
export function demoWriteExamQuestions(input: ExamQuestionsInput): ExamQuestionsOutput {
  const random = createRandom({ task: "write-exam-questions", concepts: input.concepts, seen: input.seen });
  const names = input.concepts.map((c) => c.name);
  const sentences = sentencesOf(input.material.replace(/[*`_#]/g, ""));
  const questions: ExamQuestionsOutput["questions"] = [];
  let n = 0;
  for (const concept of input.concepts) {
    const lesson = concept.lessonTitles[0];
    const where = lesson ? `the lesson "${lesson}"` : `"${input.scope}"`;
    const others = random.shuffle(names.filter((name) => name !== concept.name));
    const said = sentences.find(
      (s) => s.toLowerCase().includes(concept.name.toLowerCase()) && s.length <= 300,
    );
    for (let i = 0; i < concept.count && questions.length < input.count; i++) {
      n += 1;
      if (n % 4 === 0) {
        questions.push({
          concept: clip(concept.name, 120),
          kind: "open",
          question: clip(
            `(Demo exam, item ${n}) In a sentence or two, explain "${concept.name}" as ${where} teaches it.`,
            400,
          ),
          options: [],
          correctIndex: null,
          modelAnswer: clip(said ?? `${concept.name} is a key idea of ${lesson ?? input.scope}.`, 800),
          rubric: clip(`Names ${concept.name} and says what it is or does, as ${where} puts it.`, 600),
          explanation: clip(`${where} explains ${concept.name}.`, 300),
        });
        continue;
      }
      const wrong = [...others, ...FALLBACK_CHOICES]
        .filter((c) => c !== concept.name)
        .slice(i % 2, (i % 2) + 3);
      const options = random.shuffle([concept.name, ...wrong.slice(0, 3)]).map((o) => clip(o, 200));
      const stem =
        i % 2 === 0 || !said
          ? `(Demo exam, item ${n}) Which of these does ${where} teach?`
          : `(Demo exam, item ${n}) Which concept is this about: "${blank(said, concept.name)}"`;
      questions.push({
        concept: clip(concept.name, 120),
        kind: "choice",
        question: clip(stem, 400),
        options,
        correctIndex: options.indexOf(clip(concept.name, 200)),
        modelAnswer: null,
        rubric: null,
        explanation: clip(`"${concept.name}" is what ${where} is about.`, 300),
      });
    }
  }
  return { questions };
}
