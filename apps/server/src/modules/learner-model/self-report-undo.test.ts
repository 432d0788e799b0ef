import type { ConceptChange, ConceptMap, ConceptView } from "@brainy/contract";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPlannedGoal, createUser, type TestUser, useTestApp } from "../../../test/factories.ts";
import { concepts, learnerEvidence } from "../../db/schema/index.ts";

describe("undo of a self-report (issue 37): a retraction in the append-only log the model honours", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });
  const db = () => fx.t.handle.db;

  async function learnerWithConcept() {
    const user = await createUser(fx.t);
    const goal = await createPlannedGoal(fx.t, user);
    const res = await fx.call(user, "GET", `/api/learner-model/goals/${goal.id}/concepts`);
    expect(res.statusCode, res.body).toBe(200);
    const concept = (res.json() as ConceptMap).concepts[0]!;
    return { user, concept };
  }
  const say = (user: TestUser, id: string, says: "known" | "unknown") =>
    fx.call(user, "POST", `/api/learner-model/concepts/${id}/self-report`, { says });
  const undo = (user: TestUser, id: string) =>
    fx.call(user, "POST", `/api/learner-model/concepts/${id}/self-report/undo`);
  const viewOf = async (user: TestUser, id: string) =>
    (await fx.call(user, "GET", `/api/learner-model/concepts/${id}`)).json() as {
      concept: ConceptView;
      recent: { kind: string; score: number }[];
    };
  const logOf = (conceptId: string) =>
    db()
      .select({ kind: learnerEvidence.kind, item: learnerEvidence.itemKey, score: learnerEvidence.score })
      .from(learnerEvidence)
      .where(eq(learnerEvidence.conceptId, conceptId))
      .orderBy(asc(learnerEvidence.at));
  const stateOf = async (conceptId: string) =>
    (
      await db()
        .select()
        .from(concepts)
        .where(and(eq(concepts.id, conceptId)))
    )[0]!;

  it("undoes the latest self-report: the model is back where it was, the log keeps both rows", async () => {
    const { user, concept } = await learnerWithConcept();
    const fresh = await viewOf(user, concept.id);
    expect(fresh.concept.practised).toBe(false);

    // Nothing to undo yet: 409.
    const none = await undo(user, concept.id);
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json()).toMatchObject({ error: "CONFLICT", details: { reason: "NOTHING_TO_UNDO" } });

    // A lone correction undone: the concept is 'not yet practised' again.
    expect((await say(user, concept.id, "known")).json().concept.practised).toBe(true);
    const alone = (await undo(user, concept.id)).json() as ConceptChange;
    expect(alone.before.practised).toBe(true);
    expect(alone.concept).toMatchObject({ practised: false, mastery: null });
    expect(alone.concept.evidence).toMatchObject({ total: 0, selfReport: null });

    const known = (await say(user, concept.id, "known")).json() as ConceptChange;
    expect(known.recorded).toBe(true);
    expect(known.concept.mastery!).toBeGreaterThan(0.5);
    const afterKnown = await stateOf(concept.id);
    const unknown = (await say(user, concept.id, "unknown")).json() as ConceptChange;
    expect(unknown.concept.mastery!).toBeLessThan(unknown.before.mastery!);

    // Undo takes back 'I don't get this' only: mastery, counts and the last correction as after 'known'.
    const undone = await undo(user, concept.id);
    expect(undone.statusCode, undone.body).toBe(200);
    const change = undone.json() as ConceptChange;
    expect(change.before.mastery).toBeCloseTo(unknown.concept.mastery!, 6);
    expect(change.concept.mastery).toBeCloseTo(known.concept.mastery!, 6);
    expect(change.concept.evidence.selfReport).toBe("known");
    expect(change.concept.evidence.total).toBe(known.concept.evidence.total);
    const afterUndo = await stateOf(concept.id);
    expect(afterUndo.modelState).toEqual(afterKnown.modelState);
    expect(afterUndo.evidenceCount).toBe(afterKnown.evidenceCount);

    // Append-only: the self-report stays, a retraction names it; the latest evidence leaves both out.
    const log = await logOf(concept.id);
    expect(log.map((r) => r.kind)).toEqual([
      "self_report",
      "retraction",
      "self_report",
      "self_report",
      "retraction",
    ]);
    expect(log[4]!.item).toBe(`undo:${log[3]!.item}`);
    const detail = await viewOf(user, concept.id);
    expect(detail.recent).toEqual([expect.objectContaining({ kind: "self_report", score: 1 })]);

    // The undone one is undone: a second undo is 409, not a retraction of the earlier 'known'.
    expect((await undo(user, concept.id)).statusCode).toBe(409);
    expect((await stateOf(concept.id)).selfReport).toBe("known");

    // The same correction made again after the undo is new evidence, and can be undone in turn.
    const again = (await say(user, concept.id, "unknown")).json() as ConceptChange;
    expect(again.recorded).toBe(true);
    expect(again.concept.mastery!).toBeLessThan(again.before.mastery!);
    expect((await undo(user, concept.id)).statusCode).toBe(200);
    expect((await viewOf(user, concept.id)).concept.mastery).toBeCloseTo(known.concept.mastery!, 6);
  });

  it("two undos at once make one retraction, the other answers 409; another learner's concept is 404", async () => {
    const { user, concept } = await learnerWithConcept();
    await say(user, concept.id, "unknown");
    await say(user, concept.id, "known");
    const answers = await Promise.all([undo(user, concept.id), undo(user, concept.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const log = await logOf(concept.id);
    expect(log.filter((r) => r.kind === "retraction")).toHaveLength(1);
    const state = await stateOf(concept.id);
    expect(state.selfReport).toBe("unknown");
    expect(state.evidenceCount).toBe(1);

    const other = await createUser(fx.t);
    expect((await undo(other, concept.id)).statusCode).toBe(404);
    expect((await undo(user, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await undo(user, "not-a-uuid")).statusCode).toBe(400);
    expect(await logOf(concept.id)).toHaveLength(3);
  });
});
