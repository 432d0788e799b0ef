import { quote } from "./prompt-helpers.ts";

/** One heading of the learner's material, where it starts. */
export type MaterialHeading = { path: string[]; page: number | null };
/** A source's outline ('Use my material'): its title and headings in reading order. */
export type MaterialOutline = { title: string; headings: MaterialHeading[] };

/** What a planner following the learner's material leaves out (issue 43). */
export const MATTER_RULE =
  "Leave out front and back matter that teaches nothing (a licence or its appendix, copyright pages, the index, the table of contents, the bibliography or references, acknowledgements, colophon) unless the learner's goal asks for it: no course or section is made of them.";

/** The outlines as an indented table of contents the planner can follow. */
export function describeOutlines(outlines: MaterialOutline[]): string {
  return outlines
    .map((outline) => {
      const lines = outline.headings.map(
        (h) =>
          `${"  ".repeat(h.path.length - 1)}- ${quote(h.path.at(-1) ?? "", 160)}${h.page === null ? "" : ` (page ${h.page})`}`,
      );
      return `Source ${quote(outline.title, 200)}:\n${lines.length ? lines.join("\n") : "  (no headings)"}`;
    })
    .join("\n\n");
}
