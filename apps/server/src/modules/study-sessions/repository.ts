import { PASS_MARK } from "@brainy/contract";
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  concepts,
  courses,
  gapFixes,
  goals,
  lessonAssessments,
  lessons,
  practiceItems,
  reviewLogs,
  reviewSettings,
  roadmaps,
  studySessionSteps,
  studySessions,
} from "../../db/schema/index.ts";

export type SessionRow = typeof studySessions.$inferSelect;
export type StepRow = typeof studySessionSteps.$inferSelect;
export type StepInsert = Omit<typeof studySessionSteps.$inferInsert, "sessionId" | "userId" | "position">;

/** The goal to study: the one named, or the active one; undefined when the learner has none such. */
export async function findStudyGoal(db: DbOrTx, userId: string, goalId?: string) {
  const [row] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.userId, userId), goalId ? eq(goals.id, goalId) : eq(goals.isActive, true)))
    .limit(1);
  return row;
}

/** The learner's unfinished session of a goal on a local date. */
export async function findOpenSession(db: DbOrTx, userId: string, goalId: string, localDate: string) {
  const [row] = await db
    .select()
    .from(studySessions)
    .where(
      and(
        eq(studySessions.userId, userId),
        eq(studySessions.goalId, goalId),
        eq(studySessions.localDate, localDate),
        isNull(studySessions.finishedAt),
      ),
    );
  return row;
}

/**
 * Saves a new session and its steps in one transaction; undefined when a parallel request saved
 * the day's session first (the partial unique index), which the caller then reads.
 */
export async function insertSession(
  db: Db,
  session: Pick<SessionRow, "userId" | "goalId" | "localDate" | "timeZone" | "masteryAtStart">,
  steps: StepInsert[],
): Promise<SessionRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(studySessions).values(session).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx
      .insert(studySessionSteps)
      .values(
        steps.map((step, position) => ({ ...step, position, sessionId: row.id, userId: session.userId })),
      );
    return row;
  });
}

/** A session of the learner's (undefined for another learner's) and its steps in order. */
export async function findSession(db: DbOrTx, userId: string, sessionId: string) {
  const [session] = await db
    .select()
    .from(studySessions)
    .where(and(eq(studySessions.id, sessionId), eq(studySessions.userId, userId)));
  if (!session) return undefined;
  const steps = await db
    .select({
      step: studySessionSteps,
      lessonTitle: lessons.title,
      lessonCompleted: lessons.isCompleted,
      conceptName: concepts.name,
    })
    .from(studySessionSteps)
    .leftJoin(lessons, eq(lessons.id, studySessionSteps.lessonId))
    .leftJoin(concepts, eq(concepts.id, studySessionSteps.conceptId))
    .where(eq(studySessionSteps.sessionId, sessionId))
    .orderBy(asc(studySessionSteps.position));
  return { session, steps };
}
export type SessionWithSteps = NonNullable<Awaited<ReturnType<typeof findSession>>>;
export type StepWithNames = SessionWithSteps["steps"][number];

/**
 * Settles a step: only while it is pending and no earlier step is, so two devices settling the
 * same step settle it once. Answers whether it changed.
 */
export async function settleStep(
  db: DbOrTx,
  sessionId: string,
  position: number,
  state: "done" | "skipped",
): Promise<boolean> {
  const rows = await db
    .update(studySessionSteps)
    .set({ state, settledAt: sql`now()` })
    .where(
      and(
        eq(studySessionSteps.sessionId, sessionId),
        eq(studySessionSteps.position, position),
        eq(studySessionSteps.state, "pending"),
        sql`not exists (select 1 from ${studySessionSteps} e where e.session_id = ${sessionId}
          and e.position < ${position} and e.state = 'pending')`,
      ),
    )
    .returning({ position: studySessionSteps.position });
  return rows.length > 0;
}

