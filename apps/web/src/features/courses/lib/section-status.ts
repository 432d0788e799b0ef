/** The lesson fields the timeline logic needs (a subset of the contract's lesson summary). */
export type LessonProgress = {
  id: string;
  isCompleted: boolean;
  /** Percent score of the lesson's assessment; 0 or null when not graded. */
  grade?: number | null;
};

/** What a roadmap section shows on the timeline. */
export type SectionStatus =
  | { kind: "locked" }
  | { kind: "in-progress"; completed: number; total: number; percent: number }
  | { kind: "completed"; averageScore: number | null };

/** Rounded mean of completed lessons' grades above 0; null when no completed lesson has a grade. */
export function computeAverageScore(lessons: readonly LessonProgress[]): number | null {
  const grades = lessons
    .filter((lesson) => lesson.isCompleted && typeof lesson.grade === "number" && lesson.grade > 0)
    .map((lesson) => lesson.grade as number);
  if (grades.length === 0) return null;
  return Math.round(grades.reduce((sum, grade) => sum + grade, 0) / grades.length);
}

/** Locked without lessons, completed when flagged or every lesson is done, else in progress. */
export function getSectionStatus(lessons: readonly LessonProgress[], isCompleted = false): SectionStatus {
  const total = lessons.length;
  const completed = lessons.filter((lesson) => lesson.isCompleted).length;
  if (isCompleted || (total > 0 && completed === total)) {
    return { kind: "completed", averageScore: computeAverageScore(lessons) };
  }
  if (total === 0) return { kind: "locked" };
  return { kind: "in-progress", completed, total, percent: Math.round((completed / total) * 100) };
}

/** The text of an in-progress section, e.g. "2 of 5 lessons (40%)". */
export function formatSectionProgress(status: Extract<SectionStatus, { kind: "in-progress" }>): string {
  return `${status.completed} of ${status.total} lessons (${status.percent}%)`;
}

/** The state of one lesson row on the timeline. */
export type LessonRowState = "completed" | "next" | "generating" | "not-started";

/** Completed wins; only the first uncompleted lesson of the course is "next"; generating is a flag. */
export function getLessonRowState(
  lesson: LessonProgress,
  options: { firstUncompletedLessonId: string | null; isGenerating: boolean },
): LessonRowState {
  if (lesson.isCompleted) return "completed";
  if (options.isGenerating) return "generating";
  if (lesson.id === options.firstUncompletedLessonId) return "next";
  return "not-started";
}

/** The first uncompleted lesson across ordered sections, with its section id, or null. */
export function findFirstUncompletedLesson(
  sectionIds: readonly string[],
  lessonsBySection: Readonly<Record<string, readonly LessonProgress[] | undefined>>,
): { sectionId: string; lessonId: string } | null {
  for (const sectionId of sectionIds) {
    const lesson = (lessonsBySection[sectionId] ?? []).find((item) => !item.isCompleted);
    if (lesson) return { sectionId, lessonId: lesson.id };
  }
  return null;
}

/** A course is complete when flagged so, or when it has sections and every one is complete. */
export function isCourseComplete(
  courseCompleted: boolean,
  sections: readonly { id: string; isCompleted?: boolean }[],
  lessonsBySection: Readonly<Record<string, readonly LessonProgress[] | undefined>>,
): boolean {
  if (courseCompleted) return true;
  if (sections.length === 0) return false;
  return sections.every(
    (section) =>
      getSectionStatus(lessonsBySection[section.id] ?? [], section.isCompleted ?? false).kind === "completed",
  );
}

/**
 * The first section that has no lessons while every lesson of the section before it is done,
 * scanning the course's sections in order; null when nothing needs generating.
 */
export function findSectionNeedingLessons<S extends { id: string }>(
  sections: readonly S[],
  lessonsBySection: Readonly<Record<string, readonly { isCompleted: boolean }[] | undefined>>,
): S | null {
  for (let index = 1; index < sections.length; index += 1) {
    const previous = lessonsBySection[sections[index - 1]!.id] ?? [];
    const current = lessonsBySection[sections[index]!.id] ?? [];
    if (current.length > 0) continue;
    if (previous.length > 0 && previous.every((lesson) => lesson.isCompleted)) return sections[index]!;
    // An empty section after an unfinished one: later sections cannot be ready either.
    return null;
  }
  return null;
}
