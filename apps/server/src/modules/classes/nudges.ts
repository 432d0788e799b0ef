import type { NudgeResult } from "@brainy/contract";
import { notFound } from "../../lib/app-error.ts";
import { hitCounter, resetCounter } from "../../lib/rate-counter.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import type { MailMessage } from "../mail/index.ts";
import { requireTeacher } from "./access.ts";
import { findStudentEmails } from "./extras-repository.ts";
import type { ClassMailDeps } from "./invite-emails.ts";
import { buildAssignmentReport } from "./report.ts";
import { findAssignment, findNames, findStudents } from "./repository.ts";

/** One nudge per student and assignment in this window. */
export const NUDGE_WINDOW_MS = 86_400_000;

/** The nudge: which assignment, how far the student is, the due date, and where to go on. */
export function buildNudgeEmail(input: {
  to: string;
  studentName: string;
  teacherName: string;
  className: string;
  title: string;
  dueDate: string;
  done: number;
  total: number;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `A reminder from ${input.teacherName}: ${input.title} is due ${input.dueDate}`,
    text: [
      `Hello ${input.studentName},`,
      "",
      `${input.teacherName} sent you a reminder from the class "${input.className}": the course "${input.title}" is due on ${input.dueDate}, and you have done ${input.done} of its ${input.total} lessons.`,
      "",
      `Pick up where you left off: ${input.link}`,
    ].join("\n"),
  };
}

/**
 * POST /classes/{id}/assignments/{assignmentId}/nudges: emails each student of the class who is not
 * on track against the due date. At most one nudge per student and assignment in 24 h: the counter
 * is raised in one statement before the mail, so parallel nudges on any instance send one each.
 * Brainy has no email preferences yet (ADR 0057); a mail that fails is logged and may be sent again.
 */
export async function nudgeStudentsBehind(
  options: UserOptions & { classId: string; assignmentId: string } & ClassMailDeps,
): Promise<NudgeResult> {
  const { db, userId, classId, assignmentId } = options;
  const role = await requireTeacher(db, classId, userId);
  const assignment = await findAssignment(db, classId, assignmentId);
  if (!assignment) throw notFound("Assignment");
  const report = await buildAssignmentReport(db, assignment, await findStudents(db, classId));
  const behind = report.students.filter((s) => s.onTrack === false);
  const emailOf = new Map(
    (
      await findStudentEmails(
        db,
        classId,
        behind.map((s) => s.userId),
      )
    ).map((r) => [r.userId, r.email]),
  );
  const [teacher] = await findNames(db, [userId]);
  const result: NudgeResult = { nudged: [], alreadyNudged: [] };
  for (const student of behind) {
    const email = emailOf.get(student.userId);
    if (!email || !assignment.dueDate) continue;
    const who = { userId: student.userId, name: student.name };
    const key = `class-nudge:${assignmentId}:${student.userId}`;
    if ((await hitCounter(db, key, NUDGE_WINDOW_MS)).count > 1) {
      result.alreadyNudged.push(who);
      continue;
    }
    try {
      await options.mailer.send(
        buildNudgeEmail({
          to: email,
          studentName: student.name,
          teacherName: teacher?.name ?? "Your teacher",
          className: role.name,
          title: assignment.title,
          dueDate: assignment.dueDate,
          done: student.lessonsDone,
          total: student.lessonCount,
          link: `${options.publicUrl.replace(/\/$/, "")}/home`,
        }),
      );
      result.nudged.push(who);
    } catch (error) {
      options.log.error({ err: error, classId }, "class nudge mail could not be sent");
      await resetCounter(db, key);
    }
  }
  return result;
}
