import { randomUUID } from "node:crypto";
import { conceptKey } from "@brainy/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Embedder } from "../../ai/embeddings.ts";
import type { PlannedConcept } from "../../ai/tasks/write-section-lessons/schema.ts";
import type { DbOrTx } from "../../db/client.ts";
import { conceptPrerequisites, concepts, lessonConcepts } from "../../db/schema/index.ts";

/** The concepts a plan named for one lesson. */
export type LessonConceptPlan = { lessonId: string; concepts: PlannedConcept[] };

/** Two names whose embeddings are at least this close (cosine) are one concept. */
export const SAME_CONCEPT_COSINE = 0.9;

/** The goal's concept names in creation order (what the planners are told is known). */
export async function listConceptNames(db: DbOrTx, userId: string, goalId: string): Promise<string[]> {
  const rows = await db
    .select({ name: concepts.name })
    .from(concepts)
    .where(and(eq(concepts.goalId, goalId), eq(concepts.userId, userId)))
    .orderBy(asc(concepts.position));
  return rows.map((r) => r.name);
}

const cosine = (a: readonly number[], b: readonly number[]) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * (b[i] ?? 0);
    na += a[i]! * a[i]!;
    nb += (b[i] ?? 0) * (b[i] ?? 0);
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};

/** The embeddings of new concept names (by key) to keep with them, and their model. */
export type ConceptVectors = { vectors: Map<string, number[]>; model?: string };

/**
 * Where embeddings are configured, a planned name close in meaning to a concept the goal has (or
 * to a name planned before it in the same plan) takes that concept's name, so it becomes the same
 * concept; names equal once normalised are one concept anyway. Runs before the transaction that
 * saves them (an embedding is a network call). Without an embedder, or if it fails, the plans are
 * kept as they are (dedupe by normalised name only).
 */
export async function canonicalConceptNames(options: {
  db: DbOrTx;
  embedder: Embedder | null | undefined;
  userId: string;
  goalId: string | null;
  /** Each planned lesson's concepts. */
  lessons: PlannedConcept[][];
}): Promise<{ lessons: PlannedConcept[][]; found: ConceptVectors }> {
  const { embedder, lessons } = options;
  const none = { lessons, found: { vectors: new Map() } };
  if (!embedder || lessons.length === 0) return none;
  const existing = options.goalId
    ? await options.db
        .select({ name: concepts.name, embedding: concepts.embedding, model: concepts.embeddingModel })
        .from(concepts)
        .where(and(eq(concepts.goalId, options.goalId), eq(concepts.userId, options.userId)))
    : [];
  const known = new Map(existing.map((c) => [conceptKey(c.name), c]));
  const fresh = [
    ...new Set(
      lessons
        .flat()
        .map((c) => c.name)
        .filter((n) => !known.has(conceptKey(n))),
    ),
  ];
  const stale = existing.filter((c) => !c.embedding || c.model !== embedder.model).map((c) => c.name);
  let vectors: number[][];
  try {
    vectors = await embedder.embed([...fresh, ...stale]);
  } catch {
    return none;
  }
  const vectorOf = new Map<string, number[]>();
  for (const [i, name] of [...fresh, ...stale].entries()) vectorOf.set(conceptKey(name), vectors[i] ?? []);
  const pool: { name: string; vector: number[] }[] = existing.flatMap((c) => {
    const vector = c.embedding && c.model === embedder.model ? c.embedding : vectorOf.get(conceptKey(c.name));
    return vector ? [{ name: c.name, vector }] : [];
  });
  const renamed = new Map<string, string>();
  for (const name of fresh) {
    const vector = vectorOf.get(conceptKey(name));
    if (!vector) continue;
    const twin = pool.find((p) => cosine(p.vector, vector) >= SAME_CONCEPT_COSINE);
    if (twin) renamed.set(conceptKey(name), twin.name);
    else pool.push({ name, vector });
  }
  const canonical = (name: string) => renamed.get(conceptKey(name)) ?? name;
  const kept = fresh.filter((n) => !renamed.has(conceptKey(n)));
  return {
    lessons: lessons.map((list) =>
      dedupe(list.map((c) => ({ name: canonical(c.name), buildsOn: c.buildsOn.map(canonical) }))),
    ),
    found: {
      vectors: new Map(kept.map((n) => [conceptKey(n), vectorOf.get(conceptKey(n))!])),
      model: embedder.model,
    },
  };
}

