import { type CourseTemplate, DOMAINS, type Domain, type Ending, GENERIC_DOMAIN } from "./domain-data.ts";
import { capitalise, clip, fill, titleCase, toSecondPerson, toSentenceFragment } from "./text.ts";
import type { GoalReading } from "./understand.ts";

/** A section ready for output: its topic, a one-line summary and its hand-written lesson titles. */
export type SectionSpec = { topic: string; can: string; lessons: string[] };

/** Longest course title the demo writes (the schema allows more; people read less). */
export const MAX_COURSE_TITLE = 60;

const MAKE_VERBS = new Set(
  "build make create write design develop launch publish record bake cook knit sew paint draw film plan automate".split(
    " ",
  ),
);
const ANALYSE_VERBS = new Set(
  "analyse analyze report track visualise visualize clean process understand".split(" "),
);
const OBJECT_END =
  /\s+(?:at|in|on|with|without|from|using|so|because|by|next|every|during|while|and|but|then|after|before)\s.*$/i;
const DETERMINERS = /^(?:a|an|the|my|our|some|your|his|her|their|two|three|few|several)\s+/i;

/** Singular form of a simple English plural ("dashboards" → "dashboard"), good enough for titles. */
function singular(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x)es$/i.test(word)) return word.slice(0, -2);
  if (/[^su]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** A capstone named after the learner's purpose: "analyse sales data" → "a Sales Report". */
export function projectFromPurpose(reading: GoalReading): string | undefined {
  if (!reading.purposeText || reading.purposeJoin !== "to") return undefined;
  const [verb = "", ...rest] = reading.purposeText.toLocaleLowerCase().split(" ");
  const object = rest.join(" ").replace(OBJECT_END, "").replace(DETERMINERS, "").trim();
  if (!object || object.split(" ").length > 4) return undefined;
  if (ANALYSE_VERBS.has(verb) && /\bdata$/.test(object)) {
    const what = object.replace(/\s*data$/, "");
    return `a ${titleCase(what ? `${what} report` : "data report")}`;
  }
  if (!MAKE_VERBS.has(verb)) return undefined;
  const words = object.split(" ");
  const head = singular(words.at(-1)!);
  const phrase = titleCase(toSecondPerson([...words.slice(0, -1), head].join(" ")));
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

/** "Sales Figures" when the purpose names a kind of data ("sales data"), else a neutral example. */
function figuresFor(reading: GoalReading): string {
  const match = reading.purposeText.toLocaleLowerCase().match(/\b(\w+) data\b/);
  const kind = match && !["the", "my", "our", "some", "your", "of"].includes(match[1]!) ? match[1]! : "";
  return kind ? `${titleCase(kind)} Figures` : "Exam Scores";
}

/** The values a domain's templates are filled with for a reading of the goal. */
export function templateValues(
  reading: GoalReading,
  domain: Domain,
  project?: string,
): Record<string, string> {
  const s = reading.subject.toLocaleLowerCase();
  // Languages and programming languages are names ("Spanish", "Python"); other subjects are not.
  const named = domain.id === "languages" || domain.id === "programming";
  return {
    S: reading.subject,
    s: named ? reading.subject : toSentenceFragment(reading.subject),
    tool: domain.tools[s] ?? domain.tools.default ?? reading.subject,
    project: projectFromPurpose(reading) ?? project ?? "a Project of Your Own",
    figures: figuresFor(reading),
  };
}

/** A course template's title for a reading: filled, and shortened at its colon if it runs long. */
export function courseTitle(template: CourseTemplate, values: Record<string, string>): string {
  // "Progressive Strength Training Training Plan" → "Progressive Strength Training Plan".
  const title = fill(template.subjectTitle?.[values.S!] ?? template.title, values).replace(
    /\b(\w+) \1\b/gi,
    "$1",
  );
  if (title.length <= MAX_COURSE_TITLE) return title;
  const head = title.split(":")[0]!.trim();
  return head.length >= 3 && head.length <= MAX_COURSE_TITLE ? head : clip(title, MAX_COURSE_TITLE);
}

/** Whether an ending's condition holds: every "+"-joined token is the subject, "@domain" or one of "a|b" words. */
function endingApplies(ending: Ending, reading: GoalReading): boolean {
  if (ending.when === "*") return true;
  const second = reading.domains[1]?.id;
  return ending.when.split("+").every((token) => {
    if (token.startsWith("@")) return token.slice(1) === second;
    if (token.toLocaleLowerCase() === reading.subject.toLocaleLowerCase()) return true;
    return token.split("|").some((word) => reading.words.includes(word.toLocaleLowerCase()));
  });
}

/** Parses "Topic | can | Lesson; Lesson" with the template values filled in. */
export function parseSection(line: string, values: Record<string, string>): SectionSpec {
  const [topic = "", can = "", lessons = ""] = line.split("|").map((part) => part.trim());
  return {
    topic: fill(topic, values),
    can: fill(can, values),
    lessons: lessons
      .split(";")
      .map((lesson) => fill(lesson, values))
      .filter(Boolean),
  };
}

/** A course's sections for a reading: the subject's own list or the default, plus a purpose ending. */
export function courseSections(
  template: CourseTemplate,
  domain: Domain,
  reading: GoalReading,
): SectionSpec[] {
  const core = template.bySubject?.[reading.subject] ?? template.sections;
  const ending = template.endings?.find((e) => endingApplies(e, reading));
  const values = templateValues(reading, domain, ending?.project);
  const lines = ending ? [...core.slice(0, template.keep ?? core.length), ...ending.sections] : core;
  // Roadmaps need five sections at least: short courses close with practice and a review.
  const padded = [...lines, ...CLOSING_SECTIONS].slice(0, Math.max(5, lines.length));
  return padded.slice(0, 10).map((line) => parseSection(line, values));
}

const CLOSING_SECTIONS: string[] = [
  "Putting It All Together | combine this course's skills in one small piece of work | Choosing a Small Brief; Planning the Steps; Doing the Work; Reviewing the Result",
  "Review and Next Steps | check what you have mastered and plan what to learn next | Quick Check: Mixed Questions; Revisiting Weak Spots; Keeping Skills Fresh; Planning Your Next Step",
];

/** Turns what a section teaches into its one-line summary, varying the opening. */
export function summarise(section: SectionSpec, index: number): string {
  const openers = ["You will be able to {x}.", "By the end, you can {x}.", "Learn to {x}."];
  return capitalise(fill(openers[index % openers.length]!, { x: section.can }));
}

/** A topic reduced to lower-case words, so "Charts with matplotlib" matches however it was cased or spaced. */
function normaliseTopic(topic: string): string {
  return topic
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
}

/** Lesson indexes by reading (subject, purpose): built once, then every lookup is a map read. */
const LESSON_INDEXES = new Map<string, Map<string, string[]>>();

/** Every section topic the reading could meet, mapped to its lessons; the subject's own lines win. */
function lessonIndex(reading: GoalReading): Map<string, string[]> {
  const key = JSON.stringify([
    reading.subject,
    reading.purposeText,
    reading.purposeJoin,
    reading.domains.map((d) => d.id),
  ]);
  const cached = LESSON_INDEXES.get(key);
  if (cached) return cached;
  const index = new Map<string, string[]>();
  const add = (spec: SectionSpec) => {
    const topic = normaliseTopic(spec.topic);
    if (!index.has(topic)) index.set(topic, spec.lessons);
  };
  for (const domain of new Set([...reading.domains, ...DOMAINS, GENERIC_DOMAIN])) {
    for (const template of domain.courses) {
      // The subject's own lines first: "Control Flow: Conditions and Loops" exists for Python and in general.
      const own = template.bySubject?.[reading.subject];
      const lineSets = [
        ...(own ? [own] : []),
        ...(template.endings ?? []).map((e) => e.sections),
        template.sections,
        ...Object.values(template.bySubject ?? {}),
      ];
      for (const project of projectsOf(template)) {
        const values = templateValues(reading, domain, project);
        for (const line of lineSets.flat()) add(parseSection(line, values));
      }
    }
  }
  for (const line of CLOSING_SECTIONS) add(parseSection(line, {}));
  if (LESSON_INDEXES.size > 100) LESSON_INDEXES.clear();
  LESSON_INDEXES.set(key, index);
  return index;
}

/** Finds the hand-written lessons for a section topic among every template the reading could use. */
export function findSectionLessons(topic: string, reading: GoalReading): string[] | undefined {
  return lessonIndex(reading).get(normaliseTopic(topic));
}

/** The default projects a template's endings name. */
function projectsOf(template: CourseTemplate): (string | undefined)[] {
  return [undefined, ...(template.endings ?? []).map((e) => e.project)];
}
