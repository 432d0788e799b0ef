/**
 * The review module's public surface: what other modules may use. Everything else in the
 * folder is its own (Biome refuses a module importing another module's files directly).
 */
export { addMissedQuestionCards, type MissedQuestion } from "./lesson-cards.ts";
export { removeNoteCards, syncNoteCards } from "./note-cards.ts";
export { createReviewCard, getReviewQueue, gradeReviewCard } from "./service.ts";
