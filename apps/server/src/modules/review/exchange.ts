import { createHash } from "node:crypto";
import type { ReviewImportResult } from "@brainy/contract";
import type { UserOptions } from "../../lib/service-options.ts";
import { fromAnkiText, toAnkiText } from "./anki-text.ts";
import { type CardInsert, findCardsToExport, findLessonsByTitle, insertCards } from "./repository.ts";

/** GET /review/export: the learner's cards (all, or one goal's) in Anki's text format. */
export async function exportReviewCards(options: UserOptions & { goalId?: string }): Promise<string> {
  const rows = await findCardsToExport(options.db, options.userId, options.goalId);
  return toAnkiText(
    rows.map((row) => ({
      kind: row.kind === "cloze" ? "cloze" : "basic",
      front: row.front,
      back: row.back,
      lessonTitle: row.lessonTitle,
    })),
    options.goalId ? "Brainy AI::Goal" : "Brainy AI",
  );
}

/**
 * POST /review/import: cards from Anki's text format, new and due now; a card's lesson tag links it
 * to the learner's lesson of that title. The same card imported twice is kept once.
 */
export async function importReviewCards(
  options: UserOptions & { text: string },
): Promise<ReviewImportResult> {
  const { cards, skipped } = fromAnkiText(options.text);
  const titles = [...new Set(cards.flatMap((c) => (c.lessonTitle ? [c.lessonTitle] : [])))];
  const lessons = await findLessonsByTitle(options.db, options.userId, titles);
  const lessonIds = new Map(lessons.map((l) => [l.title.toLowerCase(), l.id]));
  const inserts: CardInsert[] = cards.map((card) => ({
    source: "import",
    sourceKey: `import:${createHash("sha256").update(`${card.kind}\t${card.front}\t${card.back}`).digest("base64url")}`,
    kind: card.kind,
    front: card.front,
    back: card.back,
    lessonId: card.lessonTitle ? (lessonIds.get(card.lessonTitle.toLowerCase()) ?? null) : null,
  }));
  const imported = (await insertCards(options.db, options.userId, inserts)).length;
  return { imported, duplicates: cards.length - imported, skipped };
}
