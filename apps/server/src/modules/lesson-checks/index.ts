/**
 * The lesson-checks module's public surface (issue 41): a check's pages ground 'Rewrite with these
 * pages'; web pages for a query ground a lesson of a goal that writes with web results.
 */
export { searchWebPages } from "./pages.ts";
export { findCheckRow } from "./repository.ts";
