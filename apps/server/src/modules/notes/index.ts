/**
 * The notes module's public surface: what other modules may use. Everything else in the
 * folder is its own (Biome refuses a module importing another module's files directly).
 */
export { createNote, getNote, listUserNotes } from "./service.ts";
