import { randomUUID } from "node:crypto";
import {
  type CourseEdit,
  type CourseEditRequest,
  type CourseOutline,
  LESSON_REWRITE_LABELS,
  type LessonBlock,
  type LessonVersionList,
} from "@brainy/contract";
import type { AiEngine, LessonDraft } from "../../ai/engine.ts";
import type { RewriteLessonInput } from "../../ai/tasks/rewrite-lesson/prompt.ts";
import { rewriteSectionLessonsTask } from "../../ai/tasks/rewrite-section-lessons/index.ts";
import { writeCourseSectionTask } from "../../ai/tasks/write-course-section/index.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import type { Actor } from "../../plugins/auth.ts";
import { conceptPlansOf, insertLessonRows, refreshCourseAndGoal, toLessonRows } from "../curriculum/index.ts";
import { takeLessonGeneration, type UsageReceipt } from "../entitlements/index.ts";
import { findGoalRows } from "../goals/index.ts";
import { listConceptNames } from "../learner-model/index.ts";
import {
  findRewriteGrounding,
  type GenerationHub,
  type GroundingPassage,
  queueLessonNarration,
  startLessonRewrite,
} from "../lessons/index.ts";
import { checkGrounding } from "./check-grounding.ts";
import { renameLesson } from "./copy-repository.ts";
import { hasProgress, readCourseOutline, sectionGenerating, staleCourse } from "./outline.ts";
import { checkReplan } from "./replan.ts";
import {
  bumpCourseVersion,
  claimLessonRewrite,
  deleteLesson,
  deleteLessonsOfSection,
  deleteSection,
  findEditableCourse,
  findLessonVersions,
  findLessonWithContent,
  insertSection,
  type LessonAudioColumns,
  lockSection,
  refreshSectionCompletion,
  renumberLessons,
  renumberSections,
  restoreLessonBeforeRewrite,
  setLessonHidden,
} from "./repository.ts";

type Section = CourseOutline["sections"][number];
type Lesson = Section["lessons"][number];

/** GET /courses/{id}/outline: the course's sections and lessons as the editor shows them. */
export function getCourseOutline({ db, userId, courseId }: UserOptions & { courseId: string }) {
  return readCourseOutline(db, userId, courseId);
}

function findSection(outline: CourseOutline, sectionId: string): Section {
  const section = outline.sections.find((s) => s.id === sectionId);
  if (!section) throw notFound("Section");
  return section;
}

function findLesson(outline: CourseOutline, lessonId: string): { section: Section; lesson: Lesson } {
  for (const section of outline.sections) {
    const lesson = section.lessons.find((l) => l.id === lessonId);
    if (lesson) return { section, lesson };
  }
  throw notFound("Lesson");
}

/** `ids` with `id` moved to `position` (clamped to the list). */
function moveTo<T>(items: T[], item: T, position: number): T[] {
  const rest = items.filter((i) => i !== item);
  rest.splice(Math.min(position, rest.length), 0, item);
  return rest;
}

/**
 * Checks an edit against the course as it is (404 for what is not in it, 409 for what holds
 * progress or is being written); run before the AI and again inside the edit's transaction.
 */
