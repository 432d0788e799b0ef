/**
 * The audio-overviews module's public surface (issue 40, ADR 0041): what other modules and the
 * composition root may use.
 */
export { makeAudioOverviewJob } from "./recording.ts";
export { audioOverviewRoutes } from "./routes.ts";
export { resumeAbandonedOverviews } from "./service.ts";
