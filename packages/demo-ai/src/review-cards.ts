import { tagInTurn, type Untagged } from "./concepts.ts";
import type { ReviewCardsInput, ReviewCardsOutput } from "./server-types.ts";

type Card = Untagged<ReviewCardsOutput["cards"][number]>;

const strip = (text: string) =>
  text
    .replace(/\*\*|\*|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
/** The first sentence of a paragraph. */
const firstSentence = (text: string) => strip(text).split(/(?<=[.!?])\s/)[0] ?? "";

/** The item as a cloze: its longest word (6+ letters) hidden; null when it has none. */
function clozeOf(item: string): string | null {
  const words = item.match(/\p{L}[\p{L}-]{5,}/gu);
  if (!words) return null;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return item.replace(longest, `{{c1::${longest}}}`);
}

/**
 * The demo's review cards, from the lesson's own blocks: for each heading, what its section says
 * (the first sentence after it); a listed point as a cloze of its key word; the formula. 3 to 8,
 * each linked to its block. Deterministic.
 */
export function demoWriteReviewCards(input: ReviewCardsInput): ReviewCardsOutput {
  // Each card checks one of the lesson's concepts, in turn (issue 37).
  return { cards: tagInTurn(draftCards(input), input.concepts) };
}

function draftCards(input: ReviewCardsInput): Card[] {
  const cards: Card[] = [];
  const { blocks } = input;
  blocks.forEach((block, index) => {
    if (block.type === "header") {
      const next = blocks.slice(index + 1).findIndex((b) => b.type === "paragraph");
      const paragraph = next >= 0 ? blocks[index + 1 + next] : undefined;
      const heading = strip(block.text);
      if (paragraph?.type === "paragraph" && heading.length >= 3) {
        const answer = firstSentence(paragraph.text);
        if (answer.length >= 8)
          cards.push({
            kind: "basic",
            front: clip(`In "${input.lessonTitle}", what does the part "${heading}" say?`, 400),
            back: clip(answer, 400),
            blockIndex: index + 1 + next,
          });
      }
    } else if (block.type === "list" && !block.ordered) {
      for (const item of block.items.slice(0, 2)) {
        const cloze = clozeOf(strip(item));
        if (cloze && cloze.length <= 400)
          cards.push({ kind: "cloze", front: cloze, back: "", blockIndex: index });
      }
    } else if (block.type === "mathBlock") {
      cards.push({
        kind: "basic",
        front: clip(`Which formula does "${input.lessonTitle}" present?`, 400),
        back: clip(block.latex, 400),
        blockIndex: index,
      });
    }
  });
  const firstParagraph = blocks.findIndex((b) => b.type === "paragraph");
  const intro = firstParagraph >= 0 ? blocks[firstParagraph] : undefined;
  const fallbacks: Card[] = [
    {
      kind: "basic",
      front: clip(`What is the lesson "${input.lessonTitle}" about?`, 400),
      back: clip(
        intro?.type === "paragraph" ? firstSentence(intro.text) || input.lessonTitle : input.lessonTitle,
        400,
      ),
      blockIndex: Math.max(0, firstParagraph),
    },
    {
      kind: "basic",
      front: clip(`What is a good first step when practising "${input.lessonTitle}"?`, 400),
      back: "Try it on a small example first, then check the result.",
      blockIndex: Math.max(0, firstParagraph),
    },
    {
      kind: "cloze",
      front: clip(`To remember "${input.lessonTitle}", {{c1::review}} it a day later.`, 400),
      back: "",
      blockIndex: 0,
    },
  ];
  for (const card of fallbacks) if (cards.length < 3) cards.unshift(card);
  return cards.slice(0, 8);
}
