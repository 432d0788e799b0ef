/** The longest selection 'Make card' (in a lesson or a note) hides in a cloze card. */
export const MAX_CARD_SELECTION = 120;

/**
 * A cloze card from a selection: the sentence of the block that holds it, with the selection hidden
 * as {{c1::…}}. Null when the selection is too long, spans sentences or is not in the text.
 */
export function clozeFromSelection(blockText: string, selection: string): string | null {
  const hidden = selection.replace(/\s+/g, " ").trim();
  if (!hidden || hidden.length > MAX_CARD_SELECTION || hidden.includes("}}") || hidden.includes("{{"))
    return null;
  const text = blockText.replace(/\s+/g, " ").trim();
  const sentences = text.match(/[^.!?]+[.!?]*/g) ?? [text];
  const sentence = sentences.map((s) => s.trim()).find((s) => s.includes(hidden));
  if (!sentence || sentence === hidden) return null;
  return sentence.replace(hidden, `{{c1::${hidden}}}`);
}
