import { randomUUID } from "node:crypto";
import type { CourseOutline } from "@brainy/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { lessons } from "../../db/schema/index.ts";
import { refreshCourseAndGoal } from "../curriculum/index.ts";
import {
  bumpCopyVersion,
  insertCopiedLesson,
  lockCopyCourse,
  putCopiedContent,
  renameLesson,
  updateSectionText,
} from "./copy-repository.ts";
import { readCourseOutline } from "./outline.ts";
import {
  deleteLesson,
  deleteSection,
  insertSection,
  refreshSectionCompletion,
  renumberLessons,
  renumberSections,
  setLessonHidden,
} from "./repository.ts";

type LessonRow = typeof lessons.$inferSelect;

/** The teacher's course as a copy follows it: sections in order, their visible lessons, ready questions. */
export type SourceCourse = {
  sections: { id: string; content: string; summary: string | null }[];
  lessons: LessonRow[];
  /** Ready assessments' questions by the teacher's lesson id (citations already dropped). */
  questions: Map<string, Record<string, unknown>[]>;
};

/** Which copy row a teacher's section or lesson became; `sourceVersion` is the lesson content version copied. */
export type CopyLink = { copyId: string; kind: "section" | "lesson"; sourceVersion: number };

type CopySection = CourseOutline["sections"][number];
type CopyLesson = CopySection["lessons"][number];

const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** Links for a copy made before links were kept: sections by place and topic, lessons by title. */
function guessLinks(source: SourceCourse, outline: CourseOutline): Map<string, CopyLink> {
  const links = new Map<string, CopyLink>();
  source.sections.forEach((section, index) => {
    const copy = outline.sections[index];
    if (!copy || copy.content !== section.content) return;
    links.set(section.id, { copyId: copy.id, kind: "section", sourceVersion: 0 });
    for (const lesson of source.lessons.filter((l) => l.roadmapId === section.id)) {
      const twin = copy.lessons.find((l) => l.title === lesson.title);
      if (twin)
        links.set(lesson.id, { copyId: twin.id, kind: "lesson", sourceVersion: lesson.contentVersion });
    }
  });
  return links;
}

/**
 * Brings a student's copy of a course up to the teacher's course (ADR 0056), by the course-edit
 * rules (ADR 0019): sections and lessons the teacher added are copied in, renamed ones renamed,
 * moved ones moved, rewritten ones take the new text (the old kept as a lesson version) unless
 * the student completed them; removed ones go unless they hold the student's progress, in which
 * case they are hidden from the plan. What the student removed from their copy stays removed.
 * Runs inside the caller's transaction; the copy's edit version moves when anything changed.
 */
