import { randomBytes, randomUUID } from "node:crypto";
import {
  type CourseShare,
  type CourseShareStatus,
  GOAL_LEVELS,
  type SharedCourseCopy,
  type SharedCourseSummary,
} from "@brainy/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import { findCourseRow } from "../courses/index.ts";
import { insertTreeRows } from "../curriculum/index.ts";
import { assertCanStartGoal, deactivateGoals, insertGoalRow, lockUser } from "../goals/index.ts";
import { backfillConceptsJob, queueConceptNaming } from "../learner-model/index.ts";
import { withoutCitationMarkers } from "./citations.ts";
import {
  deleteShareRow,
  findAssessmentQuestions,
  findSharedCourseRow,
  findSharedLessons,
  findSharedSections,
  findShareRow,
  insertAssessmentCopies,
  upsertShareRow,
} from "./repository.ts";

type ShareRow = NonNullable<Awaited<ReturnType<typeof findShareRow>>>;

/** 256 random bits as base64url (43 characters): nobody finds a link by guessing. */
export const newShareToken = (): string => randomBytes(32).toString("base64url");

/** The public page's path for a token. */
export const sharePath = (token: string): string => `/share/${token}`;

const toShare = (row: ShareRow): CourseShare => ({
  token: row.token,
  path: sharePath(row.token),
  showName: row.showName,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's course or 404 (another user's course is not found, as everywhere). */
async function assertOwnCourse(db: Db, userId: string, courseId: string): Promise<void> {
  if (!(await findCourseRow(db, userId, courseId))) throw notFound("Course");
}

/** GET /courses/{id}/share: the course's link, or null. */
export async function getCourseShare(options: {
  db: Db;
  userId: string;
  courseId: string;
}): Promise<CourseShareStatus> {
  const { db, userId, courseId } = options;
  await assertOwnCourse(db, userId, courseId);
  const row = await findShareRow(db, userId, courseId);
  return { share: row ? toShare(row) : null };
}

/** PUT /courses/{id}/share: makes the link (first time) or changes the name opt-in; the token stays. */
export async function shareCourse(options: {
  db: Db;
  userId: string;
  courseId: string;
  showName: boolean;
}): Promise<CourseShare> {
  const { db, userId, courseId, showName } = options;
  await assertOwnCourse(db, userId, courseId);
  return toShare(await upsertShareRow(db, { courseId, userId, token: newShareToken(), showName }));
}

/** DELETE /courses/{id}/share: the link answers 404 from the next request, on every instance. */
export async function revokeCourseShare(options: { db: Db; userId: string; courseId: string }) {
  const { db, userId, courseId } = options;
  await assertOwnCourse(db, userId, courseId);
  await deleteShareRow(db, userId, courseId);
}

/** The shared course's row by its token; 404 when the link was revoked or never existed. */
export async function findSharedCourse(db: Db, token: string) {
  const course = await findSharedCourseRow(db, token);
  if (!course) throw notFound("Shared course");
  return course;
}

/** A shared course as the public page and the copy read it: course, sections, visible lessons. */
export async function readSharedCourse(db: Db, token: string) {
  const course = await findSharedCourse(db, token);
  const sections = await findSharedSections(db, course.courseId);
  const lessons = await findSharedLessons(
    db,
    sections.map((s) => s.id),
  );
  type SharedLesson = Omit<(typeof lessons)[number], "citedNumbers"> & { fromOwnersMaterial: boolean };
  const bySection = new Map<string, SharedLesson[]>();
  for (const { citedNumbers, ...row } of lessons) {
    // Only a finished lesson is written: one being generated holds the blocks streamed so far. A
    // grounded lesson's citation markers go (its references are the owner's private sources).
    const fromOwnersMaterial = citedNumbers.length > 0;
    const lesson: SharedLesson =
      row.generationStatus === "ready" && row.content
        ? { ...row, content: withoutCitationMarkers(row.content, citedNumbers), fromOwnersMaterial }
        : { ...row, content: null, fromOwnersMaterial: false };
    const list = bySection.get(lesson.roadmapId);
    if (list) list.push(lesson);
    else bySection.set(lesson.roadmapId, [lesson]);
  }
  return {
    course,
    // The course's own cover, else one drawn from its title (`drawSharedCourseCover`): never the goal's.
    coverUrl: `${sharePath(token)}/cover`,
    sections: sections.map((section) => ({ ...section, lessons: bySection.get(section.id) ?? [] })),
  };
}
export type SharedCourse = Awaited<ReturnType<typeof readSharedCourse>>;

/** GET /shared-courses/{token}: title, counts and cover for the 'Add to my goals' screen. */
export async function getSharedCourseSummary(options: {
  db: Db;
  token: string;
}): Promise<SharedCourseSummary> {
  const { course, coverUrl, sections } = await readSharedCourse(options.db, options.token);
  const lessons = sections.flatMap((s) => s.lessons);
  return {
    title: course.title,
    description: course.description,
    sharedBy: course.sharedBy,
    sectionCount: sections.length,
    lessonCount: lessons.length,
    writtenLessonCount: lessons.filter((l) => l.content !== null).length,
    coverUrl,
  };
}

/**
 * POST /shared-courses/{token}/copy: a new goal (made active) holding a deep copy of the course:
 * its sections, visible lessons with their written content, illustration and narration, and the
 * questions of their ready assessments; no completion, grade or answer of the owner's. The plan's
 * goal limit is checked first and again under the user's lock (same answers as creating a goal).
 * Copying one's own shared course is allowed (a fresh start from zero).
 */
export async function copySharedCourse(options: {
  db: Db;
  actor: Actor;
  token: string;
  /** Told `lessonWritten` for each written lesson copied: its missing work (review cards…) follows. */
  background?: Pick<Background, "emit" | "send">;
  log?: Pick<FastifyBaseLogger, "error">;
}): Promise<SharedCourseCopy> {
  const { db, actor, token } = options;
  const userId = actor.userId;
  await assertCanStartGoal(db, userId, actor.tier);
  const { course, sections } = await readSharedCourse(db, token);
  const goalId = randomUUID();
  const courseId = randomUUID();
  const level = GOAL_LEVELS[Math.min(2, Math.max(0, course.complexityLevel - 1))]!;
  const sectionRows = sections.map((section) => ({
    id: randomUUID(),
    userId,
    courseId,
    goalId,
    content: section.content,
    summary: section.summary,
    order: section.order,
  }));
  const lessonIds = new Map<string, string>();
  const lessonRows = sections.flatMap((section, s) =>
    section.lessons.map((lesson) => {
      const id = randomUUID();
      lessonIds.set(lesson.id, id);
      const written = lesson.content !== null;
      return {
        id,
        userId,
        roadmapId: sectionRows[s]!.id,
        title: lesson.title,
        order: lesson.order,
        estimatedTimeInMinutes: lesson.estimatedTimeInMinutes,
        content: lesson.content,
        generationStatus: written ? "ready" : "idle",
        books: lesson.books,
        imagePrompt: lesson.imagePrompt,
        imageUrl: lesson.imageUrl,
        audioUrl: lesson.audioUrl,
        audioPeaks: lesson.audioPeaks,
        audioDurationSeconds: lesson.audioDurationSeconds,
      };
    }),
  );
  const assessments = (await findAssessmentQuestions(db, [...lessonIds.keys()])).map((row) => ({
    userId,
    lessonId: lessonIds.get(row.lessonId)!,
    // A grounded question's citation points into the owner's private sources: not the reader's.
    questions: row.questions.map(({ citation: _ownersSource, ...question }) => question),
  }));
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertCanStartGoal(tx, userId, actor.tier);
    await deactivateGoals(tx, userId);
    await insertGoalRow(tx, {
      id: goalId,
      userId,
      description: course.description ? `${course.title}: ${course.description}` : course.title,
      title: course.title,
      // The course's own cover only: the owner's goal cover is drawn from their private goal.
      imageUrl: course.courseImageUrl,
      metadata: JSON.stringify({ level }),
      skills: course.tags.slice(0, 20),
      isActive: true,
    });
    await insertTreeRows(tx, {
      courseRows: [
        {
          id: courseId,
          userId,
          goalId,
          title: course.title,
          description: course.description,
          imageUrl: course.courseImageUrl,
          complexityLevel: course.complexityLevel,
          realisticDuration: course.realisticDuration,
          tags: course.tags,
          order: 0,
          isActive: true,
        },
      ],
      sectionRows,
      lessonRows,
    });
    await insertAssessmentCopies(tx, assessments);
    // The copy's lessons get concepts of their own, named in the background (issue 37).
    await queueConceptNaming(tx, { userId, goalId });
  });
  // As after writing a lesson: each job's `accept` keeps only the work the copy lacks (the reader's
  // own review cards; the illustration and assessment were copied). Not awaited: a long course
  // must not hold the answer.
  const written = lessonRows.filter((row) => row.content !== null).map((row) => row.id);
  if (options.background) {
    const { background, log } = options;
    void (async () => {
      await background.send(backfillConceptsJob, { userId, goalId }, { queued: true });
      for (const lessonId of written) await background.emit("lessonWritten", { userId, lessonId });
    })().catch((error: unknown) =>
      log?.error({ err: error, goalId }, "queueing the copied lessons' work failed"),
    );
  }
  return { goalId, courseId };
}
