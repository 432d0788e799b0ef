/** The tutor's memory of a learner (issue 38, ADR 0046): its public surface. */
export { extractMemoryJob, type MemoryJobData } from "./extraction.ts";
export { findMemoryForPrompt } from "./service.ts";
