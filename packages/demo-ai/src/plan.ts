import { weeklyHours } from "@brainy/contract";
import { courseTitle, templateValues } from "./curriculum.ts";
import { type CourseTemplate, type Domain, GENERIC_DOMAIN } from "./domain-data.ts";
import { demoPlanFromMaterial } from "./material.ts";
import type { LearnerProfile, PlanGoalInput, PlanGoalOutput } from "./server-types.ts";
import { clip, createRandom, fill, type Random, roundHours, toGerund } from "./text.ts";
import { type GoalReading, readGoal } from "./understand.ts";

/** A course template with the domain it came from. */
export type PickedTemplate = { domain: Domain; template: CourseTemplate; subject: string };

const QUESTIONS: Record<string, string> = {
  languages:
    "What do you want to be able to do in {S} (travel, work, exams, conversation), and how much do you already know?",
  music: "What kind of music would you like to make, and how much have you played or sung so far?",
  fitness:
    "What result do you want from {S} (for example a distance, a weight or a routine), and how active are you now?",
  general: "What do you want to be able to do with {S}, and how much experience do you have?",
};
const NO_SUBJECT_QUESTION =
  "What would you like to learn? Tell me the subject, what you want to be able to do with it, and your experience so far.";

/** The course templates for a reading: the main domain's foundations, a second domain's core, then depth. */
export function pickTemplates(reading: GoalReading, random: Random): PickedTemplate[] {
  const [main, second] = reading.domains as [Domain, Domain | undefined];
  const fits = (subject: string) => (t: CourseTemplate) => !t.notFor?.includes(subject);
  const fromMain = main.courses
    .filter(fits(reading.subject))
    .map((template) => ({ domain: main, template, subject: reading.subject }));
  let picked = fromMain;
  if (second) {
    // A second domain's course names its own subject ("Writing Clean, Tested Python Code"), or none at all.
    const subject = reading.secondSubject;
    const fromSecond = second.courses
      .filter((t) => t.stage > 0 && (subject ? fits(subject)(t) : !t.title.includes("{S}")))
      .map((template) => ({
        domain: second,
        template,
        subject: subject && template.title.includes("{S}") ? subject : reading.subject,
      }));
    picked = [
      fromMain[0]!,
      ...fromSecond.slice(0, 3),
      ...fromMain.filter((p) => p.template.stage === 2).slice(0, 1),
    ];
  }
  // Practitioners and advanced learners skip the basics.
  if (reading.level > 1) picked = picked.filter((p) => p.template.stage > 0);
  // Subjects with few fitting courses borrow the general ones ("Investing in Practice").
  const extra = GENERIC_DOMAIN.courses
    .filter((t) => t.stage > 0 && !t.title.startsWith("Capstone"))
    .map((template) => ({ domain: GENERIC_DOMAIN, template, subject: reading.subject }));
  if (picked.length < 3) picked = [...picked, ...extra.slice(0, 3 - picked.length)];
  const count = Math.min(picked.length, random.int(4, 5));
  return picked.slice(0, Math.max(3, count));
}

/** One sentence tailored to the learner's status and motivation. */
function profileNote(profile: LearnerProfile, random: Random): string {
  const notes: string[] = [];
  if (profile.currentStatus === 1) notes.push("Sessions are short enough to fit around your studies.");
  if (profile.currentStatus === 2) notes.push("Sessions are planned to fit around a full-time job.");
  if (profile.currentStatus === 0) notes.push("A steady daily rhythm helps you build momentum.");
  if (profile.motivation === 0) notes.push("Skills are chosen for their value at work.");
  if (profile.motivation === 2) notes.push("It builds evidence you can show for a career change.");
  if (profile.motivation === 1) notes.push("Expect plenty of room to follow what interests you.");
  return notes.length ? random.pick(notes) : "";
}

