import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { StoredQuestionResult } from "../../db/schema/index.ts";
import {
  assignmentCopies,
  classAssignments,
  classMembers,
  gradeOverrides,
  lessonAssessments,
  lessons,
  ltiScorePosts,
  pomodoroSessions,
  roadmaps,
} from "../../db/schema/index.ts";

/**
 * The copies of an assignment held by students who are in the class now (a removed one is gone at
 * once), with the state of their score's post to the LMS grade book (LTI AGS) when there is one.
 */
export function findCopies(db: DbOrTx, assignmentId: string, studentIds: string[]) {
  if (!studentIds.length) return Promise.resolve([]);
  return db
    .select({ ...getTableColumns(assignmentCopies), lmsSync: ltiScorePosts.state })
    .from(assignmentCopies)
    .leftJoin(
      ltiScorePosts,
      and(
        eq(ltiScorePosts.assignmentId, assignmentCopies.assignmentId),
        eq(ltiScorePosts.studentId, assignmentCopies.studentId),
      ),
    )
    .where(
      and(eq(assignmentCopies.assignmentId, assignmentId), inArray(assignmentCopies.studentId, studentIds)),
    );
}

/** The visible lessons of the copies' courses, with their place in the course. */
export function findCopyLessons(db: DbOrTx, courseIds: string[]) {
  if (!courseIds.length) return Promise.resolve([]);
  return db
    .select({
      id: lessons.id,
      userId: lessons.userId,
      courseId: roadmaps.courseId,
      title: lessons.title,
      sectionOrder: roadmaps.order,
      order: lessons.order,
      isCompleted: lessons.isCompleted,
      completedAt: lessons.completedAt,
    })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(and(inArray(roadmaps.courseId, courseIds), eq(lessons.isHidden, false)))
    .orderBy(asc(roadmaps.order), asc(lessons.order));
}

/** The assessments of the given lessons. */
export function findCopyAssessments(db: DbOrTx, lessonIds: string[]) {
  if (!lessonIds.length) return Promise.resolve([]);
  return db
    .select({
      lessonId: lessonAssessments.lessonId,
      questions: lessonAssessments.questions,
      results: lessonAssessments.results,
      score: lessonAssessments.score,
      submittedAt: lessonAssessments.submittedAt,
    })
    .from(lessonAssessments)
    .where(inArray(lessonAssessments.lessonId, lessonIds));
}

/** Every override of the given lessons, newest first, with the teacher's name. */
export function findOverrides(db: DbOrTx, lessonIds: string[]) {
  if (!lessonIds.length) return Promise.resolve([]);
  return db
    .select({
      lessonId: gradeOverrides.lessonId,
      questionIndex: gradeOverrides.questionIndex,
      points: gradeOverrides.points,
      comment: gradeOverrides.comment,
      createdAt: gradeOverrides.createdAt,
      by: sql<string>`(select coalesce(nullif(trim(u.first_name), ''), u.username) from users u
        where u.id = ${gradeOverrides.teacherId})`,
    })
    .from(gradeOverrides)
    .where(inArray(gradeOverrides.lessonId, lessonIds))
    .orderBy(desc(gradeOverrides.createdAt));
}

/**
 * Focus-timer seconds of each student since their own time (their copy's creation), in one
 * statement: user id → seconds (a student without sessions has no entry).
 */
export async function findFocusSecondsOf(db: DbOrTx, since: readonly { userId: string; since: Date }[]) {
  if (!since.length) return new Map<string, number>();
  const userIds = sql.join(
    since.map((s) => sql`${s.userId}::uuid`),
    sql`, `,
  );
  const times = sql.join(
    since.map((s) => sql`${s.since.toISOString()}::timestamptz`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select s.user_id, coalesce(sum(s.duration), 0)::int as seconds
    from unnest(array[${userIds}], array[${times}]) as since(user_id, at)
    join ${pomodoroSessions} s on s.user_id = since.user_id and s.completed_at >= since.at
    group by s.user_id`);
  const rows = (result as unknown as { rows: { user_id: string; seconds: number | string }[] }).rows;
  return new Map(rows.map((r) => [r.user_id, Number(r.seconds)]));
}

/**
 * A student's lesson in a copy of one of the class's assignments, when that student is in the
 * class now: what a teacher of the class may override. Undefined otherwise.
 */
export async function findClassLesson(db: DbOrTx, classId: string, lessonId: string) {
  const [row] = await db
    .select({ lessonId: lessons.id, studentId: assignmentCopies.studentId })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(assignmentCopies, eq(assignmentCopies.courseId, roadmaps.courseId))
    .innerJoin(classAssignments, eq(classAssignments.id, assignmentCopies.assignmentId))
    .innerJoin(
      classMembers,
      and(
        eq(classMembers.classId, classAssignments.classId),
        eq(classMembers.userId, assignmentCopies.studentId),
        eq(classMembers.role, "student"),
      ),
    )
    .where(and(eq(lessons.id, lessonId), eq(classAssignments.classId, classId)));
  return row;
}

/** A lesson's assessment row (the overridden attempt's). */
export async function findLessonAssessment(db: DbOrTx, lessonId: string) {
  const [row] = await db.select().from(lessonAssessments).where(eq(lessonAssessments.lessonId, lessonId));
  return row;
}

/** Keeps an override with who and when (every one: the newest is in force). */
export async function insertOverride(
  tx: DbOrTx,
  values: { lessonId: string; questionIndex: number; teacherId: string; points: number; comment: string },
) {
  await tx.insert(gradeOverrides).values(values);
}

/** The attempt's results and score with an override applied (its submission time stays). */
export async function storeOverriddenAttempt(
  tx: DbOrTx,
  assessmentId: string,
  attempt: { results: StoredQuestionResult[]; score: number },
) {
  await tx.update(lessonAssessments).set(attempt).where(eq(lessonAssessments.id, assessmentId));
}

/** Whether the student's lesson is completed; undefined when it is not theirs. */
export async function findLessonCompletion(db: DbOrTx, studentId: string, lessonId: string) {
  const [row] = await db
    .select({ isCompleted: lessons.isCompleted })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, studentId)));
  return row;
}
