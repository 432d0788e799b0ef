/** The Free Plan Limit Reached modal's cue: what the pro-required event carries when the gate closes. */
export const FREE_LESSON_GATE_DETAIL = {
  error: "PRO_REQUIRED",
  message: "You've completed 1 topic in this goal. Free plan users can only complete 1 topic per goal.",
} as const;

/**
 * Spec part 1 section 4, free-plan lesson gate: a Free (or inactive) learner who already has a
 * completed lesson and opens an uncompleted one sees the limit modal; Pro learners and completed
 * lessons (review) always open.
 */
export function isLessonGated(options: {
  isPro: boolean;
  lessonCompleted: boolean;
  hasCompletedLesson: boolean;
}): boolean {
  return !options.isPro && !options.lessonCompleted && options.hasCompletedLesson;
}
