import type { AudioOverviewScope, LessonBlock } from "@brainy/contract";
import type { OverviewMaterialPart } from "../../ai/tasks/write-audio-overview/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { LessonCitationRow } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { passageLocation } from "../sources/index.ts";
import {
  findCourseSections,
  findFirstPassages,
  findOwnCourse,
  findOwnLesson,
  findOwnSection,
  findOwnSources,
  findWrittenLessons,
} from "./material-repository.ts";

/** What an overview is about, checked to be the caller's: the key two same requests share, its title. */
export type OverviewSubject = {
  scope: AudioOverviewScope;
  scopeKey: string;
  title: string;
  lessonId?: string;
  sectionId?: string;
  courseId?: string;
};

/** What the script is written from: parts of plain points, and the sources their `[n]` markers cite. */
export type OverviewMaterial = { parts: OverviewMaterialPart[]; citations: LessonCitationRow[] };

/** Passages of a set of sources the script may draw on in all (spread over the sources). */
const SOURCE_PASSAGES = 24;
const QUOTE_CHARS = 280;

const plain = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\((?:https?:)?[^)]*\)/g, "$1")
    .replace(/[*_`#>]+/g, "")
    .replace(/\$[^$]*\$/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** A paragraph's sentences, each keeping the `[n]` markers that follow it. */
export function sentencesOf(text: string): string[] {
  const found = plain(text).match(/[^.!?]+(?:[.!?]+|$)(?:\s*\[\d{1,2}\])*/g) ?? [];
  return found.map((s) => s.trim()).filter((s) => s.split(" ").length >= 3);
}

type Renumber = (n: number) => number | null;

/** A lesson's blocks as parts: a new part at each heading; code and checkpoints in words. */
function lessonParts(title: string, blocks: LessonBlock[], renumber: Renumber): OverviewMaterialPart[] {
  const parts: OverviewMaterialPart[] = [{ title, points: [] }];
  const fix = (text: string) =>
    text.replace(/\[(\d{1,2})\]/g, (_, n: string) => {
      const to = renumber(Number(n));
      return to === null ? "" : `[${to}]`;
    });
  for (const block of blocks) {
    const points = parts.at(-1)!.points;
    if (block.type === "header") parts.push({ title: plain(block.text), points: [] });
    else if (block.type === "paragraph") points.push(...sentencesOf(fix(block.text)));
    else if (block.type === "list") points.push(...block.items.map((item) => plain(fix(item))));
    else if (block.type === "codeBlock")
      points.push(`The lesson shows an example in ${block.language} code.`);
    else if (block.type === "checkpoint")
      points.push(
        `A question to check yourself: ${plain(block.question)} The answer: ${plain(block.answer)}.`,
      );
  }
  return parts.filter((part) => part.points.length > 0);
}

/** Lesson citations numbered anew across several lessons (the same passage keeps one number). */
function citationBook() {
  const citations: LessonCitationRow[] = [];
  return {
    citations,
    renumberFor(own: LessonCitationRow[]): Renumber {
      return (n) => {
        const cited = own.find((c) => c.n === n);
        if (!cited) return null;
        const kept = citations.find((c) => c.passageId === cited.passageId);
        if (kept) return kept.n;
        const next = { ...cited, n: citations.length + 1 };
        citations.push(next);
        return next.n;
      };
    },
  };
}

/** The caller's subject of an overview: 404 when any of it is not theirs, 409 when it is not ready. */
export async function resolveSubject(
  db: DbOrTx,
  userId: string,
  scope: AudioOverviewScope,
): Promise<OverviewSubject> {
  if (scope.kind === "lesson") {
    const lesson = await findOwnLesson(db, userId, scope.lessonId);
    if (!lesson) throw notFound("Lesson");
    if (lesson.generationStatus !== "ready" || !lesson.content)
      throw new AppError(
        "CONFLICT",
        "The lesson is still being written: make its overview once it is ready.",
      );
    return { scope, scopeKey: `lesson:${lesson.id}`, title: lesson.title, lessonId: lesson.id };
  }
  if (scope.kind === "section") {
    const section = await findOwnSection(db, userId, scope.sectionId);
    if (!section) throw notFound("Section");
    return { scope, scopeKey: `section:${section.id}`, title: section.title, sectionId: section.id };
  }
  if (scope.kind === "course") {
    const course = await findOwnCourse(db, userId, scope.courseId);
    if (!course) throw notFound("Course");
    return { scope, scopeKey: `course:${course.id}`, title: course.title, courseId: course.id };
  }
  const ids = [...new Set(scope.sourceIds)].sort();
  const own = await findOwnSources(db, userId, ids);
  if (own.length !== ids.length) throw notFound("Source");
  const waiting = own.find((source) => source.state !== "ready");
  if (waiting)
    throw new AppError("CONFLICT", `"${waiting.title}" is not ready yet: its text is still being read.`);
  const ordered = ids.map((id) => own.find((s) => s.id === id)!);
  const title =
    ordered.length === 1 ? ordered[0]!.title : `${ordered[0]!.title} and ${ordered.length - 1} more`;
  return { scope: { kind: "sources", sourceIds: ids }, scopeKey: `sources:${ids.join(",")}`, title };
}

/** What the script is written from; 409 when a section or course has no written lesson yet. */
export async function gatherMaterial(
  db: DbOrTx,
  userId: string,
  subject: OverviewSubject,
): Promise<OverviewMaterial> {
  const { scope } = subject;
  const book = citationBook();
  if (scope.kind === "lesson") {
    const lesson = await findOwnLesson(db, userId, scope.lessonId);
    if (!lesson?.content) throw notFound("Lesson");
    const blocks = lesson.content.blocks as unknown as LessonBlock[];
    return {
      parts: lessonParts(lesson.title, blocks, book.renumberFor(lesson.citations)),
      citations: book.citations,
    };
  }
  if (scope.kind === "section" || scope.kind === "course") {
    const sections =
      scope.kind === "section"
        ? [{ id: scope.sectionId, title: subject.title }]
        : await findCourseSections(db, userId, scope.courseId);
    const written = await findWrittenLessons(db, userId, { sectionIds: sections.map((s) => s.id) });
    if (written.length === 0)
      throw new AppError("CONFLICT", `No lesson of this ${scope.kind} is written yet: open one first.`);
    const points = (lesson: (typeof written)[number], max: number) =>
      lessonParts(
        lesson.title,
        lesson.content!.blocks as unknown as LessonBlock[],
        book.renumberFor(lesson.citations),
      )
        .flatMap((part) => part.points)
        .slice(0, max);
    const parts =
      scope.kind === "section"
        ? written.map((lesson) => ({ title: lesson.title, points: points(lesson, 14) }))
        : sections
            .map((section) => ({
              title: section.title,
              points: written
                .filter((l) => l.sectionId === section.id)
                .flatMap((lesson) => points(lesson, 5)),
            }))
            .filter((part) => part.points.length > 0);
    return { parts, citations: book.citations };
  }
  const each = Math.max(3, Math.floor(SOURCE_PASSAGES / scope.sourceIds.length));
  const own = await findOwnSources(db, userId, scope.sourceIds);
  const parts: OverviewMaterialPart[] = [];
  for (const sourceId of scope.sourceIds) {
    const source = own.find((s) => s.id === sourceId);
    if (!source) throw notFound("Source");
    for (const passage of await findFirstPassages(db, userId, sourceId, each)) {
      const n = book.citations.length + 1;
      book.citations.push({
        n,
        sourceId,
        passageId: passage.id,
        sourceTitle: source.title,
        page: passage.page,
        headingPath: passage.headingPath,
        quote: passage.text.length > QUOTE_CHARS ? `${passage.text.slice(0, QUOTE_CHARS)}…` : passage.text,
      });
      const title = passage.headingPath[0] ?? source.title;
      const last = parts.at(-1);
      const part = last?.title === title ? last : { title, points: [] as string[] };
      if (part !== last) parts.push(part);
      part.points.push(
        ...sentencesOf(passage.text)
          .slice(0, 4)
          .map((s) => `${s} [${n}]`),
      );
    }
  }
  return { parts: parts.filter((part) => part.points.length > 0), citations: book.citations };
}

/** Where a citation points, for the script writer's legend. */
export const citationLocation = (citation: LessonCitationRow) => passageLocation(citation);
