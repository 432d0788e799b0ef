/**
 * Simulated learners with a hidden ground truth, for `bench/learner-model.ts` (issue 37) and the
 * adaptive-study bench (issue 38). The generator is deliberately none of the models under test:
 *
 * - Knowledge is a hidden yes/no per concept. A known concept is forgotten at a hidden moment drawn
 *   from a power-law survival curve R(t) = 1 / (1 + t / (9 S)) (S, the stability, is the number of
 *   days after which 10 % is forgotten), not the models' exponential curve.
 * - Learning is a hazard per minute of a lesson and per answer with feedback, scaled by the
 *   learner's ability against the concept's difficulty (e^(ability − difficulty)) and by the share
 *   of its prerequisites the learner knows at that moment (readiness = floor + (1 − floor) × share²).
 *   Relearning what was once known is faster (savings).
 * - Answers: a knower answers right unless they slip (the item's slip plus the learner's
 *   carelessness); a non-knower guesses (multiple choice: 1 in the number of choices, a little more
 *   after eliminating some; free recall rarely) and sometimes earns partial credit on a free answer. A right retrieval makes memory more stable, the
 *   more so the later it comes (spacing).
 * - Starting knowledge differs: three backgrounds (beginner, some, experienced) set a bias; each
 *   concept is known at the start with probability sigmoid(bias + ability − difficulty), less likely
 *   for every prerequisite not known.
 * Every draw comes from a seeded generator: the same seed gives the same learners and answers.
 */
import { createRandom, deriveSeed, type Random } from "./random.ts";

/** The simulator's parameters (ADR 0036 lists them); every field can be overridden. */
export const SIM_DEFAULTS = {
  /** Concepts in a course, in teaching order; each concept's prerequisites come before it. */
  concepts: 30,
  /** Concepts a lesson teaches (inclusive range) and its minutes per concept. */
  conceptsPerLesson: [2, 4] as const,
  minutesPerConcept: [4, 8] as const,
  /** Weights of 0, 1, 2 and 3 prerequisites, drawn among the previous `prerequisiteWindow` concepts. */
  prerequisiteWeights: [0.25, 0.45, 0.25, 0.05] as const,
  prerequisiteWindow: 6,
  /** Standard deviations of concept difficulty and learner ability (logits). */
  difficultySd: 0.7,
  abilitySd: 0.7,
  /** Starting knowledge: backgrounds by share, each with its logit bias. */
  backgrounds: [
    { share: 0.5, bias: -2.5 },
    { share: 0.35, bias: -0.8 },
    { share: 0.15, bias: 0.8 },
  ] as const,
  /** P(known at the start) is multiplied by this for every prerequisite not known. */
  unknownPrerequisitePenalty: 0.3,
  /** Stability (days) of what is known at the start. */
  priorKnowledgeStability: 30,
  /** Learning hazards: per minute of lesson, per answer seen with its feedback. */
  lessonRate: 0.12,
  practiceRate: 0.3,
  /** Readiness with no prerequisite known (a concept without prerequisites is fully ready). */
  readinessFloor: 0.15,
  /** Learning hazard multiplier when relearning something forgotten. */
  relearnBoost: 2,
  /** Stability (days) of newly learned knowledge, × e^(stabilityAbility × ability). */
  stabilityDays: 1.5,
  stabilityAbility: 0.3,
  /** On a retrieval of known knowledge: S × (1 + stabilityGain + spacingGain × (1 − R)). */
  stabilityGain: 0.3,
  spacingGain: 3,
  /** Multiple-choice items: weights of 2, 3, 4 and 5 choices; a non-knower eliminates some, right
   * (1 + elimination) / choices of the time, elimination uniform in this range; the share of choice items. */
  choiceWeights: [0.1, 0.3, 0.4, 0.2] as const,
  elimination: [0, 0.4] as const,
  choiceShare: 0.6,
  /** Guess rate of a free (open) answer or a card's recall (uniform range). */
  freeGuess: [0, 0.08] as const,
  /** P(partial credit) on a free answer by a non-knower. */
  freePartialIfUnknown: 0.15,
  /** Slip of an item, plus the learner's carelessness (uniform ranges). */
  slip: [0.03, 0.15] as const,
  carelessness: [0, 0.05] as const,
  /** P('I already know this') when known and when not (the rest say 'I don't get this'). */
  selfReportIfKnown: 0.75,
  selfReportIfUnknown: 0.3,
};

