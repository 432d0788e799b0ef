import { and, asc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  courses,
  goals,
  lessonAssessments,
  lessons,
  practiceExamItems,
  practiceExams,
  roadmaps,
} from "../../db/schema/index.ts";

export type ExamRow = typeof practiceExams.$inferSelect;
export type ExamItemRow = typeof practiceExamItems.$inferSelect;
export type ExamItemInsert = Omit<typeof practiceExamItems.$inferInsert, "examId" | "userId">;

/** A grading claim older than this was left by a process that stopped: another may take it over. */
export const GRADING_CLAIM_MS = 120_000;

/** The goal (and its course, when named) of the learner, with their titles; undefined when not theirs. */
export async function findExamScope(db: DbOrTx, userId: string, goalId: string, courseId: string | null) {
  const [goal] = await db
    .select({ id: goals.id, title: sql<string>`coalesce(nullif(${goals.title}, ''), ${goals.description})` })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
  if (!goal) return undefined;
  if (!courseId) return { goal, course: null };
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.goalId, goalId), eq(courses.userId, userId)));
  return course ? { goal, course } : undefined;
}

/** The lessons of a goal (or one of its courses), in course, section and lesson order. */
export async function findScopeLessons(db: DbOrTx, userId: string, goalId: string, courseId: string | null) {
  return db
    .select({ id: lessons.id, title: lessons.title, content: lessons.content })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(courses, eq(courses.id, roadmaps.courseId))
    .where(
      and(
        eq(lessons.userId, userId),
        eq(courses.goalId, goalId),
        courseId ? eq(courses.id, courseId) : undefined,
      ),
    )
    .orderBy(asc(courses.order), asc(roadmaps.order), asc(lessons.order));
}

/** The written assessments of those lessons: the bank of questions an exam draws from. */
export async function findBankAssessments(db: DbOrTx, userId: string, lessonIds: readonly string[]) {
  if (lessonIds.length === 0) return [];
  return db
    .select({
      id: lessonAssessments.id,
      lessonId: lessonAssessments.lessonId,
      questions: lessonAssessments.questions,
    })
    .from(lessonAssessments)
    .where(
      and(
        eq(lessonAssessments.userId, userId),
        eq(lessonAssessments.status, "ready"),
        inArray(lessonAssessments.lessonId, [...lessonIds]),
      ),
    );
}

/** Inserts an exam and its items in one transaction; undefined when the goal has an exam in progress. */
export async function insertExam(
  db: Db,
  exam: { userId: string; goalId: string; courseId: string | null; deadlineSeconds: number | null },
  items: ExamItemInsert[],
): Promise<ExamRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(practiceExams)
      .values({
        userId: exam.userId,
        goalId: exam.goalId,
        courseId: exam.courseId,
        size: items.length,
        deadline:
          exam.deadlineSeconds === null
            ? null
            : sql`now() + (${exam.deadlineSeconds}::int * interval '1 second')`,
      })
      // The goal has an exam in progress (one per goal, by a partial unique index): nothing is made.
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await tx
      .insert(practiceExamItems)
      .values(items.map((item) => ({ ...item, examId: row!.id, userId: exam.userId })));
    return row!;
  });
}

/** The learner's exam; undefined for another learner's. */
export async function findExam(db: DbOrTx, userId: string, examId: string) {
  const [row] = await db
    .select()
    .from(practiceExams)
    .where(and(eq(practiceExams.id, examId), eq(practiceExams.userId, userId)));
  return row;
}

export async function findExamItems(db: DbOrTx, userId: string, examId: string) {
  return db
    .select()
    .from(practiceExamItems)
    .where(and(eq(practiceExamItems.examId, examId), eq(practiceExamItems.userId, userId)))
    .orderBy(asc(practiceExamItems.position));
}

/** The learner's exams not yet submitted (a goal's only, when named), with how many items are answered. */
export async function findOpenExams(db: DbOrTx, userId: string, goalId?: string) {
  return db
    .select({
      exam: practiceExams,
      answered: sql<number>`(select count(*)::int from practice_exam_items i where i.exam_id = "practice_exams"."id" and i.given is not null)`,
    })
    .from(practiceExams)
    .where(
      and(
        eq(practiceExams.userId, userId),
        inArray(practiceExams.status, ["in_progress", "grading"]),
        goalId ? eq(practiceExams.goalId, goalId) : undefined,
      ),
    )
    .orderBy(asc(practiceExams.createdAt));
}

