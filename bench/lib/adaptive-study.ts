/**
 * Time to mastery (issue 38, ADR 0053): one simulated learner (bench/lib/learner-sim.ts, a hidden
 * truth) studies a goal under a policy until the truth says every concept is known.
 *
 * - `fixed`: every lesson in order, then its assessment; a failed attempt re-reads the lesson and
 *   retakes it ("You might need to review this lesson again", then 'Regenerate Assessment').
 * - `adaptive`: a placement check first, then in order: a lesson the model marks 'You likely know
 *   this' is tested out of (its assessment unstudied; a fail studies it); any other lesson is studied
 *   and assessed, and a failed attempt fixes the gaps (a short part and practice questions on the
 *   missed concepts) before the retake.
 * - After the lessons, while some concept is not known (by the truth), both take a check of one
 *   question per concept and remedy what they missed their own way (re-read and retake its lesson;
 *   fix the gap), `AFTER_COURSE_ROUNDS` times at most.
 *
 * Every decision is the product's own code: the model's update and view (`LEARNER_MODEL`,
 * `viewGraph`), 'likely known' (`KNOWN_CONCEPT_FROM`), the score and pass rule (`assessmentScore`,
 * `isPassingScore`, 60 %), the placement's most informative question (`expectedInformation`), the gap
 * fix's questions and when the retake unlocks (`GAP_FIX_QUESTIONS_PER_CONCEPT`, `gapFixProgress`).
 */
import {
  assessmentScore,
  GAP_FIX_QUESTIONS_PER_CONCEPT,
  gapFixProgress,
  isPassingScore,
  KNOWN_CONCEPT_FROM,
} from "@brainy/contract";
import {
  type ConceptState,
  type EvidenceKind,
  expectedInformation,
  LEARNER_MODEL,
  type MasteryView,
  prerequisiteViews,
  viewGraph,
} from "../../apps/server/src/modules/learner-model/model/index.ts";
import type { SimLesson, SimulatedLearner } from "./learner-sim.ts";
import { createRandom, type Random } from "./random.ts";

/** Simulated minutes: a lesson takes its own (4-8 per concept, from the simulator). */
export const STUDY_MINUTES = {
  /** One question answered and its feedback read (placement, assessment, practice, check). */
  item: 1,
  /** Reading a gap fix's short part, per missed concept. */
  gapPartPerConcept: 2,
};

/** A lesson assessment: 5 questions (the writer asks for 4 to 8), the last open, the others four-choice. */
export const ASSESSMENT = { questions: 5, choices: 4, maxAttempts: 5 };
/** The placement check: at most 10 four-choice questions, ending when no question is worth this many bits. */
export const PLACEMENT = { maxQuestions: 10, sureBelowBits: 0.05, choices: 4 };
/** Checks of the whole goal after the lessons, at most. */
export const AFTER_COURSE_ROUNDS = 30;
/** One more question per concept still missed at most this many times in a gap fix (the product has no cap). */
const GAP_FIX_EXTRA_ROUNDS = 10;

export type Policy = "fixed" | "adaptive";

export type StudyOutcome = {
  policy: Policy;
  /** Questions answered (placement, assessments, practice, checks). */
  items: number;
  /** Simulated minutes until every concept was known, or spent in all when that never happened. */
  minutes: number;
  /** Minutes spent through the lessons (up to mastery when it came first), before the checks after them. */
  lessonMinutes: number;
  /** Whether every concept was known (the hidden truth) before the policy ran out. */
  mastered: boolean;
  /** Lessons completed (a passed assessment or test-out), and those of them completed while a concept of the lesson was not known. */
  completions: number;
  falseCompletions: number;
  testOuts: number;
  testOutsPassed: number;
  placementItems: number;
};

/** The product's model of one learner: a state per concept, views in topological order. */
class ModelOfLearner {
  private readonly states = new Map<string, ConceptState>();
  private readonly concepts: readonly { id: string; prerequisiteIds: readonly string[] }[];
  constructor(concepts: readonly { id: string; prerequisiteIds: readonly string[] }[]) {
    this.concepts = concepts;
  }

  views(at: Date): Map<string, MasteryView & { prerequisiteIds: string[] }> {
    return new Map(
      viewGraph(this.concepts, this.states, at).map((e) => [
        e.id,
        { ...e.view, prerequisiteIds: e.prerequisiteIds },
      ]),
    );
  }

