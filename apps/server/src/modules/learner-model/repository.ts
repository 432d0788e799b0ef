import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { jsonColumn } from "../../db/json-rows.ts";
import { honouredEvidence } from "./evidence.ts";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const timestamp = z.union([z.string(), z.date()]).transform((v) => new Date(v));

/** A card's FSRS columns as the map reads them (json). */
const CardFactsSchema = z.object({
  due: timestamp,
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  reps: z.number(),
  lapses: z.number(),
  state: z.number(),
  last_review: timestamp.nullable(),
});
export type CardFacts = z.infer<typeof CardFactsSchema>;

/** A concept with everything the map shows of it (one json object per concept). */
const ConceptFactsSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number(),
  model_state: z.record(z.string(), z.unknown()).nullable(),
  evidence_count: z.number(),
  answer_count: z.number(),
  right_count: z.number(),
  last_seen_at: timestamp.nullable(),
  self_report: z.enum(["known", "unknown"]).nullable(),
  self_reported_at: timestamp.nullable(),
  prerequisite_ids: z.array(z.string()),
  lessons: z.array(z.object({ id: z.string(), title: z.string() })),
  cards: z.array(CardFactsSchema),
});
export type ConceptFacts = z.infer<typeof ConceptFactsSchema>;

const GoalConceptsRowSchema = z.object({
  goal_id: z.string(),
  goal_title: z.string(),
  naming: jsonColumn(
    z
      .object({
        state: z.enum(["queued", "running", "done", "failed"]),
        done: z.number(),
        total: z.number(),
        error: z.string().nullable(),
      })
      .nullable(),
  ),
  concepts: jsonColumn(z.array(ConceptFactsSchema)),
});
export type GoalConceptsRow = z.infer<typeof GoalConceptsRowSchema>;

/** The columns of one concept (`c`, or another alias) as json, with its prerequisites, lessons and cards (not suspended). */
function conceptJson(alias = "c") {
  const c = sql.raw(alias);
  return sql`json_build_object(
  'id', ${c}.id, 'name', ${c}.name, 'position', ${c}.position, 'model_state', ${c}.model_state,
  'evidence_count', ${c}.evidence_count, 'answer_count', ${c}.answer_count, 'right_count', ${c}.right_count,
  'last_seen_at', ${c}.last_seen_at, 'self_report', ${c}.self_report, 'self_reported_at', ${c}.self_reported_at,
  'prerequisite_ids', coalesce((select json_agg(p.prerequisite_id) from concept_prerequisites p where p.concept_id = ${c}.id), '[]'::json),
  'lessons', coalesce((select json_agg(json_build_object('id', l.id, 'title', l.title) order by l.order, l.id)
    from lesson_concepts lc join lessons l on l.id = lc.lesson_id where lc.concept_id = ${c}.id), '[]'::json),
  'cards', coalesce((select json_agg(json_build_object('due', rc.due, 'stability', rc.stability,
      'difficulty', rc.difficulty, 'elapsed_days', rc.elapsed_days, 'scheduled_days', rc.scheduled_days,
      'learning_steps', rc.learning_steps, 'reps', rc.reps, 'lapses', rc.lapses, 'state', rc.state,
      'last_review', rc.last_review) order by rc.due)
    from review_card_concepts k join review_cards rc on rc.id = k.card_id
    where k.concept_id = ${c}.id and not rc.suspended), '[]'::json))`;
}

/**
 * A goal's concepts with their states, prerequisites, lessons and cards, and the naming work's
 * state, in one statement (what the map needs, whatever the goal's size). Undefined when the goal
 * is not the caller's.
 */
export async function findGoalConcepts(
  db: DbOrTx,
  userId: string,
  goalId: string,
): Promise<GoalConceptsRow | undefined> {
  const rows = rowsOf<unknown>(
    await db.execute(sql`
      select g.id as goal_id, coalesce(nullif(g.title, ''), g.description) as goal_title,
        (select json_build_object('state', w.state, 'done', w.done, 'total', w.total, 'error', w.error)
          from concept_work w where w.goal_id = g.id) as naming,
        coalesce((select json_agg(${conceptJson()} order by c.position)
          from concepts c where c.goal_id = g.id and c.user_id = ${userId}::uuid), '[]'::json) as concepts
      from goals g where g.id = ${goalId}::uuid and g.user_id = ${userId}::uuid`),
  );
  return rows[0] === undefined ? undefined : GoalConceptsRowSchema.parse(rows[0]);
}

/**
 * The concepts of many goals, each its owner's (pairs of goal and user), in one statement: what
 * findGoalConcepts reads for one (without the naming work). A pair whose goal is not that user's is left out.
 */
export async function findManyGoalsConcepts(
  db: DbOrTx,
  goals: readonly { userId: string; goalId: string }[],
): Promise<Omit<GoalConceptsRow, "naming">[]> {
  if (!goals.length) return [];
  const goalIds = sql.join(
    goals.map((g) => sql`${g.goalId}::uuid`),
    sql`, `,
  );
  const userIds = sql.join(
    goals.map((g) => sql`${g.userId}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<unknown>(
    await db.execute(sql`
      select g.id as goal_id, coalesce(nullif(g.title, ''), g.description) as goal_title,
        coalesce((select json_agg(${conceptJson()} order by c.position)
          from concepts c where c.goal_id = g.id and c.user_id = g.user_id), '[]'::json) as concepts
      from unnest(array[${goalIds}], array[${userIds}]) as p(goal_id, user_id)
      join goals g on g.id = p.goal_id and g.user_id = p.user_id`),
  );
  return z.array(GoalConceptsRowSchema.omit({ naming: true })).parse(rows);
}

/** One concept with its goal (for a concept's own read), or undefined when not the caller's. */
export async function findConcept(
  db: DbOrTx,
  userId: string,
  conceptId: string,
): Promise<(ConceptFacts & { goal_id: string; prerequisites: ConceptFacts[] }) | undefined> {
  const rows = rowsOf<unknown>(
    await db.execute(sql`
      select c.goal_id, ${conceptJson()} as concept,
        coalesce((select json_agg(${conceptJson("c2")})
          from concepts c2 join concept_prerequisites p on p.prerequisite_id = c2.id
          where p.concept_id = c.id), '[]'::json) as prerequisites
      from concepts c where c.id = ${conceptId}::uuid and c.user_id = ${userId}::uuid`),
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const parsed = z
    .object({
      goal_id: z.string(),
      concept: jsonColumn(ConceptFactsSchema),
      prerequisites: jsonColumn(z.array(ConceptFactsSchema)),
    })
    .parse(row);
  return { ...parsed.concept, goal_id: parsed.goal_id, prerequisites: parsed.prerequisites };
}

/** The latest evidence on a concept, newest first (a retracted self-report and its retraction left out). */
export async function findRecentEvidence(db: DbOrTx, userId: string, conceptId: string, limit: number) {
  const rows = rowsOf<unknown>(
    await db.execute(sql`
      select e.kind, e.score, e.at from learner_evidence e
      where e.concept_id = ${conceptId}::uuid and e.user_id = ${userId}::uuid and ${honouredEvidence}
      order by e.at desc limit ${limit}`),
  );
  return z.array(z.object({ kind: z.string(), score: z.number(), at: timestamp })).parse(rows);
}
