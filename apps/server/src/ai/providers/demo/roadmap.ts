import type { CourseRoadmapInput } from "../../tasks/write-course-roadmap/prompt.ts";
import type { CourseRoadmapOutput } from "../../tasks/write-course-roadmap/schema.ts";
import type { SectionLessonsInput } from "../../tasks/write-section-lessons/prompt.ts";
import type { SectionLessonsOutput } from "../../tasks/write-section-lessons/schema.ts";
import { DOMAINS, type Domain, GENERIC_DOMAIN } from "./domain-data.ts";
import { type PickedTemplate, templateValues } from "./plan.ts";
import { clip, createRandom, fill, wordsOf } from "./text.ts";
import { type GoalReading, readGoal } from "./understand.ts";

/** Words kept capitalised inside sentences: subjects, tools and a few acronyms. */
const PROPER = new Set(
  [
    ...DOMAINS.flatMap((d) => [...Object.values(d.subjects), ...Object.values(d.tools)]),
    "CSV",
    "API",
    "APIs",
    "Excel",
    "I",
  ]
    .flatMap((name) => name.split(" "))
    .filter((w) => /^[A-Z]/.test(w) && !["The", "A", "Data", "Design", "Music"].includes(w)),
);

/** Lower-cases a title for use inside a sentence, keeping proper names and acronyms. */
export function toSentenceFragment(title: string, subject: string): string {
  const keep = new Set([...PROPER, ...subject.split(" ")]);
  return title
    .split(" ")
    .map((w) => (keep.has(w.replace(/[,:'s]+$/, "")) || /[A-Z].*[A-Z]/.test(w) ? w : w.toLocaleLowerCase()))
    .join(" ");
}

const SUMMARIES = [
  "Learn {t}, with a worked example and a short exercise to check yourself.",
  "Get comfortable with {t} through guided, hands-on practice.",
  "Understand {t} and apply it to a small task of your own.",
  "Practise {t} until it feels natural, then review the common mistakes.",
  "Build confidence with {t} using short, focused exercises.",
];

/** Finds the course template a course title was made from, so its sections can be reused. */
function findTemplate(title: string, reading: GoalReading): PickedTemplate | undefined {
  const domains: Domain[] = [
    ...reading.domains,
    ...DOMAINS.filter((d) => !reading.domains.includes(d)),
    GENERIC_DOMAIN,
  ];
  const titleWords = new Set(wordsOf(title));
  for (const domain of domains) {
    for (const template of domain.courses) {
      if (fill(template.title, templateValues(reading, domain)) === title) return { domain, template };
    }
  }
  for (const domain of domains) {
    for (const template of domain.courses) {
      const key = wordsOf(template.title.replace(/\{\w+\}/g, " ")).filter((w) => w.length > 3);
      if (key.length >= 2 && key.every((w) => titleWords.has(w))) return { domain, template };
    }
  }
  return undefined;
}

/** The demo roadmap: the matching template's sections, or sections built around the course's own title. */
export function demoWriteCourseRoadmap(input: CourseRoadmapInput): CourseRoadmapOutput {
  const reading = readGoal(input.goal);
  const random = createRandom({ task: "write-course-roadmap", goal: input.goal, course: input.course });
  const found = findTemplate(input.course.title, reading);
  const stage = Math.min(2, Math.max(0, input.course.complexityLevel - 1));
  const fallback = GENERIC_DOMAIN.courses.find((c) => c.stage === stage) ?? GENERIC_DOMAIN.courses[0]!;
  const { domain, template } = found ?? { domain: GENERIC_DOMAIN, template: fallback };
  const values = found
    ? templateValues(reading, domain)
    : {
        ...templateValues(reading, domain),
        S: clip(input.course.title.replace(/^(Introduction to|Intro to)\s+/i, ""), 60),
      };
  const summaries = random.shuffle(SUMMARIES);
  const sections = template.sections.split("|").map((raw, index) => {
    const topic = clip(fill(raw, values), 120);
    const summary = fill(summaries[index % summaries.length]!, { t: toSentenceFragment(topic, values.S!) });
    return { topic, summary: clip(summary, 300) };
  });
  return { sections: sections.slice(0, 10) };
}

const LESSON_PATTERNS = [
  "{t}: A Worked Example",
  "{t} in Practice",
  "{t}: Common Mistakes",
  "Hands-On Exercise: {t}",
];

/** The demo lessons: key ideas first, practice in the middle, a review or mini project last. */
export function demoWriteSectionLessons(input: SectionLessonsInput): SectionLessonsOutput {
  const random = createRandom({ task: "write-section-lessons", ...input });
  const topic = clip(input.section.topic, 90);
  const middle = random.shuffle(LESSON_PATTERNS).slice(0, random.int(1, 3));
  const last = random.pick(["Review and Quiz: {t}", "Mini Project: {t}"]);
  const patterns = ["{t}: Key Ideas", ...middle, last];
  const minutes = [15, 20, 25, 30, 35];
  return {
    lessons: patterns.map((pattern) => ({
      title: clip(fill(pattern, { t: topic }), 120),
      estimatedMinutes: pattern.startsWith("Mini Project") ? random.pick([40, 45, 50]) : random.pick(minutes),
    })),
  };
}
