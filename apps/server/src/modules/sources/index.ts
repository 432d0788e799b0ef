/**
 * The sources module's public surface: what other modules may use. Everything else in the
 * folder is its own (Biome refuses a module importing another module's files directly).
 */
export { embedSourceJob, enablePassageEmbeddings, resumeSourceEmbeddings } from "./embedding.ts";
export { extractSourceJob, resumeAbandonedSources } from "./extraction.ts";
export {
  assertGoalSources,
  attachGoalSources,
  findGoalSourceIds,
  GOAL_SOURCES_MAX,
  listGoalSourceIds,
  type OutlineHeading,
  passageLocation,
  readCitedPassages,
  readSourceOutlines,
  replaceGoalSources,
  retrieveGoalPassages,
  type SourceOutline,
} from "./goal-sources.ts";
export { passageUrl } from "./link-urls.ts";
export { retrievePassages, searchSources } from "./service.ts";
export { decodePage, readWebPage } from "./web-page.ts";
