import { tagInTurn, type Untagged } from "./concepts.ts";
import type { ReviewCardsInput, ReviewCardsOutput } from "./server-types.ts";

type Card = Untagged<ReviewCardsOutput["cards"][number]>;
type Block = ReviewCardsInput["blocks"][number];

const strip = (text: string) =>
  text
    .replace(/\*\*|\*|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
/** A paragraph's sentences, Markdown marks kept (a bold term is a sentence's key word). */
const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?])\s+(?=[*"'(\p{Lu}])/u);

/** `**Term** — definition`, `**Term**: definition` or `Term: definition` with a term of 1-4 words. */
const TERM_ITEM =
  /^\*\*(.{2,80}?)\*\*\s*(?:[—–:-]|\s-)\s*(.{3,})$|^([^\s:*]+(?: [^\s:*]+){0,3}):\s+(.{8,})$/u;
/** A sentence that defines its bold subject: `(A) **Term** is a …`, `**Terms** are the …`, `**Term** means …`. */
const TERM_SENTENCE =
  /^(?:(?:A|An|The) )?\*\*(.{2,60}?)\*\*\s+(?:is an?|is the|are an?|are the|means|refers to)\s+(.{8,})$/u;

/** Long words that carry no content: never the hidden part of a cloze. */
const FUNCTION_WORDS = new Set(
  "before because through without between should around always rather whether really things something another during across enough become either within toward towards usually simply instead already almost although however itself yourself yourselves before having beyond further little rarely together".split(
    " ",
  ),
);

/** `sentence` with its key word hidden: its first bold term (not the whole sentence), else its
 * longest word of 6+ letters that the lesson's title does not give away; null when it has none. */
function clozeOf(sentence: string, title: string): string | null {
  const bold = /\*\*([^*]{2,60})\*\*/.exec(sentence)?.[1];
  const plain = strip(sentence);
  if (plain.length < 25 || plain.length > 300) return null;
  if (bold && strip(bold).length < plain.length * 0.6)
    return plain.replace(strip(bold), `{{c1::${strip(bold)}}}`);
  const inTitle = new Set(title.toLowerCase().match(/\p{L}+/gu) ?? []);
  const words = (plain.match(/\p{L}[\p{L}-]{5,}/gu) ?? []).filter(
    (w) => !inTitle.has(w.toLowerCase()) && !FUNCTION_WORDS.has(w.toLowerCase()),
  );
  if (words.length === 0) return null;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return plain.replace(new RegExp(`(?<!\\p{L})${longest}(?!\\p{L})`, "u"), `{{c1::${longest}}}`);
}

/** A checkpoint as a question and its answer (the explanation after it). */
function checkpointCard(block: Extract<Block, { type: "checkpoint" }>, index: number): Card | null {
  const question = strip(block.question);
  const answer = strip(block.answer);
  if (question.length < 8 || !answer) return null;
  const why = strip(block.explanation);
  return {
    kind: "basic",
    front: clip(question, 400),
    back: clip(why ? `${answer} — ${why}` : answer, 400),
    blockIndex: index,
  };
}

/** A term the lesson defines, asked from the term to its definition. */
function termCard(term: string, definition: string, index: number): Card | null {
  const name = strip(term).replace(/[.:]$/, "");
  const meaning = strip(definition);
  if (name.length < 2 || meaning.length < 3) return null;
  return {
    kind: "basic",
    front: clip(`What does “${name}” mean?`, 400),
    back: clip(meaning, 400),
    blockIndex: index,
  };
}

/**
 * The demo's review cards, each testing what the lesson says: its checkpoints' questions, the terms
 * it defines (a glossary item or a sentence defining a bold term) and clozes of its key sentences
 * (a bold term hidden, else a key word), plus a formula it presents. 3 to 8, each linked to its
 * block, never a question about the lesson's structure. Deterministic.
 */
export function demoWriteReviewCards(input: ReviewCardsInput): ReviewCardsOutput {
  // Each card checks one of the lesson's concepts, in turn (issue 37).
  return { cards: tagInTurn(draftCards(input), input.concepts) };
}

function draftCards(input: ReviewCardsInput): Card[] {
  const { blocks, lessonTitle } = input;
  const checkpoints: Card[] = [];
  const terms: Card[] = [];
  const clozes: Card[] = [];
  const formulas: Card[] = [];
  blocks.forEach((block, index) => {
    if (block.type === "checkpoint") {
      const card = checkpointCard(block, index);
      if (card) checkpoints.push(card);
    } else if (block.type === "list") {
      for (const item of block.items) {
        const term = TERM_ITEM.exec(item.trim());
        const card = term ? termCard(term[1] ?? term[3]!, term[2] ?? term[4]!, index) : null;
        if (card) terms.push(card);
        else {
          const cloze = clozeOf(item, lessonTitle);
          if (cloze) clozes.push({ kind: "cloze", front: cloze, back: "", blockIndex: index });
        }
      }
    } else if (block.type === "paragraph") {
      // The first paragraph introduces the lesson (its course and section): no key sentence there.
      if (index === blocks.findIndex((b) => b.type === "paragraph") && blocks.length > 3) return;
      for (const sentence of sentencesOf(block.text)) {
        const term = TERM_SENTENCE.exec(sentence);
        const card = term ? termCard(term[1]!, sentence, index) : null;
        if (card) terms.push({ ...card, back: clip(strip(sentence), 400) });
        else {
          const cloze = clozeOf(sentence, lessonTitle);
          if (cloze) clozes.push({ kind: "cloze", front: cloze, back: "", blockIndex: index });
        }
      }
    } else if (block.type === "mathBlock") {
      formulas.push({
        kind: "basic",
        front: clip(`Which formula does "${lessonTitle}" present?`, 400),
        back: clip(block.latex, 400),
        blockIndex: index,
      });
    }
  });
  // A mix: two checkpoints, three terms, a formula, then key sentences; the rest fills up to 8.
  const picked = [...checkpoints.slice(0, 2), ...terms.slice(0, 3), ...formulas.slice(0, 1)];
  const spare = [...checkpoints.slice(2), ...terms.slice(3), ...formulas.slice(1)];
  const seen = new Set(picked.map((c) => c.front));
  for (const card of [...evenly(clozes, Math.max(2, 8 - picked.length)), ...spare]) {
    if (picked.length >= 8) break;
    if (!seen.has(card.front)) picked.push(card);
    seen.add(card.front);
  }
  if (picked.length < 3) picked.push(...fallbacks(input, picked.length));
  return picked.slice(0, 8).sort((a, b) => a.blockIndex - b.blockIndex);
}

/** `count` items spread over the list (key sentences from the whole lesson, not its start only). */
function evenly<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

/** For a lesson too short to give three cards: what it is about, from its own first sentence. */
function fallbacks(input: ReviewCardsInput, have: number): Card[] {
  const index = Math.max(
    0,
    input.blocks.findIndex((b) => b.type === "paragraph"),
  );
  const first = input.blocks[index];
  const intro = first?.type === "paragraph" ? strip(sentencesOf(first.text)[0] ?? "") : "";
  const cards: Card[] = [
    {
      kind: "basic",
      front: clip(`What is the lesson "${input.lessonTitle}" about?`, 400),
      back: clip(intro || input.lessonTitle, 400),
      blockIndex: index,
    },
    {
      kind: "cloze",
      front: clip(`This lesson is about {{c1::${strip(input.lessonTitle) || "its topic"}}}.`, 400),
      back: "",
      blockIndex: index,
    },
    {
      kind: "basic",
      front: clip(`Name one idea from "${input.lessonTitle}".`, 400),
      back: clip(intro || input.lessonTitle, 400),
      blockIndex: index,
    },
  ];
  return cards.slice(0, 3 - have);
}
