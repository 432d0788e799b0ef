/**
 * The placement check's selection rule (issue 38, ADR 0038): which concept to ask about next, and
 * when to stop. Pure, over the goal's concept graph: a placement answer on one concept moves its
 * mastery and, through the prerequisites, the priors of what builds on it, so a question is worth
 * the expected drop in the summed uncertainty (binary entropy, bits) of "knows it" over every
 * concept in the check's scope, not only its own.
 */
import { entropy } from "./evidence.ts";
import { type ConceptNode, prerequisiteViews, viewGraphWith } from "./graph.ts";
import type { ConceptState, LearnerModel, MasteryView } from "./types.ts";

/** The model is sure of a concept whose mastery is below this… */
export const PLACEMENT_SURE_BELOW = 0.2;
/** …or at least this (KNOWN_CONCEPT_FROM: the 'You likely know this' line). */
export const PLACEMENT_SURE_FROM = 0.8;
/** A question expected to teach less than this (bits, over the scope) is not worth asking. */
export const PLACEMENT_MIN_BITS = 0.02;

export type PlacementCandidate = { id: string; choices: number };

export type PlacementChoice =
  | { next: string; bits: number }
  | { next: null; reason: "max_questions" | "sure" | "no_more_questions" };

const isSure = (mastery: number) => mastery < PLACEMENT_SURE_BELOW || mastery >= PLACEMENT_SURE_FROM;

/** Summed entropy of the scope's concepts in a graph's views. */
function scopeEntropy(views: readonly { id: string; view: MasteryView }[], scope: ReadonlySet<string>) {
  let bits = 0;
  for (const { id, view } of views) if (scope.has(id)) bits += entropy(view.mastery);
  return bits;
}

/**
 * The next question of a placement check, or why it ends: `max_questions` once `answered` reaches
 * `maxQuestions`; `no_more_questions` when no candidate is left; `sure` when every concept in scope
 * has mastery below 0.2 or at least 0.8, or when no candidate is expected to teach
 * PLACEMENT_MIN_BITS. Otherwise the candidate with the largest expected information gain over the
 * scope (ties: the first candidate, i.e. the earliest concept).
 */
export function choosePlacementQuestion(options: {
  model: LearnerModel;
  concepts: readonly ConceptNode[];
  states: ReadonlyMap<string, ConceptState>;
  now: Date;
  /** Concepts the check is about (those it has questions on). */
  scope: ReadonlySet<string>;
  /** Concepts not asked yet, with their question's number of choices. */
  candidates: readonly PlacementCandidate[];
  answered: number;
  maxQuestions: number;
}): PlacementChoice {
  const { model, concepts, states, now, scope } = options;
  if (options.answered >= options.maxQuestions) return { next: null, reason: "max_questions" };
  if (options.candidates.length === 0) return { next: null, reason: "no_more_questions" };
  const entries = viewGraphWith(model, concepts, states, now);
  const views = new Map(entries.map((e) => [e.id, e.view]));
  if (entries.every((e) => !scope.has(e.id) || isSure(e.view.mastery))) return { next: null, reason: "sure" };
  const before = scopeEntropy(entries, scope);
  const prerequisitesOf = new Map(entries.map((e) => [e.id, e.prerequisiteIds]));
  let best: { next: string; bits: number } | null = null;
  for (const candidate of options.candidates) {
    if (!views.has(candidate.id)) continue;
    const state = states.get(candidate.id) ?? model.initialState();
    const prerequisites = prerequisiteViews(prerequisitesOf.get(candidate.id) ?? [], views);
    const modelOptions = { choices: candidate.choices };
    const pRight = model.predictCorrect(state, now, prerequisites, modelOptions);
    const after = (score: number) => {
      const next = model.update(
        state,
        { kind: "placement", score, at: now, choices: candidate.choices },
        prerequisites,
        modelOptions,
      );
      return scopeEntropy(
        viewGraphWith(model, concepts, new Map(states).set(candidate.id, next), now),
        scope,
      );
    };
    const bits = before - (pRight * after(1) + (1 - pRight) * after(0));
    if (!best || bits > best.bits + 1e-9) best = { next: candidate.id, bits };
  }
  if (!best || best.bits < PLACEMENT_MIN_BITS) return { next: null, reason: "sure" };
  return best;
}
