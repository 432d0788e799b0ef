import { withoutUnaskedMatter } from "@brainy/contract";
import { generateLessons, MAX_LESSON_TITLE, minutesFor, withConcepts } from "./lessons.ts";
import { type Chapter, chaptersOf, groupChapters } from "./material.ts";
import type { ReplanCourseInput, ReplanCourseOutput } from "./server-types.ts";
import { clip, createRandom, wordsOf } from "./text.ts";

/** Words of a title worth matching (not 'and', 'the', …). */
const keyWords = (text: string) => new Set(wordsOf(text.toLowerCase()).filter((w) => w.length > 3));
const sameTopic = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The chapters a course covers: those sharing a word with the course's title or description; else
 * its share of the chapters by its place among the goal's courses; else all of them.
 */
function chaptersFor(input: ReplanCourseInput): Chapter[] {
  const chapters = chaptersOf(input.outline);
  const words = keyWords(`${input.courseTitle} ${input.courseDescription}`);
  const named = chapters.filter((c) => [...keyWords(c.title)].some((w) => words.has(w)));
  if (named.length) return named;
  const groups = groupChapters(chapters, Math.max(1, input.position.count));
  return groups.length === input.position.count ? (groups[input.position.index] ?? chapters) : chapters;
}

/**
 * 'Re-plan from my material' on the demo: one section per sub-heading of the course's chapters (the
 * chapter itself when it has none), in the material's order, each with lessons from its own
 * sub-headings when it has three or more, else the demo's lessons on the topic. A section that
 * stays (it holds progress) keeps its place when the material has no heading of the same name.
 */
export function demoReplanCourseSections(given: ReplanCourseInput): ReplanCourseOutput {
  const input = { ...given, outline: withoutUnaskedMatter(given.outline, given.goal) };
  const random = createRandom({ task: "replan-course-sections", ...given });
  const headings = input.outline.flatMap((o) => o.headings);
  const planned = chaptersFor(input).flatMap((chapter) =>
    chapter.sections.length
      ? chapter.sections.map((s) => ({ path: s.path, chapter: chapter.title, page: s.page }))
      : [{ path: [chapter.title], chapter: chapter.source, page: chapter.page }],
  );
  const sections = planned.slice(0, 10).map(({ path, chapter, page }) => {
    const topic = clip(path.at(-1)!, 120).padEnd(3, ".");
    const children = headings
      .filter((h) => h.path.length === path.length + 1 && path.every((p, i) => h.path[i] === p))
      .map((h) => clip(h.path.at(-1)!, MAX_LESSON_TITLE))
      .filter((t) => t.length >= 3);
    const titles = children.length >= 3 ? children : generateLessons(topic, random);
    const unique = [...new Set(titles.map((t) => clip(t, MAX_LESSON_TITLE)))];
    return {
      topic,
      summary: clip(
        `Work through "${topic}" in ${chapter}${page === null ? "" : ` (page ${page})`} and explain it in your own words.`,
        400,
      ),
      lessons: unique.slice(0, 6).map((title) => ({ title, estimatedMinutes: minutesFor(title, random) })),
    };
  });
  // Sections that stay and the material does not name keep their index among the new ones.
  input.sections.forEach((section, index) => {
    if (!section.stays || sections.some((s) => sameTopic(s.topic, section.topic))) return;
    const topic = clip(section.topic, 200).padEnd(3, ".");
    const lessons = generateLessons(topic, random).map((t) => clip(t, MAX_LESSON_TITLE));
    sections.splice(Math.min(index, sections.length), 0, {
      topic,
      summary: clip(section.summary, 400).padEnd(10, "."),
      lessons: [...new Set(lessons)]
        .slice(0, 6)
        .map((title) => ({ title, estimatedMinutes: minutesFor(title, random) })),
    });
  });
  // Each section's lessons name their concepts, later sections building on earlier ones (issue 37).
  const known = [...(input.knownConcepts ?? [])];
  return {
    sections: sections.slice(0, 10).map((section) => {
      const { lessons } = withConcepts(
        section.topic,
        section.lessons.map((l) => l.title),
        random,
        known,
      );
      known.push(...lessons.flatMap((l) => l.concepts.map((c) => c.name)));
      return {
        ...section,
        lessons: lessons.map((l, i) => ({ ...l, estimatedMinutes: section.lessons[i]!.estimatedMinutes })),
      };
    }),
  };
}