/** The demo planner: a clarifying question for a vague first goal, otherwise 3 to 6 courses from the goal's words. */
export function demoPlanGoal(input: PlanGoalInput): PlanGoalOutput {
  const reading = readGoal(input.goal, input.clarifications);
  const random = createRandom({
    task: "plan-goal",
    goal: input.goal,
    clarifications: input.clarifications,
    profile: input.profile,
  });
  const answered = input.clarifications.some((c) => c.answer.trim());
  if (!answered && reading.wordCount < 4) {
    const hasSubject = reading.hasSubject;
    const template = QUESTIONS[reading.domains[0]!.id] ?? QUESTIONS.general!;
    return {
      clarifyingQuestion: hasSubject ? fill(template, { S: reading.subject }) : NO_SUBJECT_QUESTION,
      goal: null,
    };
  }
  // 'Use my material': the courses follow the sources' chapters.
  if (input.outline?.length) return demoPlanFromMaterial(input, reading.level);
  const weekly = weeklyHours(input.profile.learningSchedule);
  const levelFactor = [1, 1, 0.85, 0.75][reading.level]!;
  const picked = pickTemplates(reading, random);
  const courses = picked.map(({ domain, template, subject }, index) => {
    const values = templateValues({ ...reading, subject }, domain);
    const realistic = roundHours(template.hours * levelFactor * (0.9 + random.next() * 0.25));
    // Learners hope for less than it takes; a generous schedule narrows the gap.
    const hope = weekly && weekly >= 5 ? 0.85 : 0.7;
    const desired = roundHours(realistic * (hope + random.next() * 0.1));
    const focus = index === 0 || index === picked.length - 1 ? purposeSentence(reading) : "";
    const tags = [
      ...new Set(template.tags.split("|").map((t) => clip(fill(t, values).toLocaleLowerCase(), 40))),
    ].filter(Boolean);
    // The first tag names the course's knowledge unit on the goals page: put what is specific to
    // this course first and the goal's subject (shared by every course) last.
    const subjectTag = fill("{s}", values).toLocaleLowerCase();
    tags.sort((a, b) => Number(a === subjectTag) - Number(b === subjectTag));
    return {
      title: courseTitle(template, values),
      description: clip(
        [
          fill(template.subjectAbout?.[subject] ?? template.about, values),
          focus,
          profileNote(input.profile, random),
        ]
          .filter(Boolean)
          .join(" "),
        600,
      ),
      complexityLevel: Math.min(3, Math.max(1, reading.level - 1 + template.stage)),
      desiredDuration: Math.min(desired, realistic),
      realisticDuration: realistic,
      tags: tags.slice(0, 6),
    };
  });
  const title = clip(goalTitle(reading), 160);
  return { clarifyingQuestion: null, goal: { title: title.length >= 3 ? title : `Learn ${title}`, courses } };
}

/** The goal's title: the subject, and a short purpose when there is one ("Spanish for Travel"). */
function goalTitle(reading: GoalReading): string {
  if (!reading.purpose) return reading.subject;
  // Long purposes keep their first clause: "Keep Two Hives in My Back Garden" → "Keep Two Hives".
  const words = reading.purpose.split(" ");
  const cut = words.findIndex(
    (w, i) => i > 1 && /^(?:in|at|on|with|from|during|so|because|by|next|after|before)$/i.test(w),
  );
  const purpose = words.length > 5 && cut > 0 ? words.slice(0, cut).join(" ") : reading.purpose;
  // "Running to Run a 5K" and "Sourdough Baking to Bake Sourdough at Home" say it twice: the subject
  // already names the verb, so the rest follows it ("Running a 5K", "Sourdough Baking at Home").
  const [verb = "", ...rest] = purpose.split(" ");
  const subjectWords = reading.subject.toLocaleLowerCase().split(" ");
  if (reading.purposeJoin === "to" && subjectWords.includes(toGerund(verb))) {
    while (rest.length > 1 && subjectWords.includes(rest[0]!.toLocaleLowerCase())) rest.shift();
    return [reading.subject, ...rest].join(" ");
  }
  return `${reading.subject} ${reading.purposeJoin} ${purpose}`;
}

/** Where the learner's purpose shows up: in the description, never stuffed into a title. */
export function purposeSentence(reading: GoalReading): string {
  if (!reading.purposePhrase) return "";
  if (/\b(?:career|job|hired|employ\w*|exams?|promotion|certif\w*)\b/i.test(reading.purposePhrase))
    return `Everything here builds towards ${reading.purposePhrase}.`;
  return reading.purposeJoin === "to"
    ? `Examples and exercises are drawn from ${reading.purposePhrase}.`
    : `Examples and exercises are chosen with ${reading.purposePhrase} in mind.`;
}
