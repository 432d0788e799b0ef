/** The LTI 1.3 module's public surface (issue 39, ADR 0055). */

export { postLtiScoreJob } from "./grades.ts";
export { publicKeySet, rotateSigningKey } from "./keys.ts";
export { upsertPlatform } from "./repository.ts";
export { ltiRoutes, ltiWellKnownRoutes } from "./routes.ts";
