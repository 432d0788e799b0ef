/**
 * The goals module's public surface: what other modules may use. Everything else in the
 * folder is its own (Biome refuses a module importing another module's files directly).
 */

export { assertCanStartGoal } from "./limits.ts";
export { toCourse, toGoalSummary } from "./mappers.ts";
export {
  deactivateGoals,
  decodeGoalTree,
  findCourseRows,
  findGoalRows,
  findGoalTree,
  goalTreeColumns,
  insertGoalRow,
  lockUser,
  sectionStatsColumn,
} from "./repository.ts";
export { getActiveGoal, listGoals } from "./service.ts";