function checkEdit(outline: CourseOutline, edit: CourseEdit): void {
  switch (edit.kind) {
    case "addSection":
      return;
    case "removeSection": {
      const section = findSection(outline, edit.sectionId);
      if (section.isCompleted || section.lessons.some((l) => l.hasProgress))
        throw hasProgress(
          "This section has completed or assessed lessons, so it stays: hide those lessons from the plan instead.",
        );
      if (section.isGenerating) throw sectionGenerating(section.content);
      return;
    }
    case "moveSection": {
      const section = findSection(outline, edit.sectionId);
      if (section.isCompleted) throw hasProgress("A completed section stays where it is.");
      if (section.isGenerating) throw sectionGenerating(section.content);
      return;
    }
    case "rewriteSection": {
      const section = findSection(outline, edit.sectionId);
      if (section.isCompleted || section.lessons.some((l) => l.hasProgress))
        throw hasProgress("Only a section you have not started can be rewritten.");
      if (section.isGenerating) throw sectionGenerating(section.content);
      return;
    }
    case "removeLesson": {
      const { section, lesson } = findLesson(outline, edit.lessonId);
      if (lesson.hasProgress)
        throw hasProgress(
          "This lesson holds your progress, so it cannot be removed: hide it from the plan instead.",
        );
      if (section.isGenerating) throw sectionGenerating(section.content);
      return;
    }
    case "moveLesson": {
      const { section, lesson } = findLesson(outline, edit.lessonId);
      if (lesson.isCompleted) throw hasProgress("A completed lesson stays where it is.");
      if (section.isGenerating) throw sectionGenerating(section.content);
      return;
    }
    case "setLessonHidden":
    case "renameLesson":
      findLesson(outline, edit.lessonId);
      return;
    case "replanFromSources":
      checkReplan(outline, edit);
      return;
    case "rewriteLesson": {
      const { section, lesson } = findLesson(outline, edit.lessonId);
      if (lesson.isCompleted)
        throw hasProgress("A completed lesson keeps the version you passed; it cannot be rewritten.");
      if (section.isGenerating) throw sectionGenerating(section.content);
      if (lesson.generationStatus !== "ready")
        throw new AppError(
          "CONFLICT",
          "This lesson has not been written yet: open it first, then rewrite it.",
        );
      return;
    }
  }
}

/** What an AI edit wrote, made before the transaction (on PGlite an open one would hold up everyone). */
type Written =
  | { kind: "section"; topic: string; summary: string; position: number; lessons: LessonDraft[] }
  | { kind: "lessons"; lessons: LessonDraft[] }
  | {
      /** A lesson rewrite made ready to start: the AI writes it after the edit, streamed (lessons' rewrite.ts). */
      kind: "lesson";
      input: RewriteLessonInput;
      /** A grounded lesson's passages, numbered as in the input (empty: not grounded). */
      grounding: GroundingPassage[];
      contentVersion: number;
      replacedBy: string;
    }
  | { kind: "none" };

type EditOptions = {
  db: Db;
  ai: AiEngine;
  /** Where a lesson rewrite runs and streams its blocks to the lesson page (lessons' GenerationHub). */
  hub: GenerationHub;
  log?: { error(obj: object, msg: string): void };
  actor: Actor;
  courseId: string;
  request: CourseEditRequest;
  /** Where a rewritten lesson's narration is queued again; absent (or no speech): it is not. */
  narration?: { background: Background } | null;
  /** Told `courseEdited` once an edit is committed (and a rewrite written): assigned copies follow (ADR 0056). */
  background?: Pick<Background, "emit">;
};

/** Tells the background that a course changed; a failure is logged, never fails the edit. */
async function tellEdited(options: EditOptions): Promise<void> {
  const { background, actor, courseId } = options;
  await background
    ?.emit("courseEdited", { userId: actor.userId, courseId })
    .catch((error: unknown) =>
      options.log?.error({ err: error, courseId }, "queueing a course's copies failed"),
    );
}

