import type { ConceptChange } from "@brainy/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { RETRACTION_KIND, RETRACTION_PREFIX, refoldConcepts } from "./evidence.ts";
import { readConceptView } from "./map.ts";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const nothingToUndo = () =>
  new AppError("CONFLICT", "There is no correction to undo on this concept", {
    details: { reason: "NOTHING_TO_UNDO" },
  });

/**
 * POST /learner-model/concepts/{id}/self-report/undo: takes back the learner's latest self-report
 * on the concept ('I already know this' / 'I don't get this'). The log is append-only, so the undo
 * is a retraction row (kind `retraction`, key `undo:<the self-report's key>`) and the concept is
 * folded again from its honoured log, in one transaction. The concept row is locked first, so two
 * undos at once queue: the first retracts, the second finds the latest self-report retracted and
 * answers 409 CONFLICT (`NOTHING_TO_UNDO`), as does a concept with no self-report. 404 for another
 * learner's concept. Answers the concept before and after.
 */
export async function undoSelfReport(options: {
  db: Db;
  userId: string;
  conceptId: string;
}): Promise<ConceptChange> {
  const { db, userId, conceptId } = options;
  const before = await readConceptView(db, userId, conceptId);
  await db.transaction(async (tx) => {
    const locked = rowsOf<{ goal_id: string }>(
      await tx.execute(sql`
        select goal_id from concepts where id = ${conceptId}::uuid and user_id = ${userId}::uuid for update`),
    );
    const goalId = locked[0]?.goal_id;
    if (goalId === undefined) throw notFound("Concept");
    const latest = rowsOf<{ item_key: string; retracted: boolean }>(
      await tx.execute(sql`
        select e.item_key, exists (select 1 from learner_evidence r
          where r.concept_id = e.concept_id and r.item_key = ${RETRACTION_PREFIX} || e.item_key) as retracted
        from learner_evidence e
        where e.concept_id = ${conceptId}::uuid and e.user_id = ${userId}::uuid and e.kind = 'self_report'
        order by e.at desc, e.id desc limit 1`),
    )[0];
    if (!latest || latest.retracted) throw nothingToUndo();
    const inserted = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into learner_evidence (user_id, goal_id, concept_id, item_key, kind, score)
        values (${userId}::uuid, ${goalId}::uuid, ${conceptId}::uuid, ${RETRACTION_PREFIX + latest.item_key},
          ${RETRACTION_KIND}, 0)
        on conflict (concept_id, item_key) do nothing
        returning id`),
    );
    if (inserted.length === 0) throw nothingToUndo();
    await refoldConcepts(tx, userId, [conceptId]);
  });
  return { before, concept: await readConceptView(db, userId, conceptId), recorded: true };
}

/**
 * How many self-reports on the concept were retracted: part of a new self-report's key, so the same
 * correction made again after an undo is new evidence (its evidence count is back to what it was).
 */
export async function countRetractions(db: Db, userId: string, conceptId: string): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      select count(*) as n from learner_evidence
      where concept_id = ${conceptId}::uuid and user_id = ${userId}::uuid and kind = ${RETRACTION_KIND}`),
  );
  return Number(rows[0]?.n ?? 0);
}
