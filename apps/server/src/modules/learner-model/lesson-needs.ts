import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { uuidArray } from "./evidence.ts";
import { findLessonConcepts } from "./items.ts";
import { readConceptMap, weakSpotsOf } from "./map.ts";

/** Weak prerequisites a lesson's writer and tutor are told of at most (weakest first). */
export const WEAK_PREREQUISITES = 3;
/** Recent mistakes on them they are shown at most (newest first). */
export const RECENT_MISTAKES = 4;

/** A prerequisite concept of a lesson the learner's answers show weak. */
export type WeakPrerequisite = { name: string; mastery: number };
/** A recent wrong answer on a weak prerequisite: the question as seen and what the learner answered. */
export type RecentMistake = { concept: string; question: string; answer: string | null };

/** What a lesson's writer and the tutor are told about this learner (issue 38); empty when nothing is weak. */
export type LessonLearnerNeeds = { weakPrerequisites: WeakPrerequisite[]; mistakes: RecentMistake[] };

const NONE: LessonLearnerNeeds = { weakPrerequisites: [], mistakes: [] };

const MistakeRowSchema = z.object({
  concept_id: z.string(),
  question: z.string(),
  given: z.string().nullable(),
});

/**
 * The lesson's weak prerequisites and the learner's recent mistakes on them: the concepts its own
 * concepts build on (not taught by it), practised, with mastery under WEAK_CONCEPT_BELOW (the
 * kept concept map's view), weakest first; then the latest wrong answers (score under 0.5) on them
 * that kept their question, newest first, one per question. A lesson without concepts, or another
 * learner's, has none.
 */
export async function findLessonLearnerNeeds(
  options: UserOptions & { lessonId: string },
): Promise<LessonLearnerNeeds> {
  const { db, userId, lessonId } = options;
  const taught = await findLessonConcepts(db, userId, [lessonId]);
  const goalId = taught[0]?.goalId;
  if (!goalId) return NONE;
  const map = await readConceptMap({ db, userId, goalId });
  const own = new Set(taught.map((c) => c.id));
  const prerequisiteIds = new Set(
    map.concepts.filter((c) => own.has(c.id)).flatMap((c) => c.prerequisiteIds.filter((id) => !own.has(id))),
  );
  const weak = weakSpotsOf(
    map.concepts.filter((c) => prerequisiteIds.has(c.id)),
    WEAK_PREREQUISITES,
  );
  if (weak.length === 0) return NONE;
  const nameOf = new Map(weak.map((c) => [c.id, c.name]));
  const rows = await findRecentMistakes(db, userId, [...nameOf.keys()]);
  const seen = new Set<string>();
  const mistakes = rows.flatMap((row) => {
    const key = `${row.question}\u0000${row.given ?? ""}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ concept: nameOf.get(row.concept_id)!, question: row.question, answer: row.given }];
  });
  return {
    weakPrerequisites: weak.map((c) => ({ name: c.name, mastery: c.mastery! })),
    mistakes: mistakes.slice(0, RECENT_MISTAKES),
  };
}

/** The latest wrong answers with their question on these concepts, newest first (a few more than shown). */
async function findRecentMistakes(db: DbOrTx, userId: string, conceptIds: string[]) {
  const result = await db.execute(sql`
    select concept_id, question, given from learner_evidence
    where user_id = ${userId}::uuid and concept_id = any(${uuidArray(conceptIds)}::uuid[])
      and score < 0.5 and question is not null and kind <> 'self_report'
    order by at desc, id limit ${RECENT_MISTAKES * 3}`);
  return z.array(MistakeRowSchema).parse((result as unknown as { rows: unknown[] }).rows);
}
