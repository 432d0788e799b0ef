/**
 * The auth module's public surface: what other modules may use. Everything else in the
 * folder is its own (Biome refuses a module importing another module's files directly).
 */

export { sendResetMailJob } from "./reset-mail.ts";
export { authRouteLimit } from "./routes.ts";
