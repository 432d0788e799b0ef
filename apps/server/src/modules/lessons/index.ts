/**
 * The lessons module's public surface: what other modules may use. Everything else in the
 * folder is its own (Biome refuses a module importing another module's files directly).
 */

export { generateLessonContent } from "./content.ts";
export type { GenerationDeps } from "./generation.ts";
export type { GenerationHub } from "./generation-hub.ts";
export { citedPassages, findRewriteGrounding, type GroundingPassage, webPageGrounding } from "./grounding.ts";
export { lessonSummaryColumns, toLessonSummary } from "./mappers.ts";
export { queueLessonNarration } from "./narration.ts";
export { getCurrentLesson, getLesson } from "./reads.ts";
export { currentLessonId, findLessonRow } from "./repository.ts";
export { type LessonRewrite, startLessonRewrite } from "./rewrite.ts";
export type { LessonWorkData, LessonWorkDeps } from "./work.ts";
export { runLessonWork, waitForLessonWork } from "./work.ts";
export { forgetLessonWork, queueLessonWork } from "./work-repository.ts";
