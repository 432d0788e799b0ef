import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { LEARNER_MODEL } from "./model/index.ts";
import type { ConceptState, EvidenceKind, PrerequisiteView } from "./model/types.ts";

/** One answer (or self-report) to record: the item it answered, on each of its concepts. */
export type EvidenceInput = {
  /** The learner's concepts the item checks (another learner's are ignored). */
  conceptIds: readonly string[];
  /**
   * What was answered and which attempt, stable across retries: the same key on a concept is
   * recorded once (`checkpoint:<lesson>:v<version>:<block>`, `card:<card>:<reps>`, …).
   */
  itemKey: string;
  kind: EvidenceKind;
  /** 0 wrong … 1 right. */
  score: number;
  durationMs?: number | null;
  /** How many choices a multiple-choice item offered; null or absent otherwise. */
  choices?: number | null;
  at?: Date;
  /** The question as the learner saw it, and their answer: kept with the evidence (issue 38's mistakes). */
  question?: string | null;
  given?: string | null;
};

/** Characters of a question, and of an answer, the log keeps. */
const QUESTION_CHARS = 500;
const GIVEN_CHARS = 300;
const clip = (text: string | null | undefined, max: number) =>
  text?.trim() ? text.trim().slice(0, max) : null;

/** A concept's row as the update reads it (locked). */
type StateRow = {
  id: string;
  model_state: ConceptState | null;
  evidence_count: number;
  answer_count: number;
  right_count: number;
  last_seen_at: string | Date | null;
  self_report: string | null;
  self_reported_at: string | Date | null;
  prerequisite_ids: string[] | null;
};

type InsertedRow = {
  concept_id: string;
  kind: EvidenceKind;
  score: number;
  duration_ms: number | null;
  choices: number | null;
  at: string | Date;
};