async function writeWithAi(options: EditOptions, outline: CourseOutline): Promise<Written> {
  const { db, ai, actor, request } = options;
  const edit = request.edit;
  const course = await findEditableCourse(db, actor.userId, outline.courseId);
  if (!course) throw notFound("Course");
  const [goal] = await findGoalRows(db, actor.userId, course.goalId);
  const goalText = goal?.description ?? course.title;
  if (edit.kind === "addSection") {
    const out = await ai.run(
      writeCourseSectionTask,
      {
        goal: goalText,
        courseTitle: course.title,
        subject: edit.subject,
        sections: outline.sections.map((s) => ({ topic: s.content, summary: s.summary })),
        knownConcepts: await listConceptNames(db, actor.userId, course.goalId),
      },
      actor,
    );
    return { kind: "section", ...out, position: edit.position ?? out.position };
  }
  if (edit.kind === "rewriteSection") {
    const section = findSection(outline, edit.sectionId);
    const out = await ai.run(
      rewriteSectionLessonsTask,
      {
        goal: goalText,
        courseTitle: course.title,
        section: { topic: section.content, summary: section.summary },
        lessons: section.lessons.map((l) => l.title),
        instruction: edit.instruction,
        knownConcepts: await listConceptNames(db, actor.userId, course.goalId),
      },
      actor,
    );
    return { kind: "lessons", lessons: out.lessons };
  }
  if (edit.kind === "rewriteLesson") {
    const row = await findLessonWithContent(db, actor.userId, edit.lessonId);
    if (!row?.content) throw notFound("Lesson");
    // The rewrite is written after the edit answers: a spent token budget answers 429 now.
    await ai.assertTokensLeft?.(actor);
    // A grounded lesson (or one whose goal has sources now) is rewritten from its passages again.
    const sourced = await findRewriteGrounding(db, actor.userId, edit.lessonId);
    // 'Rewrite with these pages': the lesson check's web pages join them, numbered after.
    const web = edit.checkId
      ? await checkGrounding(db, actor.userId, edit.lessonId, edit.checkId, sourced)
      : { pages: [], findings: undefined };
    const grounding = [...sourced, ...web.pages];
    const label = LESSON_REWRITE_LABELS[edit.style];
    const replacedBy =
      edit.style === "custom"
        ? (edit.instruction ?? label)
        : edit.instruction
          ? `${label}: ${edit.instruction}`
          : label;
    return {
      kind: "lesson",
      input: {
        courseTitle: course.title,
        sectionTopic: row.sectionTopic,
        title: row.content.title,
        blocks: row.content.blocks as LessonBlock[],
        style: edit.style,
        instruction: edit.instruction,
        ...(grounding.length > 0
          ? { passages: grounding.map(({ citation: _, ...passage }) => passage) }
          : {}),
        ...(web.findings ? { webFindings: web.findings } : {}),
      },
      grounding,
      contentVersion: row.contentVersion,
      replacedBy,
    };
  }
  return { kind: "none" };
}

/** Inserts lessons with the concepts their plan named (issue 37); none without the goal. */
function insertWithConcepts(
  tx: DbOrTx,
  rows: ReturnType<typeof toLessonRows>,
  drafts: Parameters<typeof conceptPlansOf>[1],
  goalId: string | null | undefined,
) {
  return insertLessonRows(tx, rows, goalId ? { goalId, plans: conceptPlansOf(rows, drafts) } : undefined);
}

/** A lesson rewrite claimed in the edit's transaction: what it replaced, to start it after the commit. */
type ClaimedRewrite = {
  lessonId: string;
  title: string;
  version: number;
  content: { title: string; blocks: Record<string, unknown>[] };
  audio: LessonAudioColumns;
  /** The old text had a narration: the new one is narrated too. */
  narrated: boolean;
};

/**
 * Applies a checked edit inside its transaction, on the course as read there. A lesson rewrite
 * is claimed here (the old version kept) and answered, to be written once the edit is committed.
 */
