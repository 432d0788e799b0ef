import type { ReviewCard } from "@brainy/contract";

const CLOZE = /\{\{c\d+::([^}]*?)(?:::[^}]*)?\}\}/g;

/** A cloze card's text with its parts hidden ([…]) or shown (marked). */
function Cloze({ text, revealed }: { text: string; revealed: boolean }) {
  const parts: Array<string | { hidden: string }> = [];
  let last = 0;
  for (const match of text.matchAll(CLOZE)) {
    parts.push(text.slice(last, match.index));
    parts.push({ hidden: match[1] ?? "" });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === "string" ? (
          <span key={i}>{part}</span>
        ) : revealed ? (
          <mark key={i} className="rounded bg-primary/20 px-1 font-semibold text-text">
            {part.hidden}
          </mark>
        ) : (
          <span key={i} className="rounded bg-surface-2 px-2 font-semibold text-primary">
            […]
          </span>
        ),
      )}
    </>
  );
}

/** The question side, and once revealed the answer, of a card. */
export function CardFace({ card, revealed }: { card: ReviewCard; revealed: boolean }) {
  return (
    <div className="flex flex-col gap-5">
      <p
        className="whitespace-pre-wrap text-xl font-semibold leading-relaxed mobile:text-2xl"
        data-testid="review-front"
      >
        {card.kind === "cloze" ? <Cloze text={card.front} revealed={revealed} /> : card.front}
      </p>
      {revealed && card.back && (
        <div className="border-t border-border pt-5">
          <p className="whitespace-pre-wrap text-lg leading-relaxed" data-testid="review-back">
            {card.back}
          </p>
        </div>
      )}
    </div>
  );
}
