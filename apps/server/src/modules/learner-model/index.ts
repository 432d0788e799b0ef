/**
 * The learner model's public surface (issue 37, ADR 0037): what other modules may use. Everything
 * else in the folder is its own (Biome refuses a module importing another module's files directly).
 */

export {
  backfillConceptsJob,
  type ConceptWorkData,
  queueConceptNaming,
  resumeConceptWork,
} from "./backfill.ts";
export {
  type ConceptVectors,
  canonicalConceptNames,
  type LessonConceptPlan,
  listConceptNames,
  saveLessonConcepts,
} from "./concepts.ts";
export { type EvidenceInput, recordEvidence, retractEvidence } from "./evidence.ts";
export { findGapFixPractice, writeGapFixPractice } from "./gap-practice.ts";
export {
  answerCheckpoint,
  ensureGoalConcepts,
  findCardConceptIds,
  findLessonConcepts,
  linkCardConcepts,
  listLessonConceptNames,
  resolveConceptNames,
} from "./items.ts";
export {
  findLessonLearnerNeeds,
  type LessonLearnerNeeds,
  type RecentMistake,
  type WeakPrerequisite,
} from "./lesson-needs.ts";
export {
  findLikelyKnownLessons,
  readConceptDetail,
  readConceptMap,
  readConceptView,
  readWeakestConcepts,
  readWeakSpotsOfGoals,
  weakSpotsOf,
} from "./map.ts";
export type { EvidenceKind } from "./model/types.ts";
export { choosePlacementConcept, listPlacementConcepts, type PlacementConcept } from "./placement.ts";