/**
 * Saves one item's answer while the exam is open: the exam row is locked for share, so a submit
 * (which takes it for update) either waits for the save or has already closed the exam. Answers
 * what stopped it when nothing was saved.
 */
export async function saveItemAnswer(
  db: Db,
  options: { userId: string; examId: string; position: number; answer: string },
): Promise<"saved" | "no-item" | "closed" | "time-up" | "no-exam"> {
  return db.transaction(async (tx) => {
    const [exam] = await tx
      .select({
        status: practiceExams.status,
        timeUp: sql<boolean>`(${practiceExams.deadline} is not null and ${practiceExams.deadline} <= now())`,
      })
      .from(practiceExams)
      .where(and(eq(practiceExams.id, options.examId), eq(practiceExams.userId, options.userId)))
      .for("share");
    if (!exam) return "no-exam";
    if (exam.status !== "in_progress") return "closed";
    if (exam.timeUp) return "time-up";
    const saved = await tx
      .update(practiceExamItems)
      .set({ given: options.answer === "" ? null : options.answer, answeredAt: sql`now()` })
      .where(
        and(
          eq(practiceExamItems.examId, options.examId),
          eq(practiceExamItems.userId, options.userId),
          eq(practiceExamItems.position, options.position),
        ),
      )
      .returning({ id: practiceExamItems.id });
    return saved.length ? "saved" : "no-item";
  });
}

/**
 * Claims the exam for grading, once: an open exam (or a claim left by a stopped process) becomes
 * `grading`. Parallel submits race on this conditional update; one wins. `expired` marks an exam
 * submitted by its timer.
 */
export async function claimExamForGrading(db: DbOrTx, userId: string, examId: string) {
  const [row] = await db
    .update(practiceExams)
    .set({
      status: "grading",
      gradingAt: sql`date_trunc('milliseconds', now())`,
      expired: sql`(${practiceExams.deadline} is not null and ${practiceExams.deadline} <= now())`,
    })
    .where(
      and(
        eq(practiceExams.id, examId),
        eq(practiceExams.userId, userId),
        or(
          eq(practiceExams.status, "in_progress"),
          and(
            eq(practiceExams.status, "grading"),
            isNotNull(practiceExams.gradingAt),
            lt(practiceExams.gradingAt, sql`now() - (${GRADING_CLAIM_MS}::int * interval '1 millisecond')`),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/** Stores the items' grades and closes the exam, in one transaction; the claim must still be this one's. */
export async function storeGrades(
  db: Db,
  options: {
    userId: string;
    examId: string;
    claimedAt: Date;
    grades: { position: number; score: number; correct: boolean; feedback: string | null }[];
    score: number;
    cardsMade: number;
  },
) {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(practiceExams)
      .set({
        status: "submitted",
        score: options.score,
        cardsMade: options.cardsMade,
        submittedAt: sql`now()`,
      })
      .where(
        and(
          eq(practiceExams.id, options.examId),
          eq(practiceExams.userId, options.userId),
          eq(practiceExams.status, "grading"),
          eq(practiceExams.gradingAt, options.claimedAt),
        ),
      )
      .returning();
    if (!closed) return undefined;
    const rows = JSON.stringify(options.grades);
    await tx.execute(sql`
      update practice_exam_items i set score = g.score, correct = g.correct, feedback = g.feedback
      from jsonb_to_recordset(${rows}::jsonb) as g(position int, score real, correct boolean, feedback text)
      where i.exam_id = ${options.examId} and i.user_id = ${options.userId} and i.position = g.position`);
    return closed;
  });
}

/** Opens an exam again after its grading failed (this claim only): the learner may submit again. */
export async function reopenExam(db: DbOrTx, claimed: ExamRow) {
  await db
    .update(practiceExams)
    .set({ status: "in_progress", gradingAt: null, expired: false })
    .where(
      and(
        eq(practiceExams.id, claimed.id),
        eq(practiceExams.status, "grading"),
        eq(practiceExams.gradingAt, claimed.gradingAt!),
      ),
    );
}
