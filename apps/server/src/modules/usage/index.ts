/**
 * The usage module's public surface: what other modules may use (nothing yet; its route is
 * registered by app.ts). Settings → Usage reads GET /api/usage.
 */
export { getUsageSummary } from "./service.ts";
