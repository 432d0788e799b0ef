/**
 * Replays simulated learners' evidence in time order through a predictor (a candidate model or a
 * baseline): before each answer, the predicted probability of a right answer and the estimated
 * mastery beside the hidden truth; at the end, every concept's mastery beside the truth.
 */

import type { StoredFsrsState } from "../../apps/server/src/db/schema/index.ts";
import {
  type ConceptState,
  type LearnerModel,
  type MasteryView,
  type PrerequisiteView,
  viewGraphWith,
} from "../../apps/server/src/modules/learner-model/model/index.ts";
import { gradeCard, newFsrsState, recallProbability } from "../../apps/server/src/modules/review/schedule.ts";
import { runCourse, type SimEvent } from "./learner-course.ts";
import { type Curriculum, createLearner } from "./learner-sim.ts";
import { deriveSeed } from "./random.ts";

export type History = {
  curriculum: Curriculum;
  events: SimEvent[];
  end: Date;
  truthAtEnd: Map<string, boolean>;
};

/** A cohort of simulated learners following their course (deterministic for a seed). */
export function simulateCohort(seed: number, learners: number): History[] {
  return Array.from({ length: learners }, (_, i) => {
    const learner = createLearner(seed, i);
    const events = runCourse(learner, deriveSeed(seed, 3, i));
    const end = new Date(learner.start.getTime() + 61 * 86_400_000);
    return { curriculum: learner.curriculum, events, end, truthAtEnd: learner.truth(end) };
  });
}

/** One learner's replay: predict before each answer, then observe it. */
export type Session = {
  predict(conceptId: string, at: Date, choices: number | null): { correct: number; mastery: number };
  observe(event: SimEvent): void;
  masteryAtEnd(at: Date): Map<string, number>;
};
export type Predictor = { name: string; start(curriculum: Curriculum): Session };

/** Desired retention of the simulated cards' FSRS schedule (Brainy's default). */
const RETENTION = 0.9;

/**
 * A candidate model as a predictor. With `cards`, each concept's card reviews also go through FSRS
 * (ts-fsrs, as Brainy schedules cards: a wrong recall is Again, a right one Good) and, once a
 * concept's card has been reviewed, its recall probability stands in for the model's forgetting.
 */
export function modelPredictor(model: LearnerModel, options: { cards?: boolean } = {}): Predictor {
  return {
    name: options.cards ? `${model.name} + FSRS card recall` : model.name,
    start(curriculum) {
      const states = new Map<string, ConceptState>();
      const cards = new Map<string, StoredFsrsState>();
      const recall = (id: string, at: Date) => {
        const card = cards.get(id);
        return card ? recallProbability(card, at, RETENTION) : null;
      };
      const prerequisiteIds = new Map(curriculum.concepts.map((c) => [c.id, c.prerequisiteIds]));
      const initial = model.initialState();
      // Views at one instant, each computed once; any new evidence clears them.
      const views = new Map<string, MasteryView>();
      let viewsAt = Number.NaN;
      const prerequisitesOf = (id: string, at: Date): PrerequisiteView[] =>
        prerequisiteIds.get(id)!.map((p) => {
          const v = viewOf(p, at);
          return { mastery: v.mastery, certainty: v.certainty };
        });
      const viewOf = (id: string, at: Date): MasteryView => {
        if (at.getTime() !== viewsAt) {
          views.clear();
          viewsAt = at.getTime();
        }
        let view = views.get(id);
        if (!view) {
          view = model.view(states.get(id) ?? initial, at, {
            prerequisites: prerequisitesOf(id, at),
            cardRecall: recall(id, at),
          });
          views.set(id, view);
        }
        return view;
      };
      return {
        predict(id, at, choices) {
          const prerequisites = prerequisitesOf(id, at);
          return {
            correct: model.predictCorrect(states.get(id) ?? initial, at, prerequisites, {
              choices,
              cardRecall: recall(id, at),
            }),
            mastery: viewOf(id, at).mastery,
          };
        },
        observe(event) {
          const { conceptId: id, kind, score, at, durationMs, choices } = event;
          const prerequisites = prerequisitesOf(id, at);
          const observation = { kind, score, at, durationMs, choices };
          const cardRecall = recall(id, at);
          states.set(id, model.update(states.get(id) ?? initial, observation, prerequisites, { cardRecall }));
          if (options.cards && kind === "card")
            cards.set(id, gradeCard(cards.get(id) ?? newFsrsState(at), score >= 1 ? 3 : 1, at, RETENTION));
          views.clear();
        },
        masteryAtEnd(at) {
          const recalls = new Map<string, number>();
          for (const id of cards.keys()) recalls.set(id, recall(id, at)!);
          const entries = viewGraphWith(model, curriculum.concepts, states, at, recalls);
          return new Map(entries.map((e) => [e.id, e.view.mastery]));
        },
      };
    },
  };
}

/** A baseline from per-concept counts of answers (self-reports are not answers). */
function countingPredictor(
  name: string,
  fallback: number,
  estimate: (c: { sum: number; count: number; last: number }) => number,
): Predictor {
  return {
    name,
    start(curriculum) {
      const counts = new Map<string, { sum: number; count: number; last: number }>();
      const value = (id: string) => {
        const c = counts.get(id);
        return c && c.count > 0 ? estimate(c) : fallback;
      };
      return {
        predict: (id) => ({ correct: value(id), mastery: value(id) }),
        observe(event) {
          if (event.kind === "self_report") return;
          const c = counts.get(event.conceptId) ?? { sum: 0, count: 0, last: 0 };
          c.sum += event.score;
          c.count += 1;
          c.last = event.score;
          counts.set(event.conceptId, c);
        },
        masteryAtEnd: () => new Map(curriculum.concepts.map((c) => [c.id, value(c.id)])),
      };
    },
  };
}

/** Baseline 1: the share of right answers on the concept so far (the training mean before any). */
export const shareRightBaseline = (trainingMean: number) =>
  countingPredictor("baseline: share right so far", trainingMean, (c) => c.sum / c.count);

/** Baseline 2: the last answer on the concept (the training mean before any). */
export const lastAnswerBaseline = (trainingMean: number) =>
  countingPredictor("baseline: last answer", trainingMean, (c) => c.last);

export type Replay = {
  predicted: number[];
  outcomes: number[];
  mastery: number[];
  known: number[];
  masteryAtEnd: number[];
  knownAtEnd: number[];
};

/** Replays every history through the predictor. */
export function replay(predictor: Predictor, histories: readonly History[]): Replay {
  const out: Replay = {
    predicted: [],
    outcomes: [],
    mastery: [],
    known: [],
    masteryAtEnd: [],
    knownAtEnd: [],
  };
  for (const history of histories) {
    const session = predictor.start(history.curriculum);
    for (const event of history.events) {
      if (event.kind !== "self_report") {
        const { correct, mastery } = session.predict(event.conceptId, event.at, event.choices);
        out.predicted.push(correct);
        out.outcomes.push(event.score);
        out.mastery.push(mastery);
        out.known.push(event.known ? 1 : 0);
      }
      session.observe(event);
    }
    const end = session.masteryAtEnd(history.end);
    for (const [id, known] of history.truthAtEnd) {
      out.masteryAtEnd.push(end.get(id)!);
      out.knownAtEnd.push(known ? 1 : 0);
    }
  }
  return out;
}
