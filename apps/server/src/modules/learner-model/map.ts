import {
  type ConceptDetail,
  type ConceptMap,
  type ConceptView,
  KNOWN_CONCEPT_FROM,
  WEAK_CONCEPT_BELOW,
  type WeakestConcepts,
} from "@brainy/contract";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type DbOrTx, memoizedRead } from "../../db/client.ts";
import type { VersionedTable } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { findConcept, findGoalConcepts, findManyGoalsConcepts, findRecentEvidence } from "./repository.ts";
import { viewConcept, viewConcepts } from "./views.ts";

/** Mastery decays with the clock: the map is kept a few seconds at most (as the review's mastery). */
export const MAP_MAX_AGE_MS = 5_000;
/** Weak spots listed at most. */
const WEAK_SPOTS = 10;

/** The tables the map reads, all versioned (their changes make it stale at once). */
const MAP_TABLES: readonly VersionedTable[] = [
  "goals",
  "concept_work",
  "concepts",
  "concept_prerequisites",
  "lesson_concepts",
  "lessons",
  "review_card_concepts",
  "review_cards",
];

/** Practised concepts below the weak line, weakest first. */
export function weakSpotsOf(concepts: readonly ConceptView[], limit = WEAK_SPOTS): ConceptView[] {
  return concepts
    .filter((c) => c.practised && c.mastery !== null && c.mastery < WEAK_CONCEPT_BELOW)
    .sort((a, b) => a.mastery! - b.mastery! || a.position - b.position)
    .slice(0, limit);
}

/** The map from one statement's rows (without keeping it). */
export async function readConceptMapNow(
  db: DbOrTx,
  userId: string,
  goalId: string,
  now = new Date(),
): Promise<ConceptMap> {
  const row = await findGoalConcepts(db, userId, goalId);
  if (!row) throw notFound("Goal");
  const concepts = viewConcepts(row.concepts, now);
  return {
    goal: { id: row.goal_id, title: row.goal_title },
    concepts,
    weakSpots: weakSpotsOf(concepts).map((c) => c.id),
    naming: row.naming && row.naming.state !== "done" ? row.naming : null,
  };
}

/**
 * The weak spots (weakSpotsOf of each map's concepts) of many goals, each its owner's, in one
 * statement (the teacher's report over a class): goal id → weakest first. A goal that is not its
 * pair's user's has no entry. Not kept (each map's own key stays the learner's).
 */
export async function readWeakSpotsOfGoals(
  db: DbOrTx,
  goals: readonly { userId: string; goalId: string }[],
  now = new Date(),
): Promise<Map<string, ConceptView[]>> {
  const rows = await findManyGoalsConcepts(db, goals);
  return new Map(rows.map((row) => [row.goal_id, weakSpotsOf(viewConcepts(row.concepts, now))]));
}

/**
 * GET /learner-model/goals/{goalId}/concepts: the goal's concepts as a graph with mastery, how sure,
 * the evidence in counts and the weak spots. One statement, kept until a write to what it reads
 * (or 5 s, for the forgetting); its JSON is written once per kept answer. 404 for another user's goal.
 */
export async function readConceptMap(
  options: UserOptions & { goalId: string; now?: Date },
): Promise<ConceptMap> {
  const { db, userId, goalId } = options;
  if (options.now) return readConceptMapNow(db, userId, goalId, options.now);
  const map = await memoizedRead(
    db,
    { key: `concept-map:${userId}:${goalId}`, owner: userId, maxAgeMs: MAP_MAX_AGE_MS, reads: MAP_TABLES },
    () => readConceptMapNow(db, userId, goalId),
  );
  return deriveOnce("concept-map", map, (kept) => ({ ...kept }));
}

/** GET /learner-model/concepts/{id}: a concept now with its latest evidence; 404 when not the caller's. */
export async function readConceptDetail(
  options: UserOptions & { conceptId: string },
): Promise<ConceptDetail> {
  const { db, userId, conceptId } = options;
  const [facts, recent] = await Promise.all([
    findConcept(db, userId, conceptId),
    findRecentEvidence(db, userId, conceptId, 10),
  ]);
  if (!facts) throw notFound("Concept");
  return {
    goalId: facts.goal_id,
    concept: viewConcept(facts, facts.prerequisites, new Date()),
    recent: recent.map((e) => ({ kind: e.kind, score: e.score, at: e.at.toISOString() })),
  };
}

/** A concept now (after a correction or an answer), or 404. */
export async function readConceptView(db: DbOrTx, userId: string, conceptId: string): Promise<ConceptView> {
  const facts = await findConcept(db, userId, conceptId);
  if (!facts) throw notFound("Concept");
  return viewConcept(facts, facts.prerequisites, new Date());
}

/**
 * The lessons whose concepts the learner likely knows (issue 38): every concept of the lesson
 * practised, with mastery at or above KNOWN_CONCEPT_FROM, from the kept map. Completion is the
 * caller's to weigh. A lesson without concepts is never among them.
 */
export async function findLikelyKnownLessons(options: UserOptions & { goalId: string }): Promise<string[]> {
  const map = await readConceptMap(options);
  const known = new Map<string, boolean>();
  for (const concept of map.concepts) {
    const isKnown = concept.practised && concept.mastery !== null && concept.mastery >= KNOWN_CONCEPT_FROM;
    for (const lesson of concept.lessons) known.set(lesson.id, (known.get(lesson.id) ?? true) && isKnown);
  }
  return [...known].filter(([, isKnown]) => isKnown).map(([id]) => id);
}

/** How many weakest concepts /home shows. */
export const WEAKEST_ON_HOME = 3;

/**
 * GET /learner-model/weakest: the weakest practised concepts across the learner's goals (each
 * goal's map, kept), at most `limit`. Goals without concepts cost one cheap statement.
 */
export async function readWeakestConcepts(
  options: UserOptions & { limit?: number },
): Promise<WeakestConcepts> {
  const { db, userId } = options;
  const goals = await memoizedRead(
    db,
    { key: `concept-goals:${userId}`, owner: userId, maxAgeMs: 60_000, reads: ["concepts", "goals"] },
    async () =>
      z.array(z.object({ id: z.string(), title: z.string() })).parse(
        (
          (await db.execute(sql`
              select g.id, coalesce(nullif(g.title, ''), g.description) as title from goals g
              where g.user_id = ${userId}::uuid
                and exists (select 1 from concepts c where c.goal_id = g.id and c.user_id = ${userId}::uuid and c.evidence_count > 0)
              order by g.created_at`)) as unknown as { rows: unknown[] }
        ).rows,
      ),
  );
  const maps = await Promise.all(goals.map((g) => readConceptMap({ db, userId, goalId: g.id })));
  const weakest = maps
    .flatMap((map) => weakSpotsOf(map.concepts).map((c) => ({ c, goal: map.goal })))
    .sort((a, b) => a.c.mastery! - b.c.mastery!)
    .slice(0, options.limit ?? WEAKEST_ON_HOME);
  return {
    concepts: weakest.map(({ c, goal }) => ({
      id: c.id,
      name: c.name,
      goalId: goal.id,
      goalTitle: goal.title,
      mastery: c.mastery!,
      level: c.level,
    })),
  };
}
