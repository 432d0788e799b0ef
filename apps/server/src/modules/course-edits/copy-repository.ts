import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courses, lessonAssessments, lessons, lessonVersions, roadmaps } from "../../db/schema/index.ts";
import { forgetLessonWork } from "../lessons/index.ts";

/** Writes of a teacher's update reaching a student's copy (ADR 0056); the rest are repository.ts's. */
/** Locks a copy's course row for a teacher's update (the student's own edits queue behind it). */
export async function lockCopyCourse(tx: DbOrTx, courseId: string) {
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("update");
}

/** The copy changed under the student's editor: an edit made on the old version answers 409. */
export async function bumpCopyVersion(tx: DbOrTx, courseId: string) {
  await tx
    .update(courses)
    .set({ version: sql`${courses.version} + 1` })
    .where(eq(courses.id, courseId));
}

export async function renameLesson(tx: DbOrTx, lessonId: string, title: string) {
  await tx.update(lessons).set({ title, updatedAt: new Date() }).where(eq(lessons.id, lessonId));
}

export async function updateSectionText(tx: DbOrTx, roadmapId: string, content: string, summary: string) {
  await tx
    .update(roadmaps)
    .set({ content, summary, updatedAt: new Date() })
    .where(eq(roadmaps.id, roadmapId));
}

type Questions = Record<string, unknown>[] | undefined;

/** Gives a copied lesson the teacher's questions, unless the student has submitted an attempt. */
async function putCopiedQuestions(tx: DbOrTx, userId: string, lessonId: string, questions: Questions) {
  if (!questions) return;
  const stored = questions as (typeof lessonAssessments.$inferInsert)["questions"];
  const updated = await tx
    .update(lessonAssessments)
    .set({ questions: stored, status: "ready", answers: null })
    .where(and(eq(lessonAssessments.lessonId, lessonId), isNull(lessonAssessments.submittedAt)))
    .returning({ id: lessonAssessments.id });
  if (updated.length) return;
  await tx
    .insert(lessonAssessments)
    .values({ userId, lessonId, status: "ready", questions: stored })
    .onConflictDoNothing();
}

/** A lesson of the teacher's copied into a student's section (its text when written, no progress). */
export async function insertCopiedLesson(
  tx: DbOrTx,
  input: { lesson: typeof lessons.$inferSelect; ready: boolean; questions: Questions },
) {
  const l = input.lesson;
  await tx.insert(lessons).values({
    id: l.id,
    userId: l.userId,
    roadmapId: l.roadmapId,
    title: l.title,
    order: l.order,
    estimatedTimeInMinutes: l.estimatedTimeInMinutes,
    content: input.ready ? l.content : null,
    generationStatus: input.ready ? "ready" : "idle",
    books: l.books,
    imagePrompt: l.imagePrompt,
    imageUrl: l.imageUrl,
    audioUrl: input.ready ? l.audioUrl : null,
    audioPeaks: input.ready ? l.audioPeaks : null,
    audioDurationSeconds: input.ready ? l.audioDurationSeconds : null,
  });
  await putCopiedQuestions(tx, l.userId, l.id, input.questions);
}

/**
 * The teacher's new text of a lesson, put into a student's (not completed) copy of it: the copy's
 * own text is kept as a lesson version replaced by 'Updated by your teacher', as a rewrite keeps it.
 */
export async function putCopiedContent(
  tx: DbOrTx,
  input: {
    userId: string;
    lessonId: string;
    content: { title: string; blocks: Record<string, unknown>[] };
    questions: Questions;
  },
) {
  const [row] = await tx
    .select({ title: lessons.title, content: lessons.content, contentVersion: lessons.contentVersion })
    .from(lessons)
    .where(eq(lessons.id, input.lessonId));
  if (!row) return;
  if (row.content) {
    await tx.insert(lessonVersions).values({
      userId: input.userId,
      lessonId: input.lessonId,
      version: row.contentVersion,
      title: row.content.title,
      content: row.content,
      replacedBy: "Updated by your teacher",
    });
    await forgetLessonWork(tx, input.lessonId, "narration");
  }
  await tx
    .update(lessons)
    .set({
      content: input.content,
      contentVersion: row.content ? row.contentVersion + 1 : row.contentVersion,
      generationStatus: "ready",
      audioUrl: null,
      audioPeaks: null,
      audioDurationSeconds: null,
      updatedAt: new Date(),
    })
    .where(eq(lessons.id, input.lessonId));
  await putCopiedQuestions(tx, input.userId, input.lessonId, input.questions);
}
