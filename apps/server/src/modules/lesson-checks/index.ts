/** The lesson-checks module's public surface (issue 41): a check's pages ground 'Rewrite with these pages'. */
export { findCheckRow } from "./repository.ts";
