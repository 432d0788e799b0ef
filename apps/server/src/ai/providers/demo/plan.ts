import type { LearnerProfile } from "../../engine.ts";
import type { PlanGoalInput } from "../../tasks/plan-goal/prompt.ts";
import type { PlanGoalOutput } from "../../tasks/plan-goal/schema.ts";
import { weeklyHours } from "../../tasks/prompt-helpers.ts";
import type { CourseTemplate, Domain } from "./domain-data.ts";
import { clip, createRandom, fill, type Random, roundHours } from "./text.ts";
import { type GoalReading, readGoal } from "./understand.ts";

/** A course template with the domain it came from. */
export type PickedTemplate = { domain: Domain; template: CourseTemplate };

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

/** The values templates are filled with for a reading of the goal. */
export function templateValues(reading: GoalReading, domain: Domain): Record<string, string> {
  const s = reading.subject.toLocaleLowerCase();
  return {
    S: reading.subject,
    s,
    forP: reading.purpose ? ` ${reading.purposeJoin} ${reading.purpose}` : "",
    tool: domain.tools[s] ?? domain.tools.default ?? reading.subject,
  };
}

/** The course templates for a reading: the main domain's foundations, a second domain's core, then depth. */
export function pickTemplates(reading: GoalReading, random: Random): PickedTemplate[] {
  const [main, second] = reading.domains as [Domain, Domain | undefined];
  const fromMain = main.courses.map((template) => ({ domain: main, template }));
  let picked = fromMain;
  if (second) {
    const fromSecond = second.courses
      .filter((t) => t.stage > 0)
      .map((template) => ({ domain: second, template }));
    picked = [
      fromMain[0]!,
      ...fromSecond.slice(0, 3),
      ...fromMain.filter((p) => p.template.stage === 2).slice(0, 1),
    ];
  }
  // Practitioners and advanced learners skip the basics.
  if (reading.level > 1) picked = picked.filter((p) => p.template.stage > 0);
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
  const weekly = weeklyHours(input.profile);
  const levelFactor = [1, 1, 0.85, 0.75][reading.level]!;
  const courses = pickTemplates(reading, random).map(({ domain, template }, index) => {
    const values = templateValues(reading, domain);
    const realistic = roundHours(template.hours * levelFactor * (0.9 + random.next() * 0.25));
    // Learners hope for less than it takes; a generous schedule narrows the gap.
    const hope = weekly && weekly >= 5 ? 0.85 : 0.7;
    const desired = roundHours(realistic * (hope + random.next() * 0.1));
    const focus = reading.purpose && index === 0 ? ` Examples focus on ${reading.purposeText}.` : "";
    const tags = [
      ...new Set(template.tags.split("|").map((t) => clip(fill(t, values).toLocaleLowerCase(), 40))),
    ].filter(Boolean);
    return {
      title: clip(fill(template.title, values), 120),
      description: clip(
        `${fill(template.about, values)}${focus} ${profileNote(input.profile, random)}`.trim(),
        600,
      ),
      complexityLevel: Math.min(3, Math.max(1, reading.level - 1 + template.stage)),
      desiredDuration: Math.min(desired, realistic),
      realisticDuration: realistic,
      tags: tags.slice(0, 6),
    };
  });
  const title = clip(`${reading.subject}${templateValues(reading, reading.domains[0]!).forP}`, 160);
  return { clarifyingQuestion: null, goal: { title: title.length >= 3 ? title : `Learn ${title}`, courses } };
}
