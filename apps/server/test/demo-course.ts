import { answerWithDemo } from "@brainy/demo-ai";
import { asc, eq } from "drizzle-orm";
import { writeLessonTask } from "../src/ai/tasks/write-lesson/index.ts";
import { courses, lessons, roadmaps } from "../src/db/schema/index.ts";
import type { TestContext } from "./app.ts";
import { createPlannedGoal } from "./factories.ts";

/** The demo writer's subjects: Python lessons have code, Calculus ones formulas, Budgeting ones charts. */
const SUBJECTS = [
  { course: "Python Foundations", section: null, lesson: null },
  {
    course: "Calculus Essentials",
    section: "Limits and derivatives",
    lesson: "Derivatives as rates of change",
  },
  { course: "Personal Budgeting", section: "Monthly budgets", lesson: "Tracking monthly spending" },
];

/** A small SVG drawing standing in for a lesson's illustration. */
export const TEST_ILLUSTRATION = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#4b3fc4"/></svg>`;

/**
 * A planned goal whose first course has every lesson written by the demo AI (code, math and a chart
 * among them) and an illustration on its first lesson, as a learner would have after reading them.
 */
export async function writeDemoCourse(t: TestContext, user: { auth: { authorization: string } }) {
  const goal = await createPlannedGoal(t, user);
  const courseId = goal.courses[0]!.id;
  const db = t.handle.db;
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  const rows = await db
    .select({ id: lessons.id, title: lessons.title, section: roadmaps.content, summary: roadmaps.summary })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(eq(roadmaps.courseId, courseId))
    .orderBy(asc(roadmaps.order), asc(lessons.order));
  const illustration = await t.app.deps.media.put(
    "0123456789abcdef0123.svg",
    new TextEncoder().encode(TEST_ILLUSTRATION),
    "image/svg+xml",
  );
  for (const [i, row] of rows.entries()) {
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    // Lessons of the other subjects get a title of theirs (the demo writer reads the subject from the words).
    if (subject.lesson) row.title = `${subject.lesson} (${i + 1})`;
    const written = answerWithDemo(writeLessonTask, {
      goal: subject.course,
      courseTitle: subject.course,
      courseDescription: course!.description,
      level: 1,
      section: { topic: subject.section ?? row.section, summary: row.summary },
      lessonTitle: row.title,
      previousLessons: [],
      nextLessons: [],
      earlierSections: [],
      estimatedMinutes: 20,
    });
    await db
      .update(lessons)
      .set({
        title: row.title,
        content: { title: row.title, blocks: written.blocks },
        books: written.books,
        imagePrompt: written.imagePrompt,
        imageUrl: i === 0 ? illustration : null,
        generationStatus: "ready",
      })
      .where(eq(lessons.id, row.id));
  }
  return { goalId: goal.id, courseId, course: course!, lessons: rows };
}
