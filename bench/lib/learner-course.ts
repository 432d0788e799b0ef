/**
 * A simulated learner following a course in its fixed order over simulated days, as Brainy's
 * learners do today: a lesson per session, a checkpoint per concept, a lesson assessment, review
 * cards when due, now and then a self-report, and topic assessments once the lessons are done.
 * What it returns is the evidence in time order, each with the hidden truth before the answer.
 */
import type { SimulatedLearner } from "./learner-sim.ts";
import { createRandom } from "./random.ts";

export type SimEvidenceKind = "checkpoint" | "assessment" | "card" | "self_report" | "topic_assessment";

export type SimEvent = {
  conceptId: string;
  kind: SimEvidenceKind;
  /** 0, 0.5 or 1. */
  score: number;
  at: Date;
  durationMs: number;
  /** A multiple-choice item's number of choices; null for an open answer, a card or a self-report. */
  choices: number | null;
  /** The hidden truth just before this evidence: did the learner know the concept? */
  known: boolean;
};

export const COURSE_DEFAULTS = {
  /** Simulated days. */
  days: 60,
  /** A learner's chance of a session on a given day is drawn from this range. */
  diligence: [0.3, 0.9] as const,
  /** P(a lesson assessment after a lesson) and its questions. */
  assessmentChance: 0.7,
  assessmentQuestions: 4,
  /** Cards reviewed per session at most; intervals: 1 day, × 2.5 after a right answer, back to 1 after a wrong one. */
  reviewsPerSession: 8,
  /** P(a self-report in a session) and P(a topic assessment of 5 questions in a session after the last lesson). */
  selfReportChance: 0.15,
  topicAssessmentChance: 0.3,
};

export type CourseParams = typeof COURSE_DEFAULTS;

type Card = { conceptId: string; due: number; interval: number };

/** Runs the course for one learner; deterministic for a seed. */
export function runCourse(
  learner: SimulatedLearner,
  seed: number,
  params: CourseParams = COURSE_DEFAULTS,
): SimEvent[] {
  const rng = createRandom(seed);
  const events: SimEvent[] = [];
  const cards: Card[] = [];
  const studied: string[] = [];
  const diligence = rng.uniform(...params.diligence);
  const lessons = learner.curriculum.lessons;
  let next = 0;
  for (let day = 0; day < params.days; day++) {
    if (!rng.chance(diligence)) continue;
    // Sessions start between 17:00 and 21:00.
    let t = learner.start.getTime() + day * 86_400_000 + (17 + rng.uniform(0, 4)) * 3_600_000;
    const tick = () => {
      t += rng.uniform(20, 90) * 1000;
      return new Date(t);
    };
    const ask = (conceptId: string, kind: SimEvidenceKind, type?: "choice" | "free") => {
      const at = tick();
      const known = learner.knows(conceptId, at);
      const { score, durationMs, choices } = learner.answer(conceptId, at, { type });
      events.push({ conceptId, kind, score, at, durationMs, choices, known });
      return score;
    };
    const lesson = lessons[next];
    if (lesson) {
      next += 1;
      learner.study(lesson.conceptIds, new Date(t), lesson.minutes);
      t += lesson.minutes * 60_000;
      for (const id of lesson.conceptIds) ask(id, "checkpoint", "choice");
      if (rng.chance(params.assessmentChance))
        for (let q = 0; q < params.assessmentQuestions; q++) ask(rng.pick(lesson.conceptIds), "assessment");
      for (const id of lesson.conceptIds) {
        studied.push(id);
        cards.push({ conceptId: id, due: t + 86_400_000, interval: 1 });
      }
    } else if (studied.length > 0 && rng.chance(params.topicAssessmentChance)) {
      for (let q = 0; q < 5; q++) ask(rng.pick(studied), "topic_assessment");
    }
    reviewDue(cards, t, params.reviewsPerSession, (card) => {
      const right = ask(card.conceptId, "card", "free") >= 1;
      card.interval = right ? card.interval * 2.5 : 1;
      card.due = t + card.interval * 86_400_000;
    });
    if (studied.length > 0 && rng.chance(params.selfReportChance)) {
      const conceptId = rng.pick(studied);
      const at = tick();
      const known = learner.knows(conceptId, at);
      events.push({
        conceptId,
        kind: "self_report",
        score: learner.selfReport(conceptId, at),
        at,
        durationMs: 0,
        choices: null,
        known,
      });
    }
  }
  return events;
}

function reviewDue(cards: Card[], now: number, limit: number, review: (card: Card) => void): void {
  const due = cards.filter((c) => c.due <= now).sort((a, b) => a.due - b.due);
  for (const card of due.slice(0, limit)) review(card);
}