  state(id: string): ConceptState {
    return this.states.get(id) ?? LEARNER_MODEL.initialState();
  }

  observe(id: string, kind: EvidenceKind, score: number, at: Date, choices: number | null): void {
    const views = this.views(at);
    const prerequisites = prerequisiteViews(views.get(id)!.prerequisiteIds, views);
    this.states.set(id, LEARNER_MODEL.update(this.state(id), { kind, score, at, choices }, prerequisites));
  }
}

type Ask = { type?: "choice" | "free"; choices?: number; feedback?: boolean };

/**
 * Runs one learner under one policy (deterministic for a seed). `rereadBeforeRetake: false` (a
 * sensitivity check) has the fixed order retake a failed assessment at once, learning only from
 * the attempt's feedback.
 */
export function studyGoal(
  learner: SimulatedLearner,
  policy: Policy,
  seed: number,
  options: { rereadBeforeRetake?: boolean } = {},
): StudyOutcome {
  return new Study(learner, policy, createRandom(seed), options.rereadBeforeRetake ?? true).run();
}

class Study {
  private minutesSpent = 0;
  private masteredAt: number | null = null;
  private readonly completed = new Set<string>();
  private readonly model: ModelOfLearner;
  private readonly out: StudyOutcome;
  private readonly learner: SimulatedLearner;
  private readonly policy: Policy;
  private readonly rng: Random;
  private readonly reread: boolean;

  constructor(learner: SimulatedLearner, policy: Policy, rng: Random, reread: boolean) {
    this.reread = reread;
    this.learner = learner;
    this.policy = policy;
    this.rng = rng;
    this.model = new ModelOfLearner(learner.curriculum.concepts);
    this.out = {
      policy,
      items: 0,
      minutes: 0,
      lessonMinutes: 0,
      mastered: false,
      completions: 0,
      falseCompletions: 0,
      testOuts: 0,
      testOutsPassed: 0,
      placementItems: 0,
    };
  }

  run(): StudyOutcome {
    this.spend(0);
    if (this.policy === "adaptive") this.placement();
    for (const lesson of this.learner.curriculum.lessons) {
      if (this.done) break;
      if (this.policy === "fixed") this.fixedLesson(lesson);
      else this.adaptiveLesson(lesson);
    }
    this.out.lessonMinutes = this.minutesSpent;
    for (let round = 0; round < AFTER_COURSE_ROUNDS && !this.done; round++) this.afterCourse();
    this.out.mastered = this.masteredAt !== null;
    this.out.minutes = this.masteredAt ?? this.minutesSpent;
    return this.out;
  }

  private get done(): boolean {
    return this.masteredAt !== null;
  }

  private get now(): Date {
    return new Date(this.learner.start.getTime() + this.minutesSpent * 60_000);
  }

  /** Time passes; the first moment every concept is known (the truth) is the time to mastery. */
  private spend(minutes: number): void {
    this.minutesSpent += minutes;
    if (this.masteredAt === null && [...this.learner.truth(this.now).values()].every(Boolean))
      this.masteredAt = this.minutesSpent;
  }

  private ask(conceptId: string, kind: EvidenceKind, options: Ask = {}): number {
    const at = this.now;
    const { score, choices } = this.learner.answer(conceptId, at, options);
    if (this.policy === "adaptive") this.model.observe(conceptId, kind, score, at, choices);
    this.out.items += 1;
    this.spend(STUDY_MINUTES.item);
    return score;
  }

  private study(conceptIds: readonly string[], minutes: number): void {
    this.learner.study(conceptIds, this.now, minutes);
    this.spend(minutes);
  }

  /** The lesson's assessment: concepts in turn from a random one, the last question open. */
  private assess(lesson: SimLesson): { passed: boolean; missed: string[] } {
    const offset = this.rng.int(0, lesson.conceptIds.length - 1);
    const points: number[] = [];
    const missed = new Set<string>();
    for (let q = 0; q < ASSESSMENT.questions; q++) {
      const conceptId = lesson.conceptIds[(offset + q) % lesson.conceptIds.length]!;
      const open = q === ASSESSMENT.questions - 1;
      const score = this.ask(
        conceptId,
        "assessment",
        open ? { type: "free" } : { choices: ASSESSMENT.choices },
      );
      points.push(score);
      // As the server grades: an answer scored under 0.5 is wrong, its concept missed.
      if (score < 0.5) missed.add(conceptId);
    }
    const passed = isPassingScore(assessmentScore(points));
    if (passed) this.complete(lesson);
    return { passed, missed: [...missed] };
  }