/** Marks the session finished once no step is pending (or at once when `force`: its summary is settled). */
export async function finishSessionIfSettled(db: DbOrTx, sessionId: string, force: boolean) {
  await db
    .update(studySessions)
    .set({ finishedAt: sql`now()` })
    .where(
      and(
        eq(studySessions.id, sessionId),
        isNull(studySessions.finishedAt),
        force
          ? sql`true`
          : sql`not exists (select 1 from ${studySessionSteps} s where s.session_id = ${sessionId} and s.state = 'pending')`,
      ),
    );
}

/** Reviews the learner logged since `since`. */
export async function countReviewsSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, since)));
  return row?.n ?? 0;
}

/** Practice questions on a concept the learner answered since `since`. */
export async function countPracticeSince(
  db: DbOrTx,
  userId: string,
  conceptId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(practiceItems)
    .where(
      and(
        eq(practiceItems.userId, userId),
        eq(practiceItems.conceptId, conceptId),
        gte(practiceItems.answeredAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The goal's latest failed lesson assessment whose lesson is not completed: the gap to fix. */
export async function findGapToFix(db: DbOrTx, userId: string, goalId: string) {
  const [row] = await db
    .select({ assessmentId: lessonAssessments.id, lessonId: lessons.id })
    .from(lessonAssessments)
    .innerJoin(lessons, eq(lessons.id, lessonAssessments.lessonId))
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(courses, eq(courses.id, roadmaps.courseId))
    .where(
      and(
        eq(lessonAssessments.userId, userId),
        eq(courses.goalId, goalId),
        isNotNull(lessonAssessments.submittedAt),
        lt(lessonAssessments.score, PASS_MARK),
        eq(lessons.isCompleted, false),
      ),
    )
    .orderBy(desc(lessonAssessments.submittedAt))
    .limit(1);
  return row;
}

/** The first lesson of the goal not completed (course, section and lesson order), hidden ones aside. */
export async function findFirstOpenLesson(db: DbOrTx, userId: string, goalId: string) {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(courses, eq(courses.id, roadmaps.courseId))
    .where(
      and(
        eq(lessons.userId, userId),
        eq(courses.goalId, goalId),
        eq(lessons.isCompleted, false),
        eq(lessons.isHidden, false),
      ),
    )
    .orderBy(asc(courses.order), asc(roadmaps.order), asc(lessons.order))
    .limit(1);
  return row;
}

/**
 * The fix of an assessment's latest attempt, with its questions' concepts and answers (the gap-fix
 * step is done when every missed concept's last answer was right); undefined before a fix.
 */
export async function findAttemptGapFix(db: DbOrTx, userId: string, assessmentId: string) {
  const [fix] = await db
    .select({ id: gapFixes.id, concepts: gapFixes.concepts })
    .from(gapFixes)
    .innerJoin(lessonAssessments, eq(lessonAssessments.id, gapFixes.assessmentId))
    .where(
      and(
        eq(gapFixes.assessmentId, assessmentId),
        eq(gapFixes.userId, userId),
        eq(gapFixes.attemptAt, lessonAssessments.submittedAt),
      ),
    );
  if (!fix) return undefined;
  const questions = await db
    .select({ concept: concepts.name, correct: practiceItems.correct, answeredAt: practiceItems.answeredAt })
    .from(practiceItems)
    .innerJoin(concepts, eq(concepts.id, practiceItems.conceptId))
    .where(and(eq(practiceItems.gapFixId, fix.id), eq(practiceItems.userId, userId)));
  return { concepts: fix.concepts, questions };
}

/** The learner's review cap for a session (the default when never set). */
export async function findReviewCap(db: DbOrTx, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ cap: reviewSettings.sessionReviewCap })
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, userId));
  return row?.cap;
}

export async function saveReviewCap(db: DbOrTx, userId: string, cap: number) {
  await db
    .insert(reviewSettings)
    .values({ userId, sessionReviewCap: cap })
    .onConflictDoUpdate({ target: reviewSettings.userId, set: { sessionReviewCap: cap } });
}
