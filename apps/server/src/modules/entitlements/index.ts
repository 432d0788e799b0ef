/**
 * The entitlements module's public surface: what other modules may use. Everything else in the
 * folder is its own (Biome refuses a module importing another module's files directly).
 */

export { lockUser } from "./repository.ts";
export type { UsageReceipt } from "./service.ts";
export {
  assertSectionAllowed,
  chatMessagesLeft,
  limitsFor,
  returnAudioOverview,
  returnLessonVideo,
  takeAudioOverview,
  takeChatMessage,
  takeLessonGeneration,
  takeLessonVideo,
  takePracticeExam,
} from "./service.ts";
export { writeWithinLimit } from "./within-limit.ts";
