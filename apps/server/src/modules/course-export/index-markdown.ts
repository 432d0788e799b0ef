import { linkPath } from "../../lib/file-names.ts";

/** The zip's index.md: the course, its cover, and each section with links to its lessons' files. */
export function indexMarkdown(options: {
  title: string;
  description: string;
  cover: string | null;
  sections: {
    title: string;
    summary: string;
    lessons: { title: string; path: string; written: boolean }[];
  }[];
}): string {
  const parts = [`# ${options.title}`];
  if (options.description) parts.push(options.description);
  if (options.cover) parts.push(`![Cover](${linkPath(options.cover)})`);
  parts.push("## Contents");
  options.sections.forEach((section, i) => {
    parts.push(`### ${i + 1}. ${section.title}`);
    if (section.summary) parts.push(section.summary);
    if (section.lessons.length)
      parts.push(
        section.lessons
          .map(
            (l, n) =>
              `${n + 1}. [${l.title.replace(/[[\]]/g, "")}](${linkPath(l.path)})${l.written ? "" : " *(not written yet)*"}`,
          )
          .join("\n"),
      );
  });
  parts.push("*Exported from Brainy AI.*");
  return `${parts.join("\n\n")}\n`;
}
