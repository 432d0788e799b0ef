import {
  type ConceptView,
  DEFAULT_SESSION_REVIEW_CAP,
  KNOWN_CONCEPT_FROM,
  SESSION_PRACTICE_ITEMS,
} from "@brainy/contract";
import type { UserOptions } from "../../lib/service-options.ts";
import { findLikelyKnownLessons, readConceptMap, weakSpotsOf } from "../learner-model/index.ts";
import { getReviewQueue } from "../review/index.ts";
import { getStudyPlan } from "../study-plan/index.ts";
import { findFirstOpenLesson, findGapToFix, findReviewCap, type StepInsert } from "./repository.ts";

type BuildOptions = UserOptions & { goalId: string; timeZone: string };

/** The next lesson by the dated plan (its first planned lesson), or the goal's first open one. */
async function nextLessonId(options: BuildOptions): Promise<string | undefined> {
  const plan = await getStudyPlan(options);
  for (const day of plan.days)
    for (const slot of day.slots) {
      const lesson = slot.lessons[0];
      if (lesson) return lesson.lessonId;
    }
  return (await findFirstOpenLesson(options.db, options.userId, options.goalId))?.id;
}

/**
 * The concept to practise: the weakest weak spot, else the least known practised concept below
 * 'known'; when everything practised is known, the first concept the next lesson teaches (studied
 * by then); else the least known of all.
 */
function practiceConcept(concepts: readonly ConceptView[], lessonId: string | undefined) {
  const weak = weakSpotsOf(concepts, 1)[0];
  if (weak) return weak;
  const practised = concepts
    .filter((c) => c.practised && c.mastery !== null)
    .sort((a, b) => a.mastery! - b.mastery!);
  const shaky = practised.find((c) => c.mastery! < KNOWN_CONCEPT_FROM);
  if (shaky) return shaky;
  const next = lessonId ? concepts.find((c) => c.lessons.some((l) => l.id === lessonId)) : undefined;
  return next ?? practised[0];
}

/**
 * Today's steps for the goal, in order: due reviews (capped), the latest gap to fix, the next
 * lesson (or its test-out when its concepts are likely known), practice on the weakest concept,
 * the summary; each only when there is something to do. With the concepts' mastery now, kept
 * for the summary.
 */
export async function planSessionSteps(options: BuildOptions) {
  const { db, userId, goalId, timeZone } = options;
  const [queue, cap, gap, lessonId, map, likelyKnown] = await Promise.all([
    getReviewQueue({ db, userId, timeZone }),
    findReviewCap(db, userId),
    findGapToFix(db, userId, goalId),
    nextLessonId(options),
    readConceptMap({ db, userId, goalId }),
    findLikelyKnownLessons({ db, userId, goalId }),
  ]);
  const steps: StepInsert[] = [];
  const reviews = Math.min(queue.dueToday, cap ?? DEFAULT_SESSION_REVIEW_CAP);
  if (reviews > 0) steps.push({ kind: "reviews", target: reviews });
  if (gap) steps.push({ kind: "gap-fix", lessonId: gap.lessonId, assessmentId: gap.assessmentId });
  if (lessonId)
    steps.push({ kind: "lesson", lessonId, mode: likelyKnown.includes(lessonId) ? "test-out" : "study" });
  const concept = practiceConcept(map.concepts, lessonId);
  if (concept) steps.push({ kind: "practice", conceptId: concept.id, target: SESSION_PRACTICE_ITEMS });
  steps.push({ kind: "summary" });
  const masteryAtStart = Object.fromEntries(map.concepts.map((c) => [c.id, c.practised ? c.mastery : null]));
  return { steps, masteryAtStart };
}