export type SimParams = typeof SIM_DEFAULTS;

export type SimConcept = { id: string; prerequisiteIds: string[]; difficulty: number };
export type SimLesson = { id: string; conceptIds: string[]; minutes: number };
export type Curriculum = { concepts: SimConcept[]; lessons: SimLesson[] };

/** A course: concepts in teaching order with prerequisites among the recent ones, grouped into lessons. */
export function createCurriculum(seed: number, params: SimParams = SIM_DEFAULTS): Curriculum {
  const rng = createRandom(seed);
  const concepts: SimConcept[] = [];
  for (let i = 0; i < params.concepts; i++) {
    const count = i === 0 ? 0 : Math.min(i, rng.weighted(params.prerequisiteWeights));
    const window = concepts.slice(Math.max(0, i - params.prerequisiteWindow));
    const prerequisiteIds = new Set<string>();
    while (prerequisiteIds.size < Math.min(count, window.length)) prerequisiteIds.add(rng.pick(window).id);
    concepts.push({
      id: `k${i}`,
      prerequisiteIds: [...prerequisiteIds],
      difficulty: rng.normal(0, params.difficultySd),
    });
  }
  const lessons: SimLesson[] = [];
  for (let i = 0; i < concepts.length; ) {
    const size = rng.int(params.conceptsPerLesson[0], params.conceptsPerLesson[1]);
    const conceptIds = concepts.slice(i, i + size).map((c) => c.id);
    const minutes = conceptIds.reduce((m) => m + rng.uniform(...params.minutesPerConcept), 0);
    lessons.push({ id: `l${lessons.length}`, conceptIds, minutes: Math.round(minutes) });
    i += size;
  }
  return { concepts, lessons };
}

/** An item a learner answers: multiple choice or free recall (a card is free recall). */
export type ItemType = "choice" | "free";

type Memory = {
  known: boolean;
  everKnown: boolean;
  stability: number;
  lastRetrieval: number;
  forgetAt: number;
};

const DAY_MS = 86_400_000;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** One simulated learner: ask them to answer, study, report; read their hidden truth. */
export class SimulatedLearner {
  readonly curriculum: Curriculum;
  readonly start: Date;
  readonly params: SimParams;
  readonly ability: number;
  readonly background: number;
  readonly carelessness: number;
  private readonly memory = new Map<string, Memory>();
  private readonly concepts: Map<string, SimConcept>;
  private readonly rng: Random;

