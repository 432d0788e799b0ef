import { type DueCard, speakable } from "@brainy/contract";

/** The longest text read aloud at once (POST /api/chat/speak's limit). */
const SPOKEN_MAX_CHARS = 600;

/** A card's front as hands-free review reads it aloud: a cloze's hidden parts said as 'blank'. */
export function spokenFront(card: Pick<DueCard, "kind" | "front">): string {
  const text = card.kind === "cloze" ? card.front.replace(/\{\{c\d+::[^}]*\}\}/g, " blank ") : card.front;
  return speakable(text).slice(0, SPOKEN_MAX_CHARS);
}
