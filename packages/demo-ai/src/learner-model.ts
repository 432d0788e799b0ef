import { conceptKey } from "@brainy/contract";
import { demoConceptsFor } from "./concepts.ts";
import type {
  LessonConceptsInput,
  LessonConceptsOutput,
  PracticeQuestionsInput,
  PracticeQuestionsOutput,
  QuizVerdictInput,
  QuizVerdictOutput,
} from "./server-types.ts";
import { clip, createRandom } from "./text.ts";
import { ASK_NEXT, askedIndex, quizQuestionsOf } from "./tutor-modes.ts";

/** The concepts of a section's existing lessons (the backfill): from their headings, else titles. */
export function demoNameLessonConcepts(input: LessonConceptsInput): LessonConceptsOutput {
  const lists = demoConceptsFor({
    topic: input.section.topic,
    titles: input.lessons.map((l) => l.title),
    known: input.knownConcepts,
    headings: input.lessons.map((l) => l.headings),
  });
  return { lessons: lists.map((concepts) => ({ concepts })) };
}

/**
 * A 'Quiz me' reply judged as the demo quiz judges it: the question the last reply asked (its
 * "Question n of m" line), checked by its checkpoint's answer or by the section's words.
 */
export function demoJudgeQuizAnswer(input: QuizVerdictInput): QuizVerdictOutput {
  const questions = quizQuestionsOf(input.lesson.blocks);
  const index = askedIndex(input.asked, questions);
  if (index === undefined || ASK_NEXT.test(input.answer)) return { answered: false, score: 0, concepts: [] };
  const question = questions[index]!;
  const keys = new Set(question.about.map(conceptKey));
  const named = input.concepts.filter((c) => keys.has(conceptKey(c)));
  return { answered: true, score: question.check(input.answer).right ? 1 : 0, concepts: named.slice(0, 3) };
}

const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [];

/**
 * Practice on one concept, deterministic: which concept a lesson teaches (the concept among the
 * goal's others), and a sentence of the lessons naming it with the name left out (fill in).
 */
export function demoWritePracticeQuestions(input: PracticeQuestionsInput): PracticeQuestionsOutput {
  const random = createRandom({ task: "write-practice-questions", concept: input.concept, seen: input.seen });
  const lesson = input.lessonTitles[0];
  const others = random
    .shuffle(input.otherConcepts.filter((c) => conceptKey(c) !== conceptKey(input.concept)))
    .slice(0, 3);
  const questions: PracticeQuestionsOutput["questions"] = [];
  if (others.length > 0) {
    questions.push({
      question: clip(
        lesson
          ? `Which of these does the lesson "${lesson}" teach?`
          : `Which of these are you practising now?`,
        300,
      ),
      choices: random.shuffle([input.concept, ...others]).map((c) => clip(c, 200)),
      answer: clip(input.concept, 200),
      alsoAccept: [],
      explanation: clip(
        `"${input.concept}" is what ${lesson ? `"${lesson}"` : "this practice"} is about.`,
        300,
      ),
    });
  }
  const name = input.concept.toLowerCase();
  const sentence = sentencesOf(input.material.replace(/[*`_#]/g, "")).find(
    (s) => s.toLowerCase().includes(name) && s.length <= 260,
  );
  if (sentence) {
    const at = sentence.toLowerCase().indexOf(name);
    questions.push({
      question: clip(
        `Fill in the blank: "${sentence.slice(0, at)}_____${sentence.slice(at + name.length)}"`,
        300,
      ),
      choices: [],
      answer: clip(input.concept, 200),
      alsoAccept: [],
      explanation: clip(`The lesson says: "${sentence}"`, 300),
    });
  }
  // Questions answered by the concept's name, after those built from the lessons: so a set has as
  // many as asked for, and one more asked later is not one already seen.
  const where = lesson ? `"${lesson}"` : "your course";
  const fillers = [
    `Fill in the blank: the idea of ${where} you are practising now is _____.`,
    `Fill in the blank: to check you know _____, explain it on a small example of your own.`,
    `Fill in the blank: the concept this question is about, taught in ${where}, is _____.`,
  ].map((question) => ({
    question: clip(question, 300),
    choices: [],
    answer: clip(input.concept, 200),
    alsoAccept: [],
    explanation: clip(`"${input.concept}" is taught in ${where}.`, 300),
  }));
  const candidates = [...questions, ...fillers];
  const fresh = candidates.filter((q) => !input.seen.includes(q.question));
  return { questions: (fresh.length ? fresh : candidates).slice(0, Math.max(1, input.count)) };
}