  private complete(lesson: SimLesson): void {
    if (this.completed.has(lesson.id)) return;
    this.completed.add(lesson.id);
    this.out.completions += 1;
    if (lesson.conceptIds.some((id) => !this.learner.knows(id, this.now))) this.out.falseCompletions += 1;
  }

  private fixedLesson(lesson: SimLesson): void {
    this.study(lesson.conceptIds, lesson.minutes);
    for (let attempt = 1; attempt <= ASSESSMENT.maxAttempts && !this.done; attempt++) {
      if (this.assess(lesson).passed) return;
      if (attempt < ASSESSMENT.maxAttempts && !this.done && this.reread)
        this.study(lesson.conceptIds, lesson.minutes);
    }
  }

  private adaptiveLesson(lesson: SimLesson): void {
    if (this.likelyKnown(lesson)) {
      this.out.testOuts += 1;
      if (this.assess(lesson).passed) {
        this.out.testOutsPassed += 1;
        return;
      }
      if (this.done) return;
    }
    this.study(lesson.conceptIds, lesson.minutes);
    for (let attempt = 1; attempt <= ASSESSMENT.maxAttempts && !this.done; attempt++) {
      const { passed, missed } = this.assess(lesson);
      if (passed) return;
      if (attempt < ASSESSMENT.maxAttempts && !this.done) {
        // Nothing under 0.5 yet a fail (partial answers): the lesson again.
        if (missed.length === 0) this.study(lesson.conceptIds, lesson.minutes);
        else this.fixGaps(missed);
      }
    }
  }

  /** 'You likely know this': every concept of the lesson practised, with mastery at KNOWN_CONCEPT_FROM or more. */
  private likelyKnown(lesson: SimLesson): boolean {
    const views = this.model.views(this.now);
    return lesson.conceptIds.every((id) => {
      const view = views.get(id)!;
      return view.practised && view.mastery >= KNOWN_CONCEPT_FROM;
    });
  }

  /** At most 10 questions, each on the concept whose answer is expected to tell the most. */
  private placement(): void {
    for (let q = 0; q < PLACEMENT.maxQuestions; q++) {
      const at = this.now;
      const views = this.model.views(at);
      let best: { id: string; bits: number } | null = null;
      for (const [id, view] of views) {
        const prerequisites = prerequisiteViews(view.prerequisiteIds, views);
        const { bits } = expectedInformation(LEARNER_MODEL, this.model.state(id), at, prerequisites, {
          choices: PLACEMENT.choices,
        });
        if (!best || bits > best.bits) best = { id, bits };
      }
      if (!best || best.bits < PLACEMENT.sureBelowBits) return;
      this.ask(best.id, "placement", { choices: PLACEMENT.choices, feedback: false });
      this.out.placementItems += 1;
      if (this.done) return;
    }
  }

  /** 'Fix the gaps': a short part on the missed concepts, then questions until the retake unlocks. */
  private fixGaps(missed: readonly string[]): void {
    this.study(missed, STUDY_MINUTES.gapPartPerConcept * missed.length);
    const questions: { concept: string; correct: boolean; answeredAt: string }[] = [];
    const answer = (concept: string) => {
      const correct = this.ask(concept, "practice") >= 0.5;
      questions.push({ concept, correct, answeredAt: this.now.toISOString() });
    };
    for (const concept of missed)
      for (let i = 0; i < GAP_FIX_QUESTIONS_PER_CONCEPT && !this.done; i++) answer(concept);
    for (let round = 0; round < GAP_FIX_EXTRA_ROUNDS && !this.done; round++) {
      const { retakeUnlocked, needsMore } = gapFixProgress(questions);
      if (retakeUnlocked) return;
      for (const concept of needsMore) if (!this.done) answer(concept);
    }
  }

  /** A check of every concept; what is missed is remedied as the policy does in the course. */
  private afterCourse(): void {
    const missed = this.learner.curriculum.concepts
      .filter((concept) => !this.done && this.ask(concept.id, "topic_assessment") < 0.5)
      .map((concept) => concept.id);
    if (this.done || missed.length === 0) return;
    if (this.policy === "adaptive") {
      this.fixGaps(missed);
      return;
    }
    for (const lesson of this.learner.curriculum.lessons)
      if (!this.done && lesson.conceptIds.some((id) => missed.includes(id))) this.fixedLesson(lesson);
  }
}
