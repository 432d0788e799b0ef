import type { AssignmentReport, OpenAnswer, QuestionStats, StudentProgress } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import type { classAssignments, StoredQuestionResult } from "../../db/schema/index.ts";
import { readWeakSpotsOfGoals } from "../learner-model/index.ts";
import { toAssignment } from "./assignments.ts";
import {
  findCopies,
  findCopyAssessments,
  findCopyLessons,
  findFocusSecondsOf,
  findOverrides,
} from "./report-repository.ts";

type AssignmentRow = typeof classAssignments.$inferSelect;
type Student = { userId: string; name: string };
type Override = Awaited<ReturnType<typeof findOverrides>>[number];
const DAY_MS = 86_400_000;

/** Results with the newest override of each question applied (points, and right from 0.5 up). */
export function withOverrides(
  lessonId: string,
  results: StoredQuestionResult[],
  latest: Map<string, Override>,
): StoredQuestionResult[] {
  return results.map((r) => {
    const o = latest.get(`${lessonId}:${r.index}`);
    return o ? { ...r, points: o.points, correct: o.points >= 0.5 } : r;
  });
}

/** Lessons done against the share of the time to the due date gone by; null without a due date. */
function onTrack(done: number, total: number, createdAt: Date, dueDate: string | null, now: Date) {
  if (!dueDate || total === 0) return null;
  const span = Date.parse(`${dueDate}T23:59:59Z`) - createdAt.getTime();
  const elapsed = Math.min(1, Math.max(0, (now.getTime() - createdAt.getTime()) / Math.max(span, DAY_MS)));
  return done / total >= elapsed - 1e-9 || done === total;
}

/**
 * The teacher's view of one assignment over the given students (those in the class now): each
 * student's progress and weak concepts on their copy only, and the per-question table.
 */
