import { type ClassDataExport, TEACHER_NEVER_SEES, TEACHER_SEES } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { requireTeacher } from "./access.ts";
import { toAssignment } from "./assignments.ts";
import { toCsv } from "./csv.ts";
import { findClassAnnouncements, findMembership, findOverridesOfCopy } from "./extras-repository.ts";
import { buildAssignmentReport } from "./report.ts";
import { findCopies, findCopyAssessments, findCopyLessons } from "./report-repository.ts";
import { findAssignments, findRole, findStudents } from "./repository.ts";
import { readAssignmentReport } from "./views.ts";

type ClassOptions = UserOptions & { classId: string };
const percent = (share: number | null) => (share === null ? null : Math.round(share * 100));

/** GET /classes/{id}/assignments/{assignmentId}/questions.csv: the per-question table as CSV. */
export async function questionsCsv(options: ClassOptions & { assignmentId: string }): Promise<string> {
  const { db, userId, classId, assignmentId } = options;
  const access = await requireTeacher(db, classId, userId);
  const report = await readAssignmentReport(db, access, classId, assignmentId);
  const rows: (string | number | null)[][] = [
    [
      "Lesson",
      "Lesson title",
      "Question",
      "Kind",
      "Answered",
      "Right %",
      "AI grader confidence %",
      "Common wrong answers",
    ],
  ];
  for (const q of report.questions)
    rows.push([
      q.lessonPosition,
      q.lessonTitle,
      q.question,
      q.kind,
      q.answered,
      percent(q.shareRight),
      percent(q.graderConfidence),
      q.commonWrongAnswers.map((w) => `${w.answer} (${w.count})`).join("; "),
    ]);
  return toCsv(rows);
}

/** One assignment as the student's copy holds it: each assessed lesson's score and answers, and every override. */
async function exportAssignment(db: Db, userId: string, row: Parameters<typeof toAssignment>[0]) {
  const copies = await findCopies(db, row.id, [userId]);
  const lessonRows = await findCopyLessons(
    db,
    copies.map((c) => c.courseId),
  );
  const assessments = await findCopyAssessments(
    db,
    lessonRows.map((l) => l.id),
  );
  const scores = [];
  for (const lesson of lessonRows) {
    const a = assessments.find((x) => x.lessonId === lesson.id);
    if (!a?.results || !a.submittedAt) continue;
    scores.push({
      lessonPosition: `${lesson.sectionOrder + 1}.${lesson.order + 1}`,
      lessonTitle: lesson.title,
      score: a.score,
      submittedAt: a.submittedAt.toISOString(),
      answers: a.results.map((r) => ({
        questionIndex: r.index,
        question: a.questions[r.index]?.question ?? "",
        answer: r.yourAnswer,
        points: r.points,
        feedback: r.feedback,
      })),
    });
  }
  const overrides = await findOverridesOfCopy(db, row.id, userId);
  return { scores, overrides: overrides.map((o) => ({ ...o, at: o.at.toISOString() })) };
}

/**
 * GET /classes/{id}/me/export: what the class holds about the caller, a student of it (404 to
 * anyone else): the membership, what the join preview promised, each assignment with the progress
 * the teacher sees, the scores and answers, every override with its comment, and the announcements.
 */
export async function exportMyClassData(options: ClassOptions): Promise<ClassDataExport> {
  const { db, userId, classId } = options;
  const [role, membership] = await Promise.all([
    findRole(db, classId, userId),
    findMembership(db, classId, userId),
  ]);
  if (role?.role !== "student" || !membership) throw notFound("Class");
  const me = (await findStudents(db, classId)).filter((s) => s.userId === userId);
  const assignments = [];
  for (const row of await findAssignments(db, classId)) {
    const report = await buildAssignmentReport(db, row, me);
    assignments.push({
      assignment: toAssignment(row),
      progress: report.students[0] ?? null,
      ...(await exportAssignment(db, userId, row)),
    });
  }
  const announcements = await findClassAnnouncements(db, classId);
  return {
    exportedAt: new Date().toISOString(),
    membership: {
      classId,
      className: role.name,
      role: "student",
      joinedAt: membership.joinedAt.toISOString(),
    },
    teacherSees: [...TEACHER_SEES],
    teacherNeverSees: [...TEACHER_NEVER_SEES],
    assignments,
    announcements: announcements.map((a) => ({ body: a.body, createdAt: a.createdAt.toISOString() })),
  };
}
