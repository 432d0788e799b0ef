import { DEFAULT_DESIRED_RETENTION, type Mastery, type Retention } from "@brainy/contract";
import type { UserOptions } from "../../lib/service-options.ts";
import { findCardsForMastery, findDesiredRetention, fsrsStateOf } from "./repository.ts";
import { recallProbability } from "./schedule.ts";

/** Sums of recall probabilities, averaged at the end. */
function average(sums: Map<string, { total: number; cards: number }>): Record<string, Retention> {
  return Object.fromEntries(
    [...sums].map(([id, { total, cards }]) => [
      id,
      { retention: Math.round((total / cards) * 1000) / 1000, cards },
    ]),
  );
}

/**
 * GET /review/mastery: how well each lesson and section is retained now, the mean recall
 * probability of its cards (FSRS's retrievability through ts-fsrs; a card never reviewed counts 0).
 */
export async function getMastery(options: UserOptions & { now?: Date }): Promise<Mastery> {
  const now = options.now ?? new Date();
  const [rows, retention] = await Promise.all([
    findCardsForMastery(options.db, options.userId),
    findDesiredRetention(options.db, options.userId),
  ]);
  const lessons = new Map<string, { total: number; cards: number }>();
  const sections = new Map<string, { total: number; cards: number }>();
  const add = (map: typeof lessons, id: string, r: number) => {
    const entry = map.get(id) ?? { total: 0, cards: 0 };
    entry.total += r;
    entry.cards += 1;
    map.set(id, entry);
  };
  for (const row of rows) {
    const r = recallProbability(fsrsStateOf(row), now, retention ?? DEFAULT_DESIRED_RETENTION);
    if (row.lessonId) add(lessons, row.lessonId, r);
    add(sections, row.roadmapId, r);
  }
  return { lessons: average(lessons), sections: average(sections) };
}
