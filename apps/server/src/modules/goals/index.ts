/**
 * The goals module's public surface: what other modules may use. Everything else in the
 * folder is its own (Biome refuses a module importing another module's files directly).
 */
export { toCourse, toGoalSummary } from "./mappers.ts";
export {
  decodeGoalTree,
  findCourseRows,
  findGoalRows,
  findGoalTree,
  goalTreeColumns,
  lockUser,
  sectionStatsColumn,
} from "./repository.ts";