export async function syncCopyWithSource(
  tx: DbOrTx,
  options: {
    userId: string;
    courseId: string;
    goalId: string;
    source: SourceCourse;
    links: Map<string, CopyLink>;
  },
): Promise<{ changed: boolean; links: Map<string, CopyLink>; writtenLessonIds: string[] }> {
  const { userId, courseId, source } = options;
  await lockCopyCourse(tx, courseId);
  const outline = await readCourseOutline(tx, userId, courseId);
  const links = new Map(options.links.size ? options.links : guessLinks(source, outline));
  const copySections = new Map(outline.sections.map((s) => [s.id, s]));
  const copyLessons = new Map<string, { lesson: CopyLesson; section: CopySection }>();
  for (const section of outline.sections)
    for (const lesson of section.lessons) copyLessons.set(lesson.id, { lesson, section });
  let changed = false;
  const written: string[] = [];
  const sourceIds = new Set([...source.sections.map((s) => s.id), ...source.lessons.map((l) => l.id)]);

  // What the teacher removed (or hid): gone from the copy, or hidden where it holds progress.
  const before = new Map(links);
  for (const [sourceId, link] of before) {
    if (sourceIds.has(sourceId)) continue;
    links.delete(sourceId);
    if (link.kind === "lesson") {
      const found = copyLessons.get(link.copyId);
      if (!found) continue;
      if (found.lesson.hasProgress) {
        if (!found.lesson.isHidden) await setLessonHidden(tx, link.copyId, true);
      } else {
        await deleteLesson(tx, link.copyId);
        found.section.lessons = found.section.lessons.filter((l) => l.id !== link.copyId);
        copyLessons.delete(link.copyId);
      }
      changed = true;
    }
  }
  for (const [sourceId, link] of before) {
    if (link.kind !== "section" || sourceIds.has(sourceId)) continue;
    const section = copySections.get(link.copyId);
    if (!section) continue;
    if (section.isCompleted || section.lessons.some((l) => l.hasProgress)) {
      for (const lesson of section.lessons) {
        if (lesson.hasProgress) await setLessonHidden(tx, lesson.id, true);
        else await deleteLesson(tx, lesson.id);
      }
      section.lessons = section.lessons.filter((l) => l.hasProgress);
    } else {
      await deleteSection(tx, section.id);
      copySections.delete(section.id);
    }
    changed = true;
  }

  // Sections: the teacher's in the teacher's order, then the copy's own (or kept) ones.
  const sectionOrder: string[] = [];
  for (const [index, section] of source.sections.entries()) {
    const link = links.get(section.id);
    if (link) {
      const copy = copySections.get(link.copyId);
      if (!copy) continue; // The student removed it from their copy.
      if (copy.content !== section.content || copy.summary !== (section.summary ?? "")) {
        await updateSectionText(tx, copy.id, section.content, section.summary ?? "");
        changed = true;
      }
      sectionOrder.push(copy.id);
      continue;
    }
    const id = randomUUID();
    await insertSection(tx, {
      id,
      userId,
      courseId,
      goalId: options.goalId,
      content: section.content,
      summary: section.summary ?? "",
      order: -10_000 - index,
    });
    const fresh: CopySection = {
      id,
      content: section.content,
      summary: section.summary ?? "",
      order: 0,
      isCompleted: false,
      isGenerating: false,
      lessons: [],
    };
    copySections.set(id, fresh);
    links.set(section.id, { copyId: id, kind: "section", sourceVersion: 0 });
    sectionOrder.push(id);
    changed = true;
  }
  const others = outline.sections.filter((s) => copySections.has(s.id) && !sectionOrder.includes(s.id));
  const wantedSections = [...sectionOrder, ...others.map((s) => s.id)];
  if (
    !sameOrder(
      wantedSections,
      outline.sections.map((s) => s.id).filter((id) => copySections.has(id)),
    )
  ) {
    await renumberSections(tx, courseId, wantedSections);
    changed = true;
  }

  // Lessons of each of the teacher's sections, in the teacher's order, then the copy's own.
  for (const section of source.sections) {
    const copySectionId = links.get(section.id)?.copyId;
    const copySection = copySectionId ? copySections.get(copySectionId) : undefined;
    if (!copySection) continue;
    const lessonOrder: string[] = [];
    for (const [index, lesson] of source.lessons.filter((l) => l.roadmapId === section.id).entries()) {
      const link = links.get(lesson.id);
      const ready = lesson.generationStatus === "ready" && lesson.content !== null;
      if (link) {
        const found = copyLessons.get(link.copyId);
        if (!found) continue; // Removed by the student.
        const copy = found.lesson;
        if (copy.title !== lesson.title) {
          // A name holds no progress: a completed lesson is renamed too.
          await renameLesson(tx, copy.id, lesson.title);
          changed = true;
        }
        if (ready && lesson.contentVersion !== link.sourceVersion) {
          const ownText = link.sourceVersion === 0 && copy.generationStatus === "ready";
          if (copy.isCompleted || ownText) {
            // A completed lesson keeps the version the student passed (ADR 0019).
            link.sourceVersion = lesson.contentVersion;
          } else if (copy.generationStatus !== "generating") {
            await putCopiedContent(tx, {
              userId,
              lessonId: copy.id,
              content: lesson.content!,
              questions: source.questions.get(lesson.id),
            });
            link.sourceVersion = lesson.contentVersion;
            written.push(copy.id);
            changed = true;
          }
        }
        lessonOrder.push(copy.id);
        continue;
      }
      const id = randomUUID();
      await insertCopiedLesson(tx, {
        lesson: { ...lesson, id, userId, roadmapId: copySection.id, order: -10_000 - index },
        ready,
        questions: ready ? source.questions.get(lesson.id) : undefined,
      });
      links.set(lesson.id, { copyId: id, kind: "lesson", sourceVersion: ready ? lesson.contentVersion : 0 });
      if (ready) written.push(id);
      lessonOrder.push(id);
      changed = true;
    }
    const current = copySection.lessons.map((l) => l.id).filter((id) => copyLessons.has(id));
    const wanted = [...lessonOrder, ...current.filter((id) => !lessonOrder.includes(id))];
    if (!sameOrder(wanted, current)) {
      await renumberLessons(tx, copySection.id, wanted);
      changed = true;
    }
  }
  if (changed) {
    for (const section of copySections.values()) await refreshSectionCompletion(tx, section.id);
    await bumpCopyVersion(tx, courseId);
    await refreshCourseAndGoal(tx, courseId);
  }
  return { changed, links, writtenLessonIds: written };
}