/** A list of ids as one PostgreSQL array literal (one parameter, not one per id). */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(",")}}`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * Records evidence and folds it into the learner's concept states in one transaction of three
 * statements, whatever the log holds (issue 37: part of the answer's request): the rows are added
 * to the log unless their (concept, item) is there already (an answer sent twice, in parallel or
 * again, counts once); the touched concepts and their prerequisites are read and the touched ones
 * locked (in id order, so parallel answers never deadlock); each touched concept's new evidence is
 * folded in time order with LEARNER_MODEL, its prerequisites' views informing it; the states are
 * written back. Answers the concepts that changed. Another learner's concept ids record nothing.
 */
export async function recordEvidence(options: {
  db: Db;
  userId: string;
  evidence: readonly EvidenceInput[];
}): Promise<{ recorded: number; conceptIds: string[] }> {
  const rows = options.evidence.flatMap((e) =>
    [...new Set(e.conceptIds)].map((conceptId) => ({
      concept_id: conceptId,
      item_key: e.itemKey.slice(0, 300),
      kind: e.kind,
      score: Number.isFinite(e.score) ? Math.min(1, Math.max(0, e.score)) : 0,
      duration_ms: e.durationMs == null ? null : Math.max(0, Math.round(e.durationMs)),
      choices: e.choices && e.choices >= 2 ? Math.round(e.choices) : null,
      at: (e.at ?? new Date()).toISOString(),
      question: clip(e.question, QUESTION_CHARS),
      given: clip(e.given, GIVEN_CHARS),
    })),
  );
  if (rows.length === 0) return { recorded: 0, conceptIds: [] };
  return options.db.transaction((tx) => recordEvidenceRows(tx, options.userId, rows));
}

async function recordEvidenceRows(
  tx: DbOrTx,
  userId: string,
  rows: {
    concept_id: string;
    item_key: string;
    kind: string;
    score: number;
    duration_ms: number | null;
    choices: number | null;
    at: string;
    question: string | null;
    given: string | null;
  }[],
): Promise<{ recorded: number; conceptIds: string[] }> {
  const inserted = rowsOf<InsertedRow>(
    await tx.execute(sql`
      insert into learner_evidence (user_id, goal_id, concept_id, item_key, kind, score, duration_ms, choices, at, question, given)
      select ${userId}::uuid, c.goal_id, c.id, x.item_key, x.kind, x.score, x.duration_ms, x.choices, x.at, x.question, x.given
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(concept_id uuid, item_key text, kind text, score real, duration_ms integer, choices integer, at timestamptz,
          question text, given text)
      join concepts c on c.id = x.concept_id and c.user_id = ${userId}::uuid
      on conflict (concept_id, item_key) do nothing
      returning concept_id, kind, score, duration_ms, choices, at`),
  );
  if (inserted.length === 0) return { recorded: 0, conceptIds: [] };
  const touched = [...new Set(inserted.map((r) => r.concept_id))];
  const byId = await lockStates(tx, userId, touched);
  const updates = touched.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const fresh = inserted
      .filter((r) => r.concept_id === id)
      .map((r) => ({ ...r, at: new Date(r.at), score: Number(r.score) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    return [foldInto(row, fresh, byId)];
  });
  await writeStates(tx, userId, updates);
  return { recorded: inserted.length, conceptIds: touched };
}

/** The touched concepts and their prerequisites, the touched ones locked (in id order: no deadlocks). */
async function lockStates(tx: DbOrTx, userId: string, touched: string[]): Promise<Map<string, StateRow>> {
  const states = rowsOf<StateRow>(
    await tx.execute(sql`
      select c.id, c.model_state, c.evidence_count, c.answer_count, c.right_count, c.last_seen_at,
        c.self_report, c.self_reported_at,
        (select coalesce(array_agg(p.prerequisite_id), '{}') from concept_prerequisites p where p.concept_id = c.id) as prerequisite_ids
      from concepts c
      where c.user_id = ${userId}::uuid
        and (c.id = any(${uuidArray(touched)}::uuid[])
          or c.id in (select p.prerequisite_id from concept_prerequisites p where p.concept_id = any(${uuidArray(touched)}::uuid[])))
      order by c.id
      for update of c`),
  );
  return new Map(states.map((s) => [s.id, s]));
}

/** Writes folded states back (one statement). */
async function writeStates(tx: DbOrTx, userId: string, updates: ReturnType<typeof foldInto>[]) {
  if (updates.length === 0) return;
  await tx.execute(sql`
    update concepts c set model_state = x.model_state, evidence_count = x.evidence_count,
      answer_count = x.answer_count, right_count = x.right_count, last_seen_at = x.last_seen_at,
      self_report = x.self_report, self_reported_at = x.self_reported_at, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
      as x(id uuid, model_state jsonb, evidence_count integer, answer_count integer, right_count integer,
        last_seen_at timestamptz, self_report text, self_reported_at timestamptz)
    where c.id = x.id and c.user_id = ${userId}::uuid`);
}

/**
 * The log's kind of a retraction: the learner took back the evidence whose `item_key` this row's
 * key names after `undo:` (an undone self-report). The log stays append-only; a replay skips both
 * the retraction and what it retracts (`refoldConcepts`, `findRecentEvidence`).
 */
export const RETRACTION_KIND = "retraction";
export const RETRACTION_PREFIX = "undo:";

/** The evidence a replay honours: no retraction, nothing retracted (alias `e`). */
export const honouredEvidence = sql`e.kind <> ${RETRACTION_KIND} and not exists (
  select 1 from learner_evidence r where r.concept_id = e.concept_id and r.item_key = ${RETRACTION_PREFIX} || e.item_key)`;

/**
 * Takes back the evidence of one item (a review rating the learner undid: its log row goes too)
 * and folds the concepts it touched again from the rest of their log, in time order: the only
 * deletion from the log besides a goal's or the account's. Costs the concepts' evidence, which an
 * undo (rare, and of the last rating) can afford.
 */
export async function retractEvidence(options: { db: Db; userId: string; itemKey: string }): Promise<number> {
  const { db, userId, itemKey } = options;
  return db.transaction(async (tx) => {
    const gone = rowsOf<{ concept_id: string }>(
      await tx.execute(sql`
        delete from learner_evidence where user_id = ${userId}::uuid and item_key = ${itemKey}
        returning concept_id`),
    );
    await refoldConcepts(tx, userId, [...new Set(gone.map((r) => r.concept_id))]);
    return gone.length;
  });
}

/**
 * Folds these concepts again from the whole of their honoured log, in time order (inside the
 * caller's transaction; the concepts are locked): after a rating's evidence was deleted, or a
 * self-report retracted.
 */
export async function refoldConcepts(tx: DbOrTx, userId: string, touched: string[]): Promise<void> {
  if (touched.length === 0) return;
  const byId = await lockStates(tx, userId, touched);
  const log = rowsOf<InsertedRow>(
    await tx.execute(sql`
      select e.concept_id, e.kind, e.score, e.duration_ms, e.choices, e.at from learner_evidence e
      where e.user_id = ${userId}::uuid and e.concept_id = any(${uuidArray(touched)}::uuid[])
        and ${honouredEvidence}
      order by e.at, e.id`),
  );
  const updates = touched.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const empty: StateRow = {
      ...row,
      model_state: null,
      evidence_count: 0,
      answer_count: 0,
      right_count: 0,
      last_seen_at: null,
      self_report: null,
      self_reported_at: null,
    };
    const all = log
      .filter((r) => r.concept_id === id)
      .map((r) => ({ ...r, at: new Date(r.at), score: Number(r.score) }));
    return [foldInto(empty, all, byId)];
  });
  await writeStates(tx, userId, updates);
}

/** The prerequisites' views at `at` (their own prerequisites are not followed: one level). */
function prerequisitesOf(row: StateRow, byId: Map<string, StateRow>, at: Date): PrerequisiteView[] {
  return (row.prerequisite_ids ?? []).flatMap((id) => {
    const prerequisite = byId.get(id);
    if (!prerequisite || id === row.id) return [];
    const view = LEARNER_MODEL.view(prerequisite.model_state ?? LEARNER_MODEL.initialState(), at, {
      prerequisites: [],
    });
    return [{ mastery: view.mastery, certainty: view.certainty }];
  });
}

/** A concept's row after folding its new evidence in, in time order. */
function foldInto(
  row: StateRow,
  fresh: {
    kind: EvidenceKind;
    score: number;
    duration_ms: number | null;
    choices: number | null;
    at: Date;
  }[],
  byId: Map<string, StateRow>,
) {
  let state = row.model_state ?? LEARNER_MODEL.initialState();
  let answers = row.answer_count;
  let right = row.right_count;
  let lastSeen = dateOf(row.last_seen_at);
  let selfReport = row.self_report;
  let selfReportedAt = dateOf(row.self_reported_at);
  for (const e of fresh) {
    const prerequisites = prerequisitesOf(row, byId, e.at);
    state = LEARNER_MODEL.update(
      state,
      { kind: e.kind, score: e.score, at: e.at, durationMs: e.duration_ms, choices: e.choices },
      prerequisites,
    );
    if (!lastSeen || e.at > lastSeen) lastSeen = e.at;
    if (e.kind === "self_report") {
      selfReport = e.score >= 0.5 ? "known" : "unknown";
      selfReportedAt = e.at;
    } else {
      answers += 1;
      if (e.score >= 0.5) right += 1;
    }
  }
  return {
    id: row.id,
    model_state: state,
    evidence_count: row.evidence_count + fresh.length,
    answer_count: answers,
    right_count: right,
    last_seen_at: lastSeen?.toISOString() ?? null,
    self_report: selfReport,
    self_reported_at: selfReportedAt?.toISOString() ?? null,
  };
}
