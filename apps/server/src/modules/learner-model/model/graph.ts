/**
 * A goal's concepts seen together: each concept's view needs its prerequisites' views first, so
 * the concepts are ordered topologically (prerequisites first). Concepts come from AI planning and
 * may hold a cycle; the edge that closes one (a back-edge of the depth-first walk) is ignored.
 */
import type { ConceptState, LearnerModel, MasteryView, PrerequisiteView } from "./types.ts";

export type ConceptNode = { id: string; prerequisiteIds: readonly string[] };

export type ConceptViewEntry = {
  id: string;
  /** The prerequisites kept: known concepts only, without the edges that closed a cycle. */
  prerequisiteIds: string[];
  view: MasteryView;
};

/**
 * The concepts in topological order (prerequisites first; otherwise in the order given), each with
 * the prerequisites kept: unknown ids, self-edges, duplicates and cycle-closing edges are dropped.
 */
export function orderConcepts(concepts: readonly ConceptNode[]): { id: string; prerequisiteIds: string[] }[] {
  const byId = new Map<string, ConceptNode>();
  for (const concept of concepts) if (!byId.has(concept.id)) byId.set(concept.id, concept);
  const state = new Map<string, "visiting" | "done">();
  const order: { id: string; prerequisiteIds: string[] }[] = [];
  // Iterative depth-first walk (a long chain of prerequisites must not overflow the stack).
  for (const root of byId.keys()) {
    if (state.has(root)) continue;
    const stack: { id: string; next: number; kept: string[] }[] = [{ id: root, next: 0, kept: [] }];
    state.set(root, "visiting");
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const prerequisites = byId.get(frame.id)!.prerequisiteIds;
      if (frame.next < prerequisites.length) {
        const child = prerequisites[frame.next++]!;
        if (child === frame.id || !byId.has(child) || frame.kept.includes(child)) continue;
        const seen = state.get(child);
        if (seen === "visiting") continue; // closes a cycle: ignored
        frame.kept.push(child);
        if (seen === undefined) {
          state.set(child, "visiting");
          stack.push({ id: child, next: 0, kept: [] });
        }
        continue;
      }
      stack.pop();
      state.set(frame.id, "done");
      order.push({ id: frame.id, prerequisiteIds: frame.kept });
    }
  }
  return order;
}

const toPrerequisite = (view: MasteryView): PrerequisiteView => ({
  mastery: view.mastery,
  certainty: view.certainty,
});

/**
 * Every concept's view now, in topological order: each concept's prerequisites' views inform it
 * (a concept not yet practised takes its prior from them). `states` lacks what has no evidence;
 * `cardRecall` holds the FSRS recall of the concepts with reviewed cards.
 */
export function viewGraphWith(
  model: LearnerModel,
  concepts: readonly ConceptNode[],
  states: ReadonlyMap<string, ConceptState>,
  now: Date,
  cardRecall?: ReadonlyMap<string, number>,
): ConceptViewEntry[] {
  const views = new Map<string, MasteryView>();
  const initial = model.initialState();
  return orderConcepts(concepts).map(({ id, prerequisiteIds }) => {
    const prerequisites = prerequisiteIds.map((p) => toPrerequisite(views.get(p)!));
    const view = model.view(states.get(id) ?? initial, now, {
      prerequisites,
      cardRecall: cardRecall?.get(id) ?? null,
    });
    views.set(id, view);
    return { id, prerequisiteIds, view };
  });
}

/** The prerequisite views of one concept from views already computed (missing ones are skipped). */
export function prerequisiteViews(
  prerequisiteIds: readonly string[],
  views: ReadonlyMap<string, MasteryView>,
): PrerequisiteView[] {
  const out: PrerequisiteView[] = [];
  for (const id of prerequisiteIds) {
    const view = views.get(id);
    if (view) out.push(toPrerequisite(view));
  }
  return out;
}