export async function buildAssignmentReport(
  db: Db,
  assignment: AssignmentRow,
  students: Student[],
  now = new Date(),
): Promise<AssignmentReport> {
  const copies = await findCopies(
    db,
    assignment.id,
    students.map((s) => s.userId),
  );
  const lessonRows = await findCopyLessons(
    db,
    copies.map((c) => c.courseId),
  );
  const lessonIds = lessonRows.map((l) => l.id);
  const [assessments, overrides, weakOf, focusOf] = await Promise.all([
    findCopyAssessments(db, lessonIds),
    findOverrides(db, lessonIds),
    readWeakSpotsOfGoals(
      db,
      copies.map((c) => ({ userId: c.studentId, goalId: c.goalId })),
    ),
    findFocusSecondsOf(
      db,
      copies.map((c) => ({ userId: c.studentId, since: c.createdAt })),
    ),
  ]);
  const latest = new Map<string, Override>();
  for (const o of overrides)
    if (!latest.has(`${o.lessonId}:${o.questionIndex}`)) latest.set(`${o.lessonId}:${o.questionIndex}`, o);
  const assessmentOf = new Map(assessments.map((a) => [a.lessonId, a]));
  const nameOf = new Map(students.map((s) => [s.userId, s.name]));
  const studentRows: StudentProgress[] = [];
  const weakCount = new Map<string, number>();
  const questionStats = new Map<
    string,
    QuestionStats & {
      wrong: Map<string, { answer: string; count: number }>;
      right: number;
      sure: number[];
    }
  >();
  const openAnswers: OpenAnswer[] = [];
  for (const copy of copies) {
    const mine = lessonRows.filter((l) => l.courseId === copy.courseId);
    const scores: number[] = [];
    let lastActive: Date | null = null;
    for (const lesson of mine) {
      if (lesson.completedAt && (!lastActive || lesson.completedAt > lastActive))
        lastActive = lesson.completedAt;
      const a = assessmentOf.get(lesson.id);
      if (!a?.results || a.submittedAt === null) continue;
      if (!lastActive || a.submittedAt > lastActive) lastActive = a.submittedAt;
      if (a.score !== null) scores.push(a.score);
      const position = `${lesson.sectionOrder + 1}.${lesson.order + 1}`;
      for (const r of withOverrides(lesson.id, a.results, latest)) {
        const q = a.questions[r.index];
        if (!q) continue;
        const key = `${position}:${r.index}`;
        let stat = questionStats.get(key);
        if (!stat) {
          stat = {
            lessonTitle: lesson.title,
            lessonPosition: position,
            questionIndex: r.index,
            question: q.question,
            kind: q.kind,
            answered: 0,
            shareRight: null,
            commonWrongAnswers: [],
            graderConfidence: null,
            wrong: new Map(),
            right: 0,
            sure: [],
          };
          questionStats.set(key, stat);
        }
        stat.answered += 1;
        if (r.correct) stat.right += 1;
        else {
          const k = r.yourAnswer.trim().toLowerCase();
          const w = stat.wrong.get(k) ?? { answer: r.yourAnswer.trim(), count: 0 };
          w.count += 1;
          stat.wrong.set(k, w);
        }
        if (q.kind === "open") {
          if (r.confidence !== undefined) stat.sure.push(r.confidence);
          const o = latest.get(`${lesson.id}:${r.index}`);
          openAnswers.push({
            lessonId: lesson.id,
            questionIndex: r.index,
            studentId: copy.studentId,
            studentName: nameOf.get(copy.studentId) ?? "",
            question: q.question,
            answer: r.yourAnswer,
            points: r.points,
            feedback: r.feedback,
            graderConfidence: r.confidence ?? null,
            override: o
              ? { points: o.points, comment: o.comment, by: o.by, at: o.createdAt.toISOString() }
              : null,
          });
        }
      }
    }
    const weak = (weakOf.get(copy.goalId) ?? []).map((c) => c.name);
    for (const name of weak) weakCount.set(name, (weakCount.get(name) ?? 0) + 1);
    const done = mine.filter((l) => l.isCompleted).length;
    studentRows.push({
      userId: copy.studentId,
      name: nameOf.get(copy.studentId) ?? "",
      lessonsDone: done,
      lessonCount: mine.length,
      averageScore: scores.length ? Math.round(scores.reduce((s, x) => s + x, 0) / scores.length) : null,
      focusMinutes: Math.round((focusOf.get(copy.studentId) ?? 0) / 60),
      lastActiveAt: lastActive?.toISOString() ?? null,
      onTrack: onTrack(done, mine.length, assignment.createdAt, assignment.dueDate, now),
      weakConcepts: weak,
      lmsSync: (copy.lmsSync as StudentProgress["lmsSync"]) ?? null,
    });
  }
  studentRows.sort((a, b) => a.name.localeCompare(b.name));
  return {
    assignment: toAssignment(assignment),
    students: studentRows,
    classWeakConcepts: [...weakCount]
      .map(([name, n]) => ({ name, students: n }))
      .sort((a, b) => b.students - a.students || a.name.localeCompare(b.name)),
    questions: [...questionStats.values()]
      .sort(
        (a, b) =>
          a.lessonPosition.localeCompare(b.lessonPosition, undefined, { numeric: true }) ||
          a.questionIndex - b.questionIndex,
      )
      .map(({ wrong, right, sure, ...stat }) => ({
        ...stat,
        shareRight: stat.answered ? right / stat.answered : null,
        graderConfidence: sure.length ? sure.reduce((s, x) => s + x, 0) / sure.length : null,
        commonWrongAnswers: [...wrong.values()].sort((a, b) => b.count - a.count).slice(0, 3),
      })),
    openAnswers: openAnswers.sort(leastSureFirst),
    openAnswerCount: openAnswers.length,
  };
}

/**
 * The order a teacher reviews open answers in: not yet overridden before overridden, then the
 * grader's least sure first (an answer graded before the grader said how sure comes after).
 */
export function leastSureFirst(a: OpenAnswer, b: OpenAnswer): number {
  const reviewed = Number(a.override !== null) - Number(b.override !== null);
  return reviewed || (a.graderConfidence ?? 2) - (b.graderConfidence ?? 2);
}
