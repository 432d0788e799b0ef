import { randomUUID } from "node:crypto";
import { GOAL_LEVELS } from "@brainy/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  assignmentCopies,
  assignmentCopyItems,
  courses,
  goals,
  lessonAssessments,
  lessons,
  roadmaps,
} from "../../db/schema/index.ts";
import type { Background } from "../../jobs/background.ts";
import { insertTreeRows } from "../curriculum/index.ts";
import { insertGoalRow, lockUser } from "../goals/index.ts";
import { backfillConceptsJob, queueConceptNaming } from "../learner-model/index.ts";

/** Where a copy's background work (concept naming, the lessons' cards) is sent; absent in some tests. */
export type CopyWork = {
  background?: Pick<Background, "emit" | "send">;
  log?: Pick<FastifyBaseLogger, "error">;
};

/** The teacher's course as it is copied: the course, its sections and visible lessons, ready questions. */
export async function readCourseForCopy(db: DbOrTx, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) return undefined;
  const sections = await db
    .select({ id: roadmaps.id, content: roadmaps.content, summary: roadmaps.summary, order: roadmaps.order })
    .from(roadmaps)
    .where(eq(roadmaps.courseId, courseId))
    .orderBy(asc(roadmaps.order));
  const lessonRows = sections.length
    ? await db
        .select()
        .from(lessons)
        .where(
          and(
            inArray(
              lessons.roadmapId,
              sections.map((s) => s.id),
            ),
            eq(lessons.isHidden, false),
          ),
        )
        .orderBy(asc(lessons.order))
    : [];
  const questions = lessonRows.length
    ? await db
        .select({ lessonId: lessonAssessments.lessonId, questions: lessonAssessments.questions })
        .from(lessonAssessments)
        .where(
          and(
            inArray(
              lessonAssessments.lessonId,
              lessonRows.map((l) => l.id),
            ),
            eq(lessonAssessments.status, "ready"),
          ),
        )
    : [];
  return { course, sections, lessons: lessonRows, questions };
}

/**
 * Copies the teacher's course into a new goal of the student's, linked to the assignment (so it
 * counts outside the student's goal limits). Sections, visible lessons with their written content
 * and media, and ready assessments' questions come along; no completion, grade or answer. It is the
 * student's active goal only when they had none. Nothing when the student already has a copy.
 */
export async function copyCourseToStudent(
  db: Db,
  options: { assignmentId: string; courseId: string; studentId: string } & CopyWork,
): Promise<void> {
  const { assignmentId, studentId: userId } = options;
  const source = await readCourseForCopy(db, options.courseId);
  if (!source) return;
  const { course } = source;
  const goalId = randomUUID();
  const courseId = randomUUID();
  const sectionIds = new Map(source.sections.map((s) => [s.id, randomUUID()]));
  const lessonIds = new Map(source.lessons.map((l) => [l.id, randomUUID()]));
  const made = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [had] = await tx
      .select({ goalId: assignmentCopies.goalId })
      .from(assignmentCopies)
      .where(and(eq(assignmentCopies.assignmentId, assignmentId), eq(assignmentCopies.studentId, userId)));
    if (had) return false;
    const [active] = await tx
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.userId, userId), eq(goals.isActive, true)));
    await insertGoalRow(tx, {
      id: goalId,
      userId,
      description: course.description ? `${course.title}: ${course.description}` : course.title,
      title: course.title,
      imageUrl: course.imageUrl,
      metadata: JSON.stringify({ level: GOAL_LEVELS[Math.min(2, Math.max(0, course.complexityLevel - 1))] }),
      skills: course.tags.slice(0, 20),
      isActive: !active,
    });
    await insertTreeRows(tx, {
      courseRows: [
        {
          id: courseId,
          userId,
          goalId,
          title: course.title,
          description: course.description,
          imageUrl: course.imageUrl,
          complexityLevel: course.complexityLevel,
          realisticDuration: course.realisticDuration,
          tags: course.tags,
          order: 0,
          isActive: true,
        },
      ],
      sectionRows: source.sections.map((s) => ({
        id: sectionIds.get(s.id)!,
        userId,
        courseId,
        goalId,
        content: s.content,
        summary: s.summary,
        order: s.order,
      })),
      lessonRows: source.lessons.map((l) => ({
        id: lessonIds.get(l.id)!,
        userId,
        roadmapId: sectionIds.get(l.roadmapId)!,
        title: l.title,
        order: l.order,
        estimatedTimeInMinutes: l.estimatedTimeInMinutes,
        content: l.content,
        generationStatus: l.content !== null && l.generationStatus === "ready" ? "ready" : "idle",
        books: l.books,
        imagePrompt: l.imagePrompt,
        imageUrl: l.imageUrl,
        audioUrl: l.audioUrl,
        audioPeaks: l.audioPeaks,
        audioDurationSeconds: l.audioDurationSeconds,
      })),
    });
    const assessments = source.questions.map((row) => ({
      userId,
      lessonId: lessonIds.get(row.lessonId)!,
      status: "ready",
      // A grounded question's citation points into the teacher's private sources.
      questions: row.questions.map(({ citation: _teachersSource, ...question }) => question),
    }));
    if (assessments.length) await tx.insert(lessonAssessments).values(assessments);
    await tx
      .insert(assignmentCopies)
      .values({ assignmentId, studentId: userId, goalId, courseId, syncedVersion: course.version });
    // Which row came from which of the teacher's: a later edit of the teacher's reaches it (ADR 0056).
    const items = [
      ...source.sections.map((s) => ({
        copyCourseId: courseId,
        sourceId: s.id,
        copyId: sectionIds.get(s.id)!,
        kind: "section",
        sourceVersion: 0,
      })),
      ...source.lessons.map((l) => ({
        copyCourseId: courseId,
        sourceId: l.id,
        copyId: lessonIds.get(l.id)!,
        kind: "lesson",
        sourceVersion: l.content !== null && l.generationStatus === "ready" ? l.contentVersion : 0,
      })),
    ];
    if (items.length) await tx.insert(assignmentCopyItems).values(items);
    await queueConceptNaming(tx, { userId, goalId });
    return true;
  });
  // As after 'Add to my goals': the copy's concepts are named and each written lesson's missing
  // work (the student's own review cards) follows. Not awaited: a class of 200 must not wait.
  const { background, log } = options;
  if (!made || !background) return;
  const written = source.lessons.filter((l) => l.content !== null).map((l) => lessonIds.get(l.id)!);
  void (async () => {
    await background.send(backfillConceptsJob, { userId, goalId }, { queued: true });
    for (const lessonId of written) await background.emit("lessonWritten", { userId, lessonId });
  })().catch((error: unknown) =>
    log?.error({ err: error, goalId }, "queueing an assignment copy's work failed"),
  );
}