  /**
   * `knownAtStart`, for the adaptive-study bench: the learner knows that share (0-1) of the
   * concepts at the start, the first ones in teaching order or, `scattered`, any drawn at random
   * (stability `priorKnowledgeStability`), and nothing else, in place of the background's draw
   * (which still runs, so ability and the rest are those of the same learner).
   */
  constructor(
    curriculum: Curriculum,
    seed: number,
    start: Date,
    params: SimParams = SIM_DEFAULTS,
    knownAtStart?: { share: number; scattered?: boolean },
  ) {
    this.curriculum = curriculum;
    this.start = start;
    this.params = params;
    this.rng = createRandom(seed);
    this.concepts = new Map(curriculum.concepts.map((c) => [c.id, c]));
    this.ability = this.rng.normal(0, params.abilitySd);
    this.background = this.rng.weighted(params.backgrounds.map((b) => b.share));
    this.carelessness = this.rng.uniform(...params.carelessness);
    const bias = params.backgrounds[this.background]!.bias;
    const t = start.getTime();
    for (const concept of curriculum.concepts) {
      const missing = concept.prerequisiteIds.filter((id) => !this.memory.get(id)?.known).length;
      const p =
        sigmoid(bias + this.ability - concept.difficulty) * params.unknownPrerequisitePenalty ** missing;
      const known = this.rng.chance(p);
      const memory: Memory = { known, everKnown: known, stability: 0, lastRetrieval: t, forgetAt: t };
      if (known) this.remember(memory, t, params.priorKnowledgeStability);
      this.memory.set(concept.id, memory);
    }
    if (knownAtStart !== undefined) {
      const count = Math.round(knownAtStart.share * curriculum.concepts.length);
      const order = curriculum.concepts.map((_, i) => i);
      // A seeded shuffle (Fisher-Yates) when scattered: the learner's own draws.
      if (knownAtStart.scattered)
        for (let i = order.length - 1; i > 0; i--) {
          const j = this.rng.int(0, i);
          [order[i], order[j]] = [order[j]!, order[i]!];
        }
      const knownIndices = new Set(order.slice(0, count));
      curriculum.concepts.forEach((concept, i) => {
        const known = knownIndices.has(i);
        const memory: Memory = { known, everKnown: known, stability: 0, lastRetrieval: t, forgetAt: t };
        if (known) this.remember(memory, t, params.priorKnowledgeStability);
        this.memory.set(concept.id, memory);
      });
    }
  }

  /** The hidden truth: whether the learner knows the concept at this moment. */
  knows(conceptId: string, at: Date): boolean {
    const memory = this.memory.get(conceptId);
    return !!memory?.known && at.getTime() < memory.forgetAt;
  }

  /** The hidden truth for every concept at this moment. */
  truth(at: Date): Map<string, boolean> {
    return new Map(this.curriculum.concepts.map((c) => [c.id, this.knows(c.id, at)]));
  }

  /** Share of the concept's prerequisites known now, as it scales learning. */
  readiness(conceptId: string, at: Date): number {
    const ids = this.concept(conceptId).prerequisiteIds;
    if (ids.length === 0) return 1;
    const share = ids.filter((id) => this.knows(id, at)).length / ids.length;
    return this.params.readinessFloor + (1 - this.params.readinessFloor) * share ** 2;
  }

  /**
   * Answers one item on a concept: the score (0, 0.5 or 1), the time taken and whether the learner
   * knew it then. With feedback (the default) the learner then learns from the right answer.
   */
  answer(
    conceptId: string,
    at: Date,
    options: { type?: ItemType; choices?: number; feedback?: boolean } = {},
  ): { score: number; durationMs: number; knew: boolean; choices: number | null } {
    const p = this.params;
    const type = options.choices
      ? "choice"
      : (options.type ?? (this.rng.chance(p.choiceShare) ? "choice" : "free"));
    const choices = type === "choice" ? (options.choices ?? 2 + this.rng.weighted(p.choiceWeights)) : null;
    const knew = this.settle(conceptId, at);
    let score: number;
    if (knew) {
      const slipped = this.rng.chance(this.rng.uniform(...p.slip) + this.carelessness);
      score = !slipped ? 1 : type === "free" && this.rng.chance(0.5) ? 0.5 : 0;
      this.retrieve(conceptId, at);
    } else if (choices !== null) {
      score = this.rng.chance((1 + this.rng.uniform(...p.elimination)) / choices) ? 1 : 0;
    } else {
      const u = this.rng.next();
      const guess = this.rng.uniform(...p.freeGuess);
      score = u < guess ? 1 : u < guess + p.freePartialIfUnknown ? 0.5 : 0;
    }
    const seconds = Math.exp(this.rng.normal(Math.log(knew ? 15 : 30), 0.45));
    if (!knew && options.feedback !== false) this.learn(conceptId, at, p.practiceRate);
    return { score, durationMs: Math.round(seconds * 1000), knew, choices };
  }

