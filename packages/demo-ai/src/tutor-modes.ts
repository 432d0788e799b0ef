import { isCheckpointAnswerRight, type LessonBlock } from "@brainy/contract";
import { demoAnswerQuestion, termsOf } from "./answer-question.ts";
import { demoMisconceptionCheck } from "./refresher.ts";
import type { AnswerQuestionInput } from "./server-types.ts";

/** The demo's notes under a quiz or a hint: what the offline model can and cannot do. */
export const DEMO_QUIZ_NOTE =
  "_Offline demo quiz: questions come from the lesson's checkpoints and sections. Connect a real AI model for questions written for you._";
export const DEMO_HINT_NOTE =
  "_Offline demo hints point to the part of the lesson that helps. Connect a real AI model for a tutor that follows your reasoning._";

/** One quiz question the demo can ask and check: a lesson checkpoint, or a section to sum up. */
export type QuizQuestion = {
  question: string;
  choices: string[];
  check: (answer: string) => { right: boolean; feedback: string };
  /** What the question is about: a checkpoint's concepts, or a section's heading. */
  about: string[];
};

const firstSentence = (text: string) => (/^.*?[.!?](\s|$)/.exec(text)?.[0] ?? text).trim();
const plain = (text: string) => text.replace(/[*`_]/g, "");
/** Content words with a plural or third-person "s" dropped, so "loops repeat" meets "loop repeats". */
const stems = (text: string) => new Set([...termsOf(text)].map((term) => term.replace(/(?<=\w{3})s$/, "")));
/** Words of a reply that only ask for the next question. */
export const ASK_NEXT =
  /^\s*(next( question)?|skip|quiz me|start|ready|go|another( one| question)?|new question|ok|okay)\s*[.!]?\s*$/i;

/** The questions the demo asks about a lesson, in order: its checkpoints, then one per section. */
export function quizQuestionsOf(blocks: LessonBlock[]): QuizQuestion[] {
  const questions: QuizQuestion[] = [];
  for (const block of blocks) {
    if (block.type !== "checkpoint") continue;
    questions.push({
      question: block.question,
      choices: block.choices,
      about: block.concepts ?? [],
      check(answer) {
        const letter = /^\s*([a-e])\s*[).]?\s*$/i.exec(answer)?.[1];
        const chosen = letter ? (block.choices[letter.toLowerCase().charCodeAt(0) - 97] ?? answer) : answer;
        const right = isCheckpointAnswerRight(block, chosen);
        return {
          right,
          feedback: right
            ? `**Right!** ${block.explanation}`
            : `**Not quite.** The answer is **${block.answer}**: ${block.explanation}`,
        };
      },
    });
  }
  blocks.forEach((block, index) => {
    if (block.type !== "header") return;
    const paragraph = blocks.slice(index + 1).find((b) => b.type === "paragraph" || b.type === "header");
    if (paragraph?.type !== "paragraph") return;
    const expected = firstSentence(plain(paragraph.text));
    const wanted = stems(expected);
    questions.push({
      question: `In your own words: what does the lesson say about **${plain(block.text)}**?`,
      choices: [],
      about: [plain(block.text)],
      check(answer) {
        const given = stems(answer);
        const shared = [...wanted].filter((term) => given.has(term)).length;
        const right = shared >= Math.min(3, Math.max(1, Math.ceil(wanted.size / 3)));
        return {
          right,
          feedback: right
            ? `**Good, that matches the lesson.** It puts it this way:\n\n> ${expected}`
            : `**Not quite what the lesson says.** Compare your answer with it:\n\n> ${expected}`,
        };
      },
    });
  });
  return questions;
}

/** The question a demo quiz reply asked, from its "Question n of m" line, as an index. */
export function askedIndex(reply: string | undefined, questions: QuizQuestion[]): number | undefined {
  const match = reply ? /\*\*Question (\d+) of (\d+):\*\*/.exec(reply) : null;
  if (!match || Number(match[2]) !== questions.length) return undefined;
  const index = Number(match[1]) - 1;
  return questions[index] && reply?.includes(questions[index].question) ? index : undefined;
}

function ask(questions: QuizQuestion[], index: number): string {
  const q = questions[index]!;
  const choices = q.choices.length
    ? `\n\n${q.choices.map((choice, i) => `${String.fromCharCode(97 + i)}) ${choice}`).join("  \n")}`
    : "";
  return `**Question ${index + 1} of ${questions.length}:** ${q.question}${choices}\n\n_Type your answer${q.choices.length ? " (the choice or its letter)" : ""}, or 'next' to skip._`;
}

/**
 * 'Quiz me' on the demo: asks the lesson's questions one at a time, in order; when the learner's
 * message answers the question the last reply asked, says whether it is right first, then asks the next.
 */
export function demoQuiz(input: AnswerQuestionInput): string {
  if (!input.lesson) {
    return `Open a lesson and choose Quiz me: I will ask you about it one question at a time.\n\n${DEMO_QUIZ_NOTE}`;
  }
  const questions = quizQuestionsOf(input.lesson.blocks);
  if (questions.length === 0) {
    return `"${input.lesson.title}" has nothing I can quiz you on yet.\n\n${DEMO_QUIZ_NOTE}`;
  }
  const lastReply = input.history.findLast((turn) => turn.role === "assistant")?.content;
  const pending = askedIndex(lastReply, questions);
  const answer = input.question.trim();
  if (pending === undefined || ASK_NEXT.test(answer)) {
    const next = pending === undefined ? 0 : (pending + 1) % questions.length;
    return `${pending === undefined ? `Let's check what you remember of "${input.lesson.title}".\n\n` : ""}${ask(questions, next)}\n\n${DEMO_QUIZ_NOTE}`;
  }
  const { feedback } = questions[pending]!.check(answer);
  return `${feedback}\n\n${ask(questions, (pending + 1) % questions.length)}\n\n${DEMO_QUIZ_NOTE}`;
}

/**
 * 'Hint' on the demo: never quotes the lesson's answer. It names the section that helps, the ideas to
 * think about that the question does not already name, and asks the learner to take the next step.
 */
export function demoHint(input: AnswerQuestionInput): string {
  if (!input.lesson) {
    return `Open a lesson and choose Hint: I will point you to the part that helps, without giving the answer away.\n\n${DEMO_HINT_NOTE}`;
  }
  const asked = termsOf(input.question);
  let section = input.lesson.title;
  let best: { section: string; terms: string[]; score: number } | undefined;
  for (const block of input.lesson.blocks) {
    if (block.type === "header") section = plain(block.text);
    const texts =
      block.type === "paragraph" ? [block.text] : block.type === "list" ? block.items : ([] as string[]);
    for (const text of texts) {
      const terms = [...termsOf(plain(text))];
      const score = terms.filter((term) => asked.has(term)).length;
      if (score > 0 && (!best || score > best.score)) best = { section, terms, score };
    }
  }
  if (!best) {
    return `Let's narrow it down first. Which part of "${input.lesson.title}" do you think your question belongs to? Tell me what you already know about it, and I will point you to the right place.\n\n${DEMO_HINT_NOTE}`;
  }
  const clues = best.terms.filter((term) => !asked.has(term)).slice(0, 2);
  return [
    `Let's work it out together instead of me giving you the answer.`,
    `**Hint:** reread the part of the lesson headed **${best.section}**.${clues.length ? ` Pay attention to what it says about *${clues.join("* and *")}*.` : ""}`,
    `**Your turn:** how would you answer your question in one sentence using that part? Write it here and I will tell you whether you are on the right track.`,
    DEMO_HINT_NOTE,
  ].join("\n\n");
}

/** The demo's chat answer in the learner's chosen mode: explain (quotes the lesson), quiz me, or hint. */
export function demoChatAnswer(input: AnswerQuestionInput): string {
  if (input.mode === "quiz") return demoQuiz(input);
  // The tutor checks a misconception it knows of (issue 38), after an explanation or a hint.
  if (input.mode === "hint") return demoHint(input) + demoMisconceptionCheck(input.learnerNeeds);
  return demoAnswerQuestion(input) + demoMisconceptionCheck(input.learnerNeeds);
}
