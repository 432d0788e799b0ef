import { FREE_TOPIC_LIMIT_MESSAGE } from "@brainy/contract";
import { getSectionStatus, type LessonProgress } from "./section-status.ts";

/** The Free Plan Limit Reached modal's cue: what the pro-required event carries when the gate closes. */
export const FREE_LESSON_GATE_DETAIL = {
  error: "PRO_REQUIRED",
  message: FREE_TOPIC_LIMIT_MESSAGE,
} as const;

/** A roadmap section (a topic) as the gate reads it: its completion flag and its lessons. */
export type GateSection = { isCompleted?: boolean; lessons: readonly LessonProgress[] };

/** True when at least one section is complete (flagged so, or every one of its lessons done). */
export function hasCompletedSection(sections: readonly GateSection[]): boolean {
  return sections.some(
    (section) => getSectionStatus(section.lessons, section.isCompleted ?? false).kind === "completed",
  );
}

/**
 * Free-plan lesson gate: a Free (or inactive) learner who has completed a whole section (a
 * topic) and opens an uncompleted lesson sees the limit modal, as the server allows Free
 * lessons in one section per course. Pro learners and completed lessons (review) always open.
 */
export function isLessonGated(options: {
  isPro: boolean;
  lessonCompleted: boolean;
  sections: readonly GateSection[];
}): boolean {
  return !options.isPro && !options.lessonCompleted && hasCompletedSection(options.sections);
}
