/**
 * The study-sessions module's public surface ('Study now', issue 38). Nothing else imports it yet;
 * its routes are registered in app.ts.
 */
export { studySessionRoutes } from "./routes.ts";
