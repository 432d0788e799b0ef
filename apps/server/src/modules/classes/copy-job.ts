import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Background, BackgroundEvents, JobDefinition } from "../../jobs/background.ts";
import { type SourceCourse, syncCopyWithSource } from "../course-edits/index.ts";
import { backfillConceptsJob } from "../learner-model/index.ts";
import { copyCourseToStudent, readCourseForCopy } from "./copy.ts";
import {
  findAssignmentById,
  findAssignmentsOfCourse,
  findAssignmentsWithCopyWork,
  findCopiesBehind,
  findCopyLinks,
  findStudentsWithoutCopy,
  lockCopy,
  markCopySynced,
  saveCopyLinks,
} from "./copy-repository.ts";

type Deps = { db: Db; background: Background; log?: Pick<FastifyBaseLogger, "error"> };
type Data = {
  assignmentId: string;
  /** Every copy is brought up to the teacher's course, not only those behind its version (a rewrite was written). */
  everyCopy?: boolean;
};

/** Passes over an assignment until nothing is left to do (a teacher may edit while it runs). */
const MAX_PASSES = 5;

type Source = NonNullable<Awaited<ReturnType<typeof readCourseForCopy>>>;

const toSourceCourse = (source: Source): SourceCourse => ({
  sections: source.sections,
  lessons: source.lessons,
  questions: new Map(
    source.questions.map((row) => [
      row.lessonId,
      // A grounded question's citation points into the teacher's private sources.
      row.questions.map(({ citation: _teachersSource, ...question }) => question),
    ]),
  ),
});

/** One student's copy brought up to the teacher's course, in one transaction; then its new lessons' work. */
async function syncCopy(deps: Deps, key: { assignmentId: string; studentId: string }, source: Source) {
  const outcome = await deps.db.transaction(async (tx) => {
    const copy = await lockCopy(tx, key.assignmentId, key.studentId);
    if (!copy) return undefined;
    const links = await findCopyLinks(tx, copy.courseId);
    const result = await syncCopyWithSource(tx, {
      userId: copy.studentId,
      courseId: copy.courseId,
      goalId: copy.goalId,
      source: toSourceCourse(source),
      links,
    });
    await saveCopyLinks(tx, copy.courseId, result.links);
    await markCopySynced(tx, key, source.course.version, result.changed);
    return { ...result, goalId: copy.goalId };
  });
  if (!outcome?.changed) return;
  const userId = key.studentId;
  // New lessons' concepts are named; written ones get the student's own cards and illustration.
  await deps.background.send(backfillConceptsJob, { userId, goalId: outcome.goalId }, { queued: true });
  for (const lessonId of outcome.writtenLessonIds)
    await deps.background.emit("lessonWritten", { userId, lessonId });
}

/**
 * Makes the missing copies of an assignment (current students without one) and brings the copies
 * behind the teacher's course up to it (ADR 0056). Each step is idempotent, so a crashed or
 * repeated run just continues: the copies made and the versions caught up with are its state.
 */
export async function bringCopiesUpToDate(deps: Deps, data: Data) {
  let everyCopy = data.everyCopy ?? false;
  let made = 0;
  let synced = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const assignment = await findAssignmentById(deps.db, data.assignmentId);
    if (!assignment) return "gone";
    const missing = await findStudentsWithoutCopy(deps.db, assignment.id);
    for (const studentId of missing)
      await copyCourseToStudent(deps.db, {
        assignmentId: assignment.id,
        courseId: assignment.courseId,
        studentId,
        background: deps.background,
        log: deps.log,
      });
    const source = await readCourseForCopy(deps.db, assignment.courseId);
    if (!source) return "gone";
    const behind = await findCopiesBehind(deps.db, assignment.id, everyCopy ? null : source.course.version);
    for (const { studentId } of behind)
      await syncCopy(deps, { assignmentId: assignment.id, studentId }, source);
    made += missing.length;
    synced += behind.length;
    everyCopy = false;
    if (missing.length === 0 && behind.length === 0) break;
  }
  return { made, synced };
}

/** An assignment's copies, made and kept up to date; one queued or running per assignment. */
export const assignmentCopiesJob: JobDefinition<Data, Deps> = {
  name: "class-assignment-copies",
  retryLimit: 5,
  expireInSeconds: 15 * 60,
  exclusiveKey: (data) => data.assignmentId,
  run: (deps, data) => bringCopiesUpToDate(deps, data),
};

/** A teacher's course was edited: each assignment of it brings its copies up to date. */
export const assignedCourseEditedJob: JobDefinition<BackgroundEvents["courseEdited"], Deps> = {
  name: "class-assigned-course-edited",
  retryLimit: 3,
  expireInSeconds: 60,
  async accept(deps, data) {
    return (await findAssignmentsOfCourse(deps.db, data.courseId)).length > 0;
  },
  async run(deps, data) {
    const assignments = await findAssignmentsOfCourse(deps.db, data.courseId);
    for (const { id } of assignments)
      await deps.background.send(assignmentCopiesJob, { assignmentId: id, everyCopy: true });
    return { assignments: assignments.length };
  },
};

/** At start-up: sends again the copy work a stopped server left. Answers how many assignments. */
export async function resumeAssignmentCopies(deps: { db: Db; background: Background }): Promise<number> {
  const ids = await findAssignmentsWithCopyWork(deps.db);
  for (const assignmentId of ids) await deps.background.send(assignmentCopiesJob, { assignmentId });
  return ids.length;
}
