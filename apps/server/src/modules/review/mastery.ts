import {
  DEFAULT_DESIRED_RETENTION,
  type Mastery,
  type MasteryMap,
  type MasteryMapSection,
  type Retention,
  WEAK_SPOT_LIMIT,
  type WeakSpot,
} from "@brainy/contract";
import { memoizedRead } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import {
  type CardRow,
  findCardsForMastery,
  findDesiredRetention,
  findGoalMasteryRows,
  fsrsStateOf,
  type GoalMasteryRow,
} from "./repository.ts";
import { recallProbability } from "./schedule.ts";
import { CLOCK_READ_MAX_AGE_MS } from "./service.ts";

/** Sums of recall probabilities of reviewed cards, averaged at the end (null: none reviewed yet). */
function average(
  sums: Map<string, { total: number; cards: number; reviewed: number }>,
): Record<string, Retention> {
  return Object.fromEntries(
    [...sums].map(([id, { total, cards, reviewed }]) => [
      id,
      { retention: reviewed === 0 ? null : Math.round((total / reviewed) * 1000) / 1000, cards },
    ]),
  );
}

/** Whether a card was ever reviewed: a new card is 'not yet practised', never 0 % retained (issue 37). */
const wasReviewed = (row: { state: number }) => row.state !== 0;

/**
 * GET /review/mastery: how well each lesson and section is retained now, the mean recall
 * probability of its reviewed cards (FSRS's retrievability through ts-fsrs); a lesson whose cards
 * were never reviewed has no retention yet (null), never 0.
 */
export async function getMastery(options: UserOptions & { now?: Date }): Promise<Mastery> {
  if (options.now) return readMastery(options);
  // Recall decays with the clock: kept a few seconds, until a write to the cards, settings or lessons.
  const { db, userId } = options;
  const mastery = await memoizedRead(
    db,
    {
      key: `review-mastery:${userId}`,
      owner: userId,
      maxAgeMs: CLOCK_READ_MAX_AGE_MS,
      reads: ["review_cards", "review_settings", "lessons"],
    },
    () => readMastery(options),
  );
  // Its JSON is then written once per kept answer (lib/shared-answers.ts).
  return deriveOnce("review-mastery", mastery, (kept) => ({ ...kept }));
}

async function readMastery(options: UserOptions & { now?: Date }): Promise<Mastery> {
  const now = options.now ?? new Date();
  const [rows, retention] = await Promise.all([
    findCardsForMastery(options.db, options.userId),
    findDesiredRetention(options.db, options.userId),
  ]);
  const lessons = new Map<string, { total: number; cards: number; reviewed: number }>();
  const sections = new Map<string, { total: number; cards: number; reviewed: number }>();
  const add = (map: typeof lessons, id: string, r: number | null) => {
    const entry = map.get(id) ?? { total: 0, cards: 0, reviewed: 0 };
    entry.cards += 1;
    if (r !== null) {
      entry.total += r;
      entry.reviewed += 1;
    }
    map.set(id, entry);
  };
  for (const row of rows) {
    const r = wasReviewed(row)
      ? recallProbability(fsrsStateOf(row), now, retention ?? DEFAULT_DESIRED_RETENTION)
      : null;
    if (row.lessonId) add(lessons, row.lessonId, r);
    add(sections, row.roadmapId, r);
  }
  return { lessons: average(lessons), sections: average(sections) };
}

type CardStateRow = Parameters<typeof fsrsStateOf>[0] & Partial<CardRow>;

/** The mean of the reviewed cards' recall (null while none was reviewed). */
const rounded = (sum: { total: number; cards: number; reviewed: number }) =>
  sum.reviewed === 0 ? null : Math.round((sum.total / sum.reviewed) * 1000) / 1000;

/**
 * The mastery map from a goal's rows (a lesson once per card, in order): each section and lesson
 * with its cards' mean recall probability now, and the weak spots, lessons retained below the
 * desired retention, weakest first.
 */
export function buildMasteryMap(
  rows: GoalMasteryRow[],
  now: Date,
  desiredRetention: number,
): Omit<MasteryMap, "goal"> {
  type Sum = { total: number; cards: number; reviewed: number };
  const sections = new Map<string, MasteryMapSection & { sum: Sum }>();
  const lessonSums = new Map<string, Sum>();
  const goalSum: Sum = { total: 0, cards: 0, reviewed: 0 };
  for (const row of rows) {
    if (!row.sectionId) continue;
    let section = sections.get(row.sectionId);
    if (!section) {
      section = {
        id: row.sectionId,
        title: row.sectionTitle ?? "",
        courseTitle: row.courseTitle ?? "",
        retention: null,
        cards: 0,
        lessons: [],
        sum: { total: 0, cards: 0, reviewed: 0 },
      };
      sections.set(row.sectionId, section);
    }
    if (!row.lessonId) continue;
    let sum = lessonSums.get(row.lessonId);
    if (!sum) {
      sum = { total: 0, cards: 0, reviewed: 0 };
      lessonSums.set(row.lessonId, sum);
      section.lessons.push({ id: row.lessonId, title: row.lessonTitle ?? "", retention: null, cards: 0 });
    }
    if (!row.cardId) continue;
    const reviewed = wasReviewed(row as CardStateRow);
    const r = reviewed ? recallProbability(fsrsStateOf(row as CardStateRow), now, desiredRetention) : 0;
    for (const s of [sum, section.sum, goalSum]) {
      s.cards += 1;
      if (reviewed) {
        s.total += r;
        s.reviewed += 1;
      }
    }
  }
  const weakSpots: WeakSpot[] = [];
  const list = [...sections.values()].map(({ sum, ...section }) => {
    const lessons = section.lessons.map((lesson) => {
      const s = lessonSums.get(lesson.id)!;
      const retention = rounded(s);
      if (retention !== null && retention < desiredRetention)
        weakSpots.push({
          ...lesson,
          retention,
          cards: s.cards,
          sectionId: section.id,
          sectionTitle: section.title,
        });
      return { ...lesson, retention, cards: s.cards };
    });
    return { ...section, lessons, retention: rounded(sum), cards: sum.cards };
  });
  weakSpots.sort((a, b) => a.retention - b.retention);
  return {
    desiredRetention,
    retention: rounded(goalSum),
    cards: goalSum.cards,
    weakSpots: weakSpots.slice(0, WEAK_SPOT_LIMIT),
    sections: list,
  };
}

/**
 * GET /review/goals/{goalId}/mastery: the goal's mastery map (two statements: the goal's tree with
 * its cards' states, and the desired retention). Another user's goal is not found.
 */
export async function getGoalMasteryMap(
  options: UserOptions & { goalId: string; now?: Date },
): Promise<MasteryMap> {
  const [rows, retention] = await Promise.all([
    findGoalMasteryRows(options.db, options.userId, options.goalId),
    findDesiredRetention(options.db, options.userId),
  ]);
  const first = rows[0];
  if (!first) throw notFound("Goal");
  return {
    goal: { id: first.goalId, title: first.goalTitle },
    ...buildMasteryMap(rows, options.now ?? new Date(), retention ?? DEFAULT_DESIRED_RETENTION),
  };
}
