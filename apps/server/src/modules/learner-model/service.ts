import type { ConceptChange, SelfReport } from "@brainy/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { concepts, learnerEvidence } from "../../db/schema/index.ts";
import type { IdempotentOptions } from "../../lib/service-options.ts";
import { recordEvidence } from "./evidence.ts";
import { readConceptView } from "./map.ts";
import { countRetractions } from "./self-report-undo.ts";

/**
 * POST /learner-model/concepts/{id}/self-report: 'I already know this' (known) or 'I don't get this'
 * (unknown), kept as evidence (kind `self_report`, weighing less than an answer) and answered with
 * the concept before and after, so the change shows. The same correction sent twice at once counts
 * once (its key names the evidence count it was made on, and the undos before it). 404 for another
 * learner's concept.
 */
export async function reportConcept(
  options: IdempotentOptions & { db: Db; userId: string; conceptId: string; says: SelfReport },
): Promise<ConceptChange> {
  const { userId, conceptId, keep } = options;
  const report = async (db: Db): Promise<ConceptChange> => {
    const before = await readConceptView(db, userId, conceptId);
    const undone = await countRetractions(db, userId, conceptId);
    const { recorded } = await recordEvidence({
      db,
      userId,
      evidence: [
        {
          conceptIds: [conceptId],
          itemKey: `self:${options.says}:${before.evidence.total}${undone > 0 ? `:u${undone}` : ""}`,
          kind: "self_report",
          score: options.says === "known" ? 1 : 0,
        },
      ],
    });
    const answer = { before, concept: await readConceptView(db, userId, conceptId), recorded: recorded > 0 };
    await keep?.(db, answer);
    return answer;
  };
  // With an Idempotency-Key, the evidence and the answer kept under the key commit together.
  return keep ? options.db.transaction((tx) => report(tx as Db)) : report(options.db);
}

/**
 * GET /learner-model/export: the learner's concepts and their whole evidence log, for the account's
 * export (the log goes with the account: every row cascades from the user).
 */
export async function exportLearnerModel(options: { db: Db; userId: string }) {
  const { db, userId } = options;
  const [conceptRows, evidence] = await Promise.all([
    db
      .select({
        id: concepts.id,
        goalId: concepts.goalId,
        name: concepts.name,
        evidenceCount: concepts.evidenceCount,
        answerCount: concepts.answerCount,
        rightCount: concepts.rightCount,
        lastSeenAt: concepts.lastSeenAt,
        selfReport: concepts.selfReport,
        modelState: concepts.modelState,
      })
      .from(concepts)
      .where(eq(concepts.userId, userId))
      .orderBy(asc(concepts.goalId), asc(concepts.position)),
    db
      .select({
        conceptId: learnerEvidence.conceptId,
        goalId: learnerEvidence.goalId,
        item: learnerEvidence.itemKey,
        kind: learnerEvidence.kind,
        score: learnerEvidence.score,
        durationMs: learnerEvidence.durationMs,
        at: learnerEvidence.at,
        question: learnerEvidence.question,
        given: learnerEvidence.given,
      })
      .from(learnerEvidence)
      .where(eq(learnerEvidence.userId, userId))
      .orderBy(asc(learnerEvidence.at)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    concepts: conceptRows.map((c) => ({ ...c, lastSeenAt: c.lastSeenAt?.toISOString() ?? null })),
    evidence: evidence.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}
