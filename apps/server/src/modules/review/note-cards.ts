import type { DbOrTx } from "../../db/client.ts";
import { type CardInsert, deleteNoteCardsExcept, upsertCards } from "./repository.ts";

/** A card written in a note: its key within the note, and its sides. */
export type NoteCard = { key: string; kind: "basic" | "cloze"; front: string; back: string };

const CLOZE = /\{\{c\d+::([^}]+?)(?:::[^}]*)?\}\}/g;
const normalize = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The cards a note's text holds: a line `question :: answer`, or a line with `{{c1::hidden}}` parts.
 * A card's key is what identifies it across edits: a question's text (edit the answer, keep the
 * card and its schedule), a cloze line's hidden parts (edit the words around them, keep it).
 */
export function parseNoteCards(content: string): NoteCard[] {
  const cards = new Map<string, NoteCard>();
  for (const raw of content.split("\n")) {
    const line = raw.replace(/^\s*(?:[-*+]|\d+\.)\s+/, "").trim();
    if (!line || line.startsWith("```")) continue;
    const hidden = [...line.matchAll(CLOZE)].map((m) => m[1]!.trim());
    if (hidden.length > 0) {
      const key = `cloze:${normalize(hidden.join("|"))}`;
      if (line.length <= 2000) cards.set(key, { key, kind: "cloze", front: line, back: "" });
      continue;
    }
    const at = line.indexOf(" :: ");
    if (at <= 0) continue;
    const front = line.slice(0, at).trim();
    const back = line.slice(at + 4).trim();
    if (!front || !back || front.length > 2000 || back.length > 2000) continue;
    const key = `qa:${normalize(front)}`;
    cards.set(key, { key, kind: "basic", front, back });
  }
  return [...cards.values()];
}

const prefixOf = (noteId: string) => `note:${noteId}:`;

/**
 * Keeps a note's cards in step with its text (on create and every edit): new lines become cards,
 * edited ones are updated in place (their schedule kept), removed ones are deleted.
 */
export async function syncNoteCards(options: {
  db: DbOrTx;
  userId: string;
  note: { id: string; content: string; lessonId: string | null };
}) {
  const { db, userId, note } = options;
  const cards: CardInsert[] = parseNoteCards(note.content).map((card) => ({
    source: "note",
    sourceKey: `${prefixOf(note.id)}${card.key}`,
    kind: card.kind,
    front: card.front,
    back: card.back,
    lessonId: note.lessonId,
  }));
  await upsertCards(db, userId, cards);
  await deleteNoteCardsExcept(
    db,
    userId,
    prefixOf(note.id),
    cards.map((c) => c.sourceKey!),
  );
}

/** A deleted note's cards go with it. */
export async function removeNoteCards(options: { db: DbOrTx; userId: string; noteId: string }) {
  await deleteNoteCardsExcept(options.db, options.userId, prefixOf(options.noteId), []);
}
