/**
 * The pomodoro module's public surface: what other modules may use. Everything else in the
 * folder is its own (Biome refuses a module importing another module's files directly).
 */

export type { FocusDay } from "./focus-summary.ts";
export { isTimeZone, localDay, summarizeFocus } from "./focus-summary.ts";
export { logFocusSession } from "./service.ts";
