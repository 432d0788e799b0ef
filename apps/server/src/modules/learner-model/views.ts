import { type ConceptView, conceptLevelOf } from "@brainy/contract";
import { type Card, fsrs, type State } from "ts-fsrs";
import { LEARNER_MODEL, viewGraph } from "./model/index.ts";
import type { ConceptState, MasteryView } from "./model/types.ts";
import type { CardFacts, ConceptFacts } from "./repository.ts";

/** Card due dates a concept lists at most. */
const DUE_LISTED = 20;

/** FSRS recall does not depend on the desired retention (only the schedule does): one scheduler. */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true });

/** A card reviewed at least once: only those count (a new card is 'not yet practised', never 0 %). */
const reviewed = (card: CardFacts) => card.state !== 0 && card.last_review !== null;

/** The mean FSRS recall probability now of a concept's reviewed cards, or null when none was reviewed. */
export function cardRecallOf(cards: readonly CardFacts[], now: Date): number | null {
  const seen = cards.filter(reviewed);
  if (seen.length === 0) return null;
  const total = seen.reduce((sum, card) => {
    const fsrsCard: Card = {
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsed_days: card.elapsed_days,
      scheduled_days: card.scheduled_days,
      learning_steps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state as State,
      ...(card.last_review ? { last_review: card.last_review } : {}),
    };
    return sum + scheduler.get_retrievability(fsrsCard, now, false);
  }, 0);
  return total / seen.length;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** A concept as the learner sees it, from its facts and the model's view of it. */
export function toConceptView(
  facts: ConceptFacts,
  view: MasteryView,
  prerequisiteIds: string[],
  now: Date,
): ConceptView {
  const recall = cardRecallOf(facts.cards, now);
  const practised = view.practised || facts.evidence_count > 0;
  const mastery = practised ? round(view.mastery) : null;
  return {
    id: facts.id,
    name: facts.name,
    position: facts.position,
    prerequisiteIds,
    lessons: facts.lessons,
    practised,
    mastery,
    certainty: round(view.certainty),
    level: conceptLevelOf({ practised, mastery }),
    evidence: {
      total: facts.evidence_count,
      answers: facts.answer_count,
      right: facts.right_count,
      lastSeen: facts.last_seen_at?.toISOString() ?? null,
      selfReport: facts.self_report,
      selfReportedAt: facts.self_reported_at?.toISOString() ?? null,
    },
    cards: {
      total: facts.cards.length,
      reviewed: facts.cards.filter(reviewed).length,
      recall: recall === null ? null : round(recall),
      due: facts.cards.slice(0, DUE_LISTED).map((card) => card.due.toISOString()),
    },
  };
}

/**
 * Every concept's view now, prerequisites first: the model's state, its forgetting or, where the
 * concept has reviewed cards, their FSRS recall (issue 37), the prerequisites informing a concept
 * not yet practised. Concepts no lesson or card holds and without evidence are left out (their
 * lessons were removed from the plan).
 */
export function viewConcepts(all: readonly ConceptFacts[], now: Date): ConceptView[] {
  const facts = all.filter((c) => c.lessons.length > 0 || c.cards.length > 0 || c.evidence_count > 0);
  const byId = new Map(facts.map((c) => [c.id, c]));
  const states = new Map<string, ConceptState>();
  const recall = new Map<string, number>();
  for (const c of facts) {
    if (c.model_state) states.set(c.id, c.model_state);
    const r = cardRecallOf(c.cards, now);
    if (r !== null) recall.set(c.id, r);
  }
  const nodes = facts.map((c) => ({
    id: c.id,
    prerequisiteIds: c.prerequisite_ids.filter((p) => byId.has(p)),
  }));
  return viewGraph(nodes, states, now, recall).map(({ id, prerequisiteIds, view }) =>
    toConceptView(byId.get(id)!, view, prerequisiteIds, now),
  );
}

/** One concept's view, its prerequisites' views informing it (one level). */
export function viewConcept(
  facts: ConceptFacts,
  prerequisites: readonly ConceptFacts[],
  now: Date,
): ConceptView {
  const prerequisiteViews = prerequisites.map((p) =>
    LEARNER_MODEL.view(p.model_state ?? LEARNER_MODEL.initialState(), now, {
      prerequisites: [],
      cardRecall: cardRecallOf(p.cards, now),
    }),
  );
  const view = LEARNER_MODEL.view(facts.model_state ?? LEARNER_MODEL.initialState(), now, {
    prerequisites: prerequisiteViews.map((v) => ({ mastery: v.mastery, certainty: v.certainty })),
    cardRecall: cardRecallOf(facts.cards, now),
  });
  return toConceptView(facts, view, facts.prerequisite_ids, now);
}
