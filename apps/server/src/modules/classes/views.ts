import {
  type AnnouncementList,
  type AssignmentReport,
  type GradeOverrideRequest,
  type MyClassView,
  OPEN_ANSWERS_SHOWN,
  PASS_MARK,
  TEACHER_SEES,
} from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { setLessonCompleted } from "../curriculum/index.ts";
import { requireMember, requireTeacher } from "./access.ts";
import { toCsv } from "./csv.ts";
import { type ClassAccess, keptClassView } from "./kept.ts";
import { buildAssignmentReport } from "./report.ts";
import {
  findClassLesson,
  findLessonAssessment,
  findLessonCompletion,
  insertOverride,
  storeOverriddenAttempt,
} from "./report-repository.ts";
import {
  findAnnouncementsFor,
  findAssignment,
  findAssignments,
  findStudents,
  insertAnnouncement,
} from "./repository.ts";

type ClassOptions = UserOptions & { classId: string };

/** GET /classes/{id}/assignments/{assignmentId}/report: the teacher's view of one assignment. */
export async function getAssignmentReport(
  options: ClassOptions & { assignmentId: string; openAnswers?: number },
): Promise<AssignmentReport> {
  const { db, userId, classId, assignmentId } = options;
  const access = await requireTeacher(db, classId, userId);
  const kept = await readAssignmentReport(db, access, classId, assignmentId);
  // The first open answers only (thousands in a large class); the answer's JSON is written once
  // per kept report and count (lib/shared-answers.ts).
  return deriveOnce(
    "class-report",
    kept,
    (report, shown) => ({ ...report, openAnswers: report.openAnswers.slice(0, Number(shown)) }),
    String(options.openAnswers ?? OPEN_ANSWERS_SHOWN),
  );
}

/** What an assignment's report reads: the class's tables and each student's copy and evidence. */
const REPORT_READS = [
  "class_members",
  "class_assignments",
  "assignment_copies",
  "lti_score_posts",
  "grade_overrides",
  "users",
  "goals",
  "roadmaps",
  "lessons",
  "lesson_assessments",
  "pomodoro_sessions",
  "concepts",
  "concept_prerequisites",
  "concept_work",
  "lesson_concepts",
  "review_cards",
  "review_card_concepts",
] as const;

/** The teacher's report of one assignment over the class's students now, kept between writes (kept.ts). */
export function readAssignmentReport(
  db: Db,
  access: ClassAccess,
  classId: string,
  assignmentId: string,
): Promise<AssignmentReport> {
  return keptClassView(
    db,
    { key: `class-report:${classId}:${assignmentId}`, classId, access, reads: REPORT_READS },
    async () => {
      const assignment = await findAssignment(db, classId, assignmentId);
      if (!assignment) throw notFound("Assignment");
      return buildAssignmentReport(db, assignment, await findStudents(db, classId));
    },
  );
}

/** GET /classes/{id}/me: what the class's teachers see about the caller, a student of it. */
export async function getMyClassView(options: ClassOptions): Promise<MyClassView> {
  const { db, userId, classId } = options;
  const role = await requireMember(db, classId, userId);
  if (role.role !== "student") throw notFound("Class");
  const me = (await findStudents(db, classId)).filter((s) => s.userId === userId);
  const assignments = [];
  for (const row of await findAssignments(db, classId)) {
    const report = await buildAssignmentReport(db, row, me);
    const progress = report.students[0];
    if (progress) assignments.push({ assignment: report.assignment, progress });
  }
  return { className: role.name, teacherSees: [...TEACHER_SEES], assignments };
}

/** GET /classes/{id}/gradebook.csv: one row per student and assignment. */
export async function gradebookCsv(options: ClassOptions): Promise<string> {
  const { db, userId, classId } = options;
  const access = await requireTeacher(db, classId, userId);
  return keptClassView(db, { key: `class-gradebook:${classId}`, classId, access, reads: REPORT_READS }, () =>
    writeGradebook(db, access, classId),
  );
}

async function writeGradebook(db: Db, access: ClassAccess, classId: string): Promise<string> {
  const students = await findStudents(db, classId);
  const lines = [
    ["Student", "Username", "Assignment", "Due", "Lessons done", "Lessons", "Average score", "Last active"],
  ];
  const usernameOf = new Map(students.map((s) => [s.userId, s.username]));
  for (const row of await findAssignments(db, classId)) {
    const report = await readAssignmentReport(db, access, classId, row.id);
    for (const s of report.students) {
      lines.push([
        s.name,
        usernameOf.get(s.userId) ?? "",
        row.title,
        row.dueDate ?? "",
        String(s.lessonsDone),
        String(s.lessonCount),
        s.averageScore === null ? "" : String(s.averageScore),
        s.lastActiveAt ?? "",
      ]);
    }
  }
  return toCsv(lines);
}

/**
 * POST /classes/{id}/overrides: a teacher overrides the grade of an open answer in a student's
 * copy, with a comment. Kept with who and when; the student's score is recomputed with it and
 * the lesson's completion follows by the usual 60 % rule; the comment reaches the student with
 * the question's feedback.
 */
export async function overrideGrade(
  options: ClassOptions & { input: GradeOverrideRequest; background?: Background },
) {
  const { db, userId, classId, input } = options;
  await requireTeacher(db, classId, userId);
  const target = await findClassLesson(db, classId, input.lessonId);
  if (!target) throw notFound("Lesson");
  const assessment = await findLessonAssessment(db, input.lessonId);
  const result = assessment?.results?.find((r) => r.index === input.questionIndex);
  if (!assessment?.results || !result) throw notFound("Answer");
  if (assessment.questions[input.questionIndex]?.kind !== "open") {
    throw new AppError("CONFLICT", "Only an open answer, graded by the AI, can be overridden.");
  }
  const results = assessment.results.map((r) =>
    r.index === input.questionIndex
      ? {
          ...r,
          points: input.points,
          correct: input.points >= 0.5,
          feedback: `Your teacher: ${input.comment}`,
        }
      : r,
  );
  const score = Math.round((results.reduce((sum, r) => sum + r.points, 0) / results.length) * 100);
  await db.transaction(async (tx) => {
    await insertOverride(tx, { ...input, teacherId: userId });
    await storeOverriddenAttempt(tx, assessment.id, { results, score });
  });
  const lesson = await findLessonCompletion(db, target.studentId, input.lessonId);
  const passed = score >= PASS_MARK;
  if (lesson && lesson.isCompleted !== passed) {
    await setLessonCompleted({
      db,
      userId: target.studentId,
      lessonId: input.lessonId,
      isCompleted: passed,
      background: options.background,
    });
  }
  return { score, passed };
}

/** POST /classes/{id}/announcements: plain text to the class's students. */
export async function announce(options: ClassOptions & { body: string }) {
  const { db, userId, classId, body } = options;
  await requireTeacher(db, classId, userId);
  const row = await insertAnnouncement(db, { classId, authorId: userId, body });
  return { id: row.id };
}

/** GET /announcements: the latest announcements of the caller's classes (as a student). */
export async function listAnnouncements(options: UserOptions): Promise<AnnouncementList> {
  const rows = await findAnnouncementsFor(options.db, options.userId, 5);
  return { announcements: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