/** A lesson's concepts once each (two names may have become one). */
function dedupe(list: PlannedConcept[]): PlannedConcept[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = conceptKey(c.name);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Saves the concepts a plan named for its lessons, in the transaction that inserts the lessons
 * (four statements, however many lessons): the goal's concepts are read, names new to the goal are
 * added after them, each lesson is linked to its concepts, and each `buildsOn` name the goal knows
 * becomes a prerequisite edge when that concept is older (so the graph stays acyclic). A name
 * another plan added meanwhile is the same concept (unique per goal and key).
 */
export async function saveLessonConcepts(
  tx: DbOrTx,
  options: { userId: string; goalId: string; plans: LessonConceptPlan[]; vectors?: ConceptVectors },
): Promise<void> {
  const { userId, goalId, plans } = options;
  if (!plans.some((p) => p.concepts.length)) return;
  const existing = await tx
    .select({ id: concepts.id, key: concepts.key, position: concepts.position })
    .from(concepts)
    .where(and(eq(concepts.goalId, goalId), eq(concepts.userId, userId)));
  const byKey = new Map(existing.map((c) => [c.key, c]));
  let next = existing.reduce((max, c) => Math.max(max, c.position), -1) + 1;
  const added: (typeof concepts.$inferInsert)[] = [];
  for (const plan of plans) {
    for (const concept of plan.concepts) {
      const key = conceptKey(concept.name);
      if (!key || byKey.has(key)) continue;
      const row = { id: randomUUID(), key, position: next++ };
      byKey.set(key, row);
      const vector = options.vectors?.vectors.get(key);
      added.push({
        ...row,
        userId,
        goalId,
        name: concept.name.trim().slice(0, 80),
        ...(vector?.length ? { embedding: vector, embeddingModel: options.vectors?.model ?? null } : {}),
      });
    }
  }
  if (added.length) {
    // A concept another plan added meanwhile keeps its row: its id is the one returned.
    const rows = await tx
      .insert(concepts)
      .values(added)
      .onConflictDoUpdate({ target: [concepts.goalId, concepts.key], set: { key: sql`excluded.key` } })
      .returning({ id: concepts.id, key: concepts.key, position: concepts.position });
    for (const row of rows) byKey.set(row.key, row);
  }
  const links = plans.flatMap((plan) =>
    plan.concepts.flatMap((concept, position) => {
      const row = byKey.get(conceptKey(concept.name));
      return row ? [{ lessonId: plan.lessonId, conceptId: row.id, userId, position }] : [];
    }),
  );
  const edges = new Map<string, typeof conceptPrerequisites.$inferInsert>();
  for (const plan of plans) {
    for (const concept of plan.concepts) {
      const row = byKey.get(conceptKey(concept.name));
      for (const name of concept.buildsOn) {
        const prerequisite = byKey.get(conceptKey(name));
        if (!row || !prerequisite || prerequisite.position >= row.position) continue;
        edges.set(`${row.id}>${prerequisite.id}`, {
          conceptId: row.id,
          prerequisiteId: prerequisite.id,
          userId,
        });
      }
    }
  }
  // A name given twice in a lesson (or two names folding to one key) is one link.
  const unique = [...new Map(links.map((l) => [`${l.lessonId}|${l.conceptId}`, l])).values()];
  if (unique.length) await tx.insert(lessonConcepts).values(unique).onConflictDoNothing();
  if (edges.size)
    await tx
      .insert(conceptPrerequisites)
      .values([...edges.values()])
      .onConflictDoNothing();
}
