import type { LessonBlock } from "@brainy/contract";
import type { AnswerQuestionInput } from "./server-types.ts";

const STOP_WORDS = new Set(
  "the a an and or but if of to in on at by for with about as is are was were be been being this that these those it its what which who whom how why when where do does did can could should would will i you we they he she me my your our their from into than then there here not no yes so such just also more most very".split(
    " ",
  ),
);

export const DEMO_NOTE =
  "_This answer comes from Brainy's offline demo model, which can only quote the lesson. Connect a real AI model for full explanations._";

/** Content words of a text, lowercased, without stop words or very short words. */
export function termsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2 && !STOP_WORDS.has(word)),
  );
}

/** The lesson's passages: paragraphs and list items, with the section header they belong to. */
function passagesOf(blocks: LessonBlock[]): string[] {
  const passages: string[] = [];
  for (const block of blocks) {
    if (block.type === "paragraph") passages.push(block.text);
    else if (block.type === "list") passages.push(...block.items);
  }
  return passages;
}

/** The passages that share the most terms with the question, best first, ties in reading order. */
export function bestPassages(question: string, blocks: LessonBlock[], max = 2): string[] {
  const wanted = termsOf(question);
  return passagesOf(blocks)
    .map((text, index) => {
      const terms = termsOf(text);
      let score = 0;
      for (const term of wanted) if (terms.has(term)) score += 1;
      return { text, index, score };
    })
    .filter((passage) => passage.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .map((passage) => passage.text);
}

/**
 * The offline demo's answer: the lesson passages that best match the question, quoted, and a sentence saying
 * this is the demo. It invents nothing: without a lesson or a match it says what it can do.
 */
export function demoAnswerQuestion(input: AnswerQuestionInput): string {
  if (!input.lesson) {
    return `I can answer questions about the lesson you are studying. Open a lesson and ask me about it, or select text there and choose Ask AI.\n\n${DEMO_NOTE}`;
  }
  const passages = bestPassages(input.question, input.lesson.blocks);
  if (passages.length === 0) {
    const topics = input.lesson.blocks
      .filter((block) => block.type === "header")
      .map((block) => `- ${block.text}`)
      .slice(0, 6);
    return `I could not find that in "${input.lesson.title}".${topics.length ? ` This lesson covers:\n\n${topics.join("\n")}` : ""}\n\n${DEMO_NOTE}`;
  }
  const quoted = passages.map((text) => `> ${text.replace(/\n+/g, " ")}`).join("\n\n");
  return `Here is what "${input.lesson.title}" says about that:\n\n${quoted}\n\n${DEMO_NOTE}`;
}