  /** Studies a lesson on these concepts for so many minutes (shared equally between them). */
  study(conceptIds: readonly string[], at: Date, minutes: number): void {
    const each = minutes / Math.max(1, conceptIds.length);
    for (const id of conceptIds) {
      if (this.settle(id, at)) this.retrieve(id, at);
      else this.learn(id, at, this.params.lessonRate * each);
    }
  }

  /** 'I already know this' (1) or 'I don't get this' (0): honest more often than not. */
  selfReport(conceptId: string, at: Date): number {
    const known = this.settle(conceptId, at);
    return this.rng.chance(known ? this.params.selfReportIfKnown : this.params.selfReportIfUnknown) ? 1 : 0;
  }

  private concept(id: string): SimConcept {
    const concept = this.concepts.get(id);
    if (!concept) throw new Error(`Unknown concept ${id}`);
    return concept;
  }

  /** Applies a forgetting that has happened by `at`; whether the concept is known then. */
  private settle(conceptId: string, at: Date): boolean {
    const memory = this.memory.get(this.concept(conceptId).id)!;
    if (memory.known && at.getTime() >= memory.forgetAt) memory.known = false;
    return memory.known;
  }

  private learn(conceptId: string, at: Date, hazard: number): void {
    const memory = this.memory.get(conceptId)!;
    const boost = memory.everKnown ? this.params.relearnBoost : 1;
    const rate =
      hazard *
      Math.exp(this.ability - this.concept(conceptId).difficulty) *
      this.readiness(conceptId, at) *
      boost;
    if (!this.rng.chance(1 - Math.exp(-rate))) return;
    const fresh = this.params.stabilityDays * Math.exp(this.params.stabilityAbility * this.ability);
    memory.known = true;
    memory.everKnown = true;
    this.remember(memory, at.getTime(), Math.max(fresh, memory.stability * 0.5));
  }

  /** A retrieval of known knowledge: more stable, the more so the more it had decayed (spacing). */
  private retrieve(conceptId: string, at: Date): void {
    const memory = this.memory.get(conceptId)!;
    const t = at.getTime();
    const days = Math.max(0, t - memory.lastRetrieval) / DAY_MS;
    const recall = 1 / (1 + days / (9 * memory.stability));
    const p = this.params;
    this.remember(memory, t, memory.stability * (1 + p.stabilityGain + p.spacingGain * (1 - recall)));
  }

  /** Sets the stability and draws the moment of forgetting from R(t) = 1 / (1 + t / (9 S)). */
  private remember(memory: Memory, t: number, stability: number): void {
    memory.stability = Math.min(stability, 3650);
    memory.lastRetrieval = t;
    const u = 1 - this.rng.next();
    memory.forgetAt = t + 9 * memory.stability * (1 / u - 1) * DAY_MS;
  }
}

/** The learner of index `i` of a cohort: its own curriculum group, seed and start. */
export function createLearner(
  seed: number,
  index: number,
  options: {
    start?: Date;
    learnersPerCurriculum?: number;
    params?: SimParams;
    /** The share of the concepts known at the start (see the constructor), scattered or the first ones. */
    knownAtStart?: number;
    scatterKnown?: boolean;
  } = {},
): SimulatedLearner {
  const params = options.params ?? SIM_DEFAULTS;
  const group = Math.floor(index / (options.learnersPerCurriculum ?? 10));
  const curriculum = createCurriculum(deriveSeed(seed, 1, group), params);
  return new SimulatedLearner(
    curriculum,
    deriveSeed(seed, 2, index),
    options.start ?? new Date("2026-01-05T00:00:00Z"),
    params,
    options.knownAtStart === undefined
      ? undefined
      : { share: options.knownAtStart, scattered: options.scatterKnown ?? false },
  );
}
