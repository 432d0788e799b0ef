import { courseSections, courseTitle, type SectionSpec, summarise, templateValues } from "./curriculum.ts";
import { DOMAINS, type Domain, GENERIC_DOMAIN } from "./domain-data.ts";
import { demoRoadmapFromMaterial } from "./material.ts";
import type { PickedTemplate } from "./plan.ts";
import type { CourseRoadmapInput, CourseRoadmapOutput } from "./server-types.ts";
import { clip, titleCase, wordsOf } from "./text.ts";
import { type GoalReading, readGoal } from "./understand.ts";

/** Finds the course template a course title was made from, so its sections can be reused. */
function findTemplate(title: string, reading: GoalReading): PickedTemplate | undefined {
  const domains: Domain[] = [
    ...reading.domains,
    ...DOMAINS.filter((d) => !reading.domains.includes(d)),
    GENERIC_DOMAIN,
  ];
  const subjects = [reading.subject, ...(reading.secondSubject ? [reading.secondSubject] : [])];
  for (const domain of domains) {
    for (const template of domain.courses) {
      for (const subject of subjects) {
        if (courseTitle(template, templateValues({ ...reading, subject }, domain)) === title)
          return { domain, template, subject };
      }
    }
  }
  return undefined;
}

/** Sections for a course title no template made: the title's own domain and subject, else the generic course. */
function sectionsForUnknownTitle(input: CourseRoadmapInput, reading: GoalReading): SectionSpec[] {
  const stage = Math.min(2, Math.max(0, input.course.complexityLevel - 1));
  const titleReading = readGoal(input.course.title);
  const domain = titleReading.domains[0]!;
  const subject =
    domain === GENERIC_DOMAIN
      ? titleCase(clip(input.course.title.replace(/^(?:introduction|intro)\s+to\s+/i, ""), 40))
      : titleReading.subject;
  const courseReading: GoalReading = {
    ...titleReading,
    subject,
    domains: domain === GENERIC_DOMAIN ? [GENERIC_DOMAIN] : [domain, ...reading.domains.slice(1)],
    purposeText: reading.purposeText,
    purposeJoin: reading.purposeJoin,
    words: [...reading.words, ...wordsOf(input.course.title)],
  };
  const template = domain.courses.find((c) => c.stage === stage) ?? domain.courses[0]!;
  return courseSections(template, domain, courseReading);
}

/** The demo roadmap: the sections of the template the course came from, shaped by the learner's purpose. */
export function demoWriteCourseRoadmap(input: CourseRoadmapInput): CourseRoadmapOutput {
  const fromMaterial = input.outline?.length ? demoRoadmapFromMaterial(input) : null;
  if (fromMaterial) return fromMaterial;
  const reading = readGoal(input.goal);
  const found = findTemplate(input.course.title, reading);
  const sections = found
    ? courseSections(found.template, found.domain, { ...reading, subject: found.subject })
    : sectionsForUnknownTitle(input, reading);
  return {
    sections: sections.slice(0, 10).map((section, index) => ({
      topic: clip(section.topic, 120),
      summary: clip(summarise(section, index), 300),
    })),
  };
}