async function applyEdit(
  tx: DbOrTx,
  actor: Actor,
  outline: CourseOutline,
  edit: CourseEdit,
  written: Written,
): Promise<ClaimedRewrite | undefined> {
  const userId = actor.userId;
  const sectionIds = outline.sections.map((s) => s.id);
  switch (edit.kind) {
    case "addSection": {
      if (written.kind !== "section") return;
      const course = await findEditableCourse(tx, userId, outline.courseId);
      const id = randomUUID();
      const position = Math.min(Math.max(0, written.position), sectionIds.length);
      const ids: (string | null)[] = [...sectionIds];
      ids.splice(position, 0, null);
      await renumberSections(tx, outline.courseId, ids);
      await insertSection(tx, {
        id,
        userId,
        courseId: outline.courseId,
        goalId: course?.goalId ?? null,
        content: written.topic,
        summary: written.summary,
        order: position,
      });
      await insertWithConcepts(
        tx,
        toLessonRows(userId, id, written.lessons),
        written.lessons,
        course?.goalId,
      );
      return;
    }
    case "removeSection":
      await deleteSection(tx, edit.sectionId);
      await renumberSections(
        tx,
        outline.courseId,
        sectionIds.filter((id) => id !== edit.sectionId),
      );
      return;
    case "moveSection":
      await renumberSections(tx, outline.courseId, moveTo(sectionIds, edit.sectionId, edit.position));
      return;
    case "rewriteSection": {
      if (written.kind !== "lessons") return;
      const course = await findEditableCourse(tx, userId, outline.courseId);
      await deleteLessonsOfSection(tx, edit.sectionId);
      await insertWithConcepts(
        tx,
        toLessonRows(userId, edit.sectionId, written.lessons),
        written.lessons,
        course?.goalId,
      );
      await refreshSectionCompletion(tx, edit.sectionId);
      return;
    }
    case "removeLesson": {
      const { section } = findLesson(outline, edit.lessonId);
      await deleteLesson(tx, edit.lessonId);
      await renumberLessons(
        tx,
        section.id,
        section.lessons.map((l) => l.id).filter((id) => id !== edit.lessonId),
      );
      await refreshSectionCompletion(tx, section.id);
      return;
    }
    case "moveLesson": {
      const { section } = findLesson(outline, edit.lessonId);
      const ids = section.lessons.map((l) => l.id);
      await renumberLessons(tx, section.id, moveTo(ids, edit.lessonId, edit.position));
      return;
    }
    case "setLessonHidden":
      await setLessonHidden(tx, edit.lessonId, edit.hidden);
      return;
    case "renameLesson":
      await renameLesson(tx, edit.lessonId, edit.title);
      return;
    case "replanFromSources": {
      // The sections left out go (checked: none holds progress), the kept ones take their new
      // places, and the new ones are inserted with their lessons, written later from the sources.
      const course = await findEditableCourse(tx, userId, outline.courseId);
      for (const id of checkReplan(outline, edit)) await deleteSection(tx, id);
      const ids = edit.sections.map((s) => (s.kind === "keep" ? s.sectionId : null));
      await renumberSections(tx, outline.courseId, ids);
      for (const [order, section] of edit.sections.entries()) {
        if (section.kind !== "add") continue;
        const id = randomUUID();
        await insertSection(tx, {
          id,
          userId,
          courseId: outline.courseId,
          goalId: course?.goalId ?? null,
          content: section.topic,
          summary: section.summary,
          order,
        });
        await insertWithConcepts(
          tx,
          toLessonRows(userId, id, section.lessons),
          section.lessons,
          course?.goalId,
        );
      }
      return;
    }
    case "rewriteLesson": {
      if (written.kind !== "lesson") return;
      const row = await findLessonWithContent(tx, userId, edit.lessonId);
      if (!row?.content || row.contentVersion !== written.contentVersion) throw STALE;
      const claimed = await claimLessonRewrite(tx, {
        userId,
        lessonId: edit.lessonId,
        old: { version: row.contentVersion, title: row.content.title, content: row.content },
        replacedBy: written.replacedBy,
      });
      if (!claimed) throw STALE;
      return {
        lessonId: edit.lessonId,
        title: row.title,
        version: row.contentVersion,
        content: row.content,
        audio: {
          audioUrl: row.audioUrl,
          audioPeaks: row.audioPeaks,
          audioDurationSeconds: row.audioDurationSeconds,
        },
        narrated: row.narrated,
      };
    }
  }
}

/** The sections whose lessons an edit changes or removes (locked while it is applied). */
function editedSectionIds(outline: CourseOutline, edit: CourseEdit): string[] {
  if ("sectionId" in edit) return [edit.sectionId];
  if ("lessonId" in edit) return [findLesson(outline, edit.lessonId).section.id];
  if (edit.kind === "replanFromSources") {
    const kept = new Set(edit.sections.flatMap((s) => (s.kind === "keep" ? [s.sectionId] : [])));
    return outline.sections.filter((s) => !kept.has(s.id)).map((s) => s.id);
  }
  return [];
}

/** Thrown inside the transaction when the course moved on meanwhile. */
const STALE = new Error("stale course");

/** The AI edits: each takes a lesson generation from the plan's allowance, as writing a lesson does. */
const AI_EDITS = new Set<CourseEdit["kind"]>(["addSection", "rewriteSection", "rewriteLesson"]);

