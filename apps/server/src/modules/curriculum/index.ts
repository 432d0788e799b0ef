/**
 * The curriculum module's public surface: what other modules may use. Everything else in the
 * folder is its own (Biome refuses a module importing another module's files directly).
 */
export { passedGrade, setLessonCompleted, setSectionCompleted } from "./completion.ts";
export {
  buildSectionRows,
  buildTreeRows,
  type ConceptPlans,
  conceptPlansOf,
  draftCourseTrees,
  draftFirstLessons,
  draftSections,
  toLessonRows,
} from "./course-tree.ts";
export type { SectionStat } from "./progress.ts";
export { groupStats, percentDone, SectionStatSchema, summarizeGoalProgress } from "./progress.ts";
export { insertLessonRows, insertTreeRows, refreshCourseAndGoal } from "./repository.ts";