/**
 * POST /courses/{id}/edits: one edit of a course made on `courseVersion`. Completed lessons, their
 * scores, assessments, notes, cards and focus time are never touched: what holds progress can be
 * hidden, not removed or rewritten (409). A stale version answers 409 with the current course; an
 * edit of a section being written 409. AI edits count as a lesson generation (Free: the daily one);
 * a re-plan from the sources took its generation when it was previewed (replan.ts).
 */
export async function editCourse(options: EditOptions): Promise<CourseOutline> {
  const { db, actor, courseId, request } = options;
  const userId = actor.userId;
  const outline = await readCourseOutline(db, userId, courseId);
  if (outline.version !== request.courseVersion) throw staleCourse(outline);
  checkEdit(outline, request.edit);

  let receipt: UsageReceipt | undefined;
  if (AI_EDITS.has(request.edit.kind)) {
    receipt = await takeLessonGeneration({ db, userId, tier: actor.tier, lessonId: randomUUID() });
  }
  let written: Written;
  let claimed: ClaimedRewrite | undefined;
  try {
    const made = await writeWithAi(options, outline);
    written = made;
    claimed = await db.transaction(async (tx) => {
      if (!(await bumpCourseVersion(tx, userId, courseId, request.courseVersion))) throw STALE;
      for (const sectionId of editedSectionIds(outline, request.edit)) await lockSection(tx, sectionId);
      const now = await readCourseOutline(tx, userId, courseId);
      checkEdit(now, request.edit);
      const result = await applyEdit(tx, actor, now, request.edit, made);
      await refreshCourseAndGoal(tx, courseId);
      return result;
    });
  } catch (error) {
    await receipt?.release();
    if (error === STALE) throw staleCourse(await readCourseOutline(db, userId, courseId));
    throw error;
  }
  // The rewrite's lesson generation is given back by the rewrite itself if it fails.
  if (claimed && written.kind === "lesson" && receipt) startRewrite(options, claimed, written, receipt);
  else await tellEdited(options);
  return readCourseOutline(db, userId, courseId);
}

/**
 * Writes a claimed lesson rewrite after the edit is committed, streamed into the lesson page as
 * a first writing is; the edit answers at once. A failure puts the old version back.
 */
function startRewrite(
  options: EditOptions,
  claimed: ClaimedRewrite,
  written: Extract<Written, { kind: "lesson" }>,
  receipt: UsageReceipt,
): void {
  const { db, actor } = options;
  const narration = options.narration;
  startLessonRewrite({
    db,
    ai: options.ai,
    hub: options.hub,
    log: options.log,
    actor,
    lessonId: claimed.lessonId,
    title: claimed.title,
    input: written.input,
    grounding: written.grounding,
    receipt,
    // The learner had the old text narrated: the new one is narrated too, as its page asks for it.
    // Copies of an assigned course take the new text once it is written.
    onWritten: async () => {
      if (claimed.narrated && narration)
        await queueLessonNarration({
          db,
          background: narration.background,
          userId: actor.userId,
          lessonId: claimed.lessonId,
        });
      await tellEdited(options);
    },
    restore: () =>
      restoreLessonBeforeRewrite(db, {
        lessonId: claimed.lessonId,
        version: claimed.version,
        content: claimed.content,
        audio: claimed.audio,
      }),
  });
}

/** GET /lessons/{id}/versions: the lesson's earlier versions, newest first; 404 when not the caller's. */
export async function listLessonVersions({
  db,
  userId,
  lessonId,
}: UserOptions & { lessonId: string }): Promise<LessonVersionList> {
  const lesson = await findLessonWithContent(db, userId, lessonId);
  if (!lesson) throw notFound("Lesson");
  const [rows, course] = await Promise.all([
    findLessonVersions(db, userId, lessonId),
    findEditableCourse(db, userId, lesson.courseId),
  ]);
  return {
    courseId: lesson.courseId,
    courseVersion: course?.version ?? 0,
    currentVersion: lesson.contentVersion,
    versions: rows.map((row) => ({
      version: row.version,
      title: row.title,
      replacedBy: row.replacedBy,
      createdAt: row.createdAt.toISOString(),
      content: row.content as { title: string; blocks: LessonBlock[] },
    })),
  };
}
