import type { Readable } from "node:stream";
import { PassThrough } from "node:stream";
import {
  type Book,
  type CourseExportFormat,
  type LessonContent,
  LessonContentSchema,
} from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { ordinal, safeFileName, uniqueNames } from "../../lib/file-names.ts";
import { createZipWriter, waitForReader } from "../../lib/zip-stream.ts";
import { contentTypeForKey, isValidMediaKey, type MediaStore } from "../../media/store.ts";
import { indexMarkdown } from "./index-markdown.ts";
import { lessonMarkdown } from "./markdown.ts";
import { findCourseOutline, findExportCourse, findLessonContents } from "./repository.ts";

/** Lessons read per query: an export holds one page of lesson content in memory, never the course. */
export const EXPORT_PAGE_SIZE = 20;
/** An illustration larger than this is left out of an export (generated ones are far smaller). */
const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

type ExportDeps = { db: Db; media: MediaStore; log: { error(obj: object, msg: string): void } };

/** What a route sends: the file's name and type, and its bytes as they are made. */
export type CourseExport = { fileName: string; contentType: string; body: Readable };

type OutlineLesson = {
  id: string;
  title: string;
  number: number;
  sectionNumber: number;
  sectionTitle: string;
  written: boolean;
};

/** A media URL of ours (`/media/<key>` or the bucket's public URL) and its bytes, or null. */
async function readImage(media: MediaStore, url: string | null) {
  const key = url?.split(/[/?#]/).filter(Boolean).pop() ?? url?.split("/").pop();
  if (!url || !key || !isValidMediaKey(key)) return null;
  const object = await media.get(key).catch(() => null);
  if (!object) return null;
  let bytes: Buffer;
  if (Buffer.isBuffer(object.body)) bytes = object.body;
  else {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of object.body) {
      size += chunk.length;
      if (size > IMAGE_MAX_BYTES) {
        object.body.destroy();
        return null;
      }
      chunks.push(chunk);
    }
    bytes = Buffer.concat(chunks);
  }
  if (bytes.length > IMAGE_MAX_BYTES) return null;
  return { key, bytes, contentType: object.contentType || contentTypeForKey(key) };
}

function parseContent(content: unknown): LessonContent | null {
  const parsed = LessonContentSchema.safeParse(content);
  return parsed.success ? parsed.data : null;
}

/** The course's lessons with their content, one page at a time, in reading order. */
async function* lessonPages(db: Db, userId: string, lessons: OutlineLesson[]) {
  for (let start = 0; start < lessons.length; start += EXPORT_PAGE_SIZE) {
    const page = lessons.slice(start, start + EXPORT_PAGE_SIZE);
    const rows = new Map(
      (
        await findLessonContents(
          db,
          userId,
          page.map((l) => l.id),
        )
      ).map((r) => [r.id, r]),
    );
    yield page.map((lesson) => {
      const row = rows.get(lesson.id);
      return {
        ...lesson,
        content: row ? parseContent(row.content) : null,
        books: (row?.books ?? []) as Book[],
        citations: row?.citations ?? [],
        imageUrl: row?.imageUrl ?? null,
        updatedAt: row?.updatedAt ?? new Date(),
      };
    });
  }
}

async function loadOutline(db: Db, userId: string, courseId: string) {
  const course = await findExportCourse(db, userId, courseId);
  if (!course) throw notFound("Course");
  const outline = await findCourseOutline(db, userId, courseId);
  const sections = outline.sections.map((section, i) => ({ ...section, number: i + 1 }));
  const byId = new Map(sections.map((s) => [s.id, s]));
  const lessons: OutlineLesson[] = [];
  const counts = new Map<string, number>();
  for (const lesson of outline.lessons) {
    const section = byId.get(lesson.sectionId);
    if (!section) continue;
    const number = (counts.get(section.id) ?? 0) + 1;
    counts.set(section.id, number);
    lessons.push({
      id: lesson.id,
      title: lesson.title,
      number,
      sectionNumber: section.number,
      sectionTitle: section.title,
      written: Boolean(lesson.written),
    });
  }
  return { course, sections, lessons };
}

/** Runs `produce` after the answer has started; a failure ends the download and is logged. */
function startProducing(deps: ExportDeps, stream: PassThrough, produce: () => Promise<void>) {
  setImmediate(() => {
    produce().catch((error) => {
      deps.log.error({ err: error }, "course export failed");
      stream.destroy(error as Error);
    });
  });
}

/**
 * GET /courses/{id}/export: the course as a Markdown zip or one self-contained HTML page. The
 * owner's course only (404 otherwise); the file is written while it is sent, a page of lessons at a
 * time, waiting whenever the reader is behind.
 */
export async function exportCourse(
  deps: ExportDeps,
  options: { userId: string; courseId: string; format: CourseExportFormat },
): Promise<CourseExport> {
  const { course, sections, lessons } = await loadOutline(deps.db, options.userId, options.courseId);
  const baseName = safeFileName(course.title, "Course");
  if (options.format === "markdown") {
    const zip = createZipWriter();
    startProducing(deps, zip.stream, () =>
      writeMarkdownZip(deps, zip, { userId: options.userId, baseName, course, sections, lessons }),
    );
    return { fileName: `${baseName}.zip`, contentType: "application/zip", body: zip.stream };
  }
  const stream = new PassThrough();
  startProducing(deps, stream, () =>
    writeHtml(deps, stream, { userId: options.userId, course, sections, lessons }),
  );
  return { fileName: `${baseName}.html`, contentType: "text/html; charset=utf-8", body: stream };
}

type Loaded = Awaited<ReturnType<typeof loadOutline>>;

async function writeMarkdownZip(
  deps: ExportDeps,
  zip: ReturnType<typeof createZipWriter>,
  options: Loaded & { userId: string; baseName: string },
): Promise<void> {
  const { course, sections, lessons, baseName } = options;
  const folderName = uniqueNames();
  const folders = new Map(
    sections.map((s) => [
      s.number,
      folderName(`${ordinal(s.number, sections.length)} ${safeFileName(s.title, "Section")}`),
    ]),
  );
  const fileNames = new Map<number, (name: string) => string>();
  const paths = new Map<string, string>();
  for (const lesson of lessons) {
    const inSection = lessons.filter((l) => l.sectionNumber === lesson.sectionNumber).length;
    const unique = fileNames.get(lesson.sectionNumber) ?? uniqueNames();
    fileNames.set(lesson.sectionNumber, unique);
    paths.set(
      lesson.id,
      `${folders.get(lesson.sectionNumber)}/${unique(`${ordinal(lesson.number, inSection)} ${safeFileName(lesson.title, "Lesson")}`)}.md`,
    );
  }
  const cover = await readImage(deps.media, course.imageUrl);
  if (cover) zip.add(`${baseName}/cover${extensionOf(cover.key)}`, cover.bytes, { store: true });
  zip.add(
    `${baseName}/index.md`,
    indexMarkdown({
      title: course.title,
      description: course.description,
      cover: cover ? `cover${extensionOf(cover.key)}` : null,
      sections: sections.map((s) => ({
        title: s.title,
        summary: s.summary,
        lessons: lessons
          .filter((l) => l.sectionNumber === s.number)
          .map((l) => ({ title: l.title, path: paths.get(l.id)!, written: l.written })),
      })),
    }),
    { mtime: course.createdAt },
  );
  for await (const page of lessonPages(deps.db, options.userId, lessons)) {
    for (const lesson of page) {
      const path = paths.get(lesson.id)!;
      const image = lesson.content ? await readImage(deps.media, lesson.imageUrl) : null;
      const imagePath = image ? `images/${image.key}` : null;
      if (image)
        zip.add(`${baseName}/${path.slice(0, path.lastIndexOf("/"))}/${imagePath}`, image.bytes, {
          store: true,
        });
      zip.add(
        `${baseName}/${path}`,
        lessonMarkdown({
          title: lesson.title,
          sectionTitle: `${lesson.sectionNumber}. ${lesson.sectionTitle}`,
          content: lesson.content,
          books: lesson.books,
          citations: lesson.citations,
          image: imagePath ? { path: imagePath } : null,
        }),
        { mtime: lesson.updatedAt },
      );
    }
    if (!(await zip.drained())) return;
  }
  zip.end();
}

async function writeHtml(deps: ExportDeps, stream: PassThrough, options: Loaded & { userId: string }) {
  // KaTeX, micromark and highlight.js load with the first HTML export, not with the server.
  const [{ HTML_FOOT, htmlHead, lessonHtml }, { katexStylesInlined }] = await Promise.all([
    import("./html.ts"),
    import("./katex-style.ts"),
  ]);
  const { course, sections, lessons } = options;
  const anchor = (id: string) => `lesson-${lessons.findIndex((l) => l.id === id) + 1}`;
  const cover = await readImage(deps.media, course.imageUrl);
  stream.write(
    htmlHead({
      title: course.title,
      description: course.description,
      cover: cover ? dataUrl(cover) : null,
      katexCss: await katexStylesInlined(),
      exportedOn: new Date().toISOString().slice(0, 10),
      toc: sections.map((s) => ({
        title: s.title,
        lessons: lessons
          .filter((l) => l.sectionNumber === s.number)
          .map((l) => ({ anchor: anchor(l.id), title: l.title })),
      })),
    }),
  );
  for await (const page of lessonPages(deps.db, options.userId, lessons)) {
    for (const lesson of page) {
      const image = lesson.content ? await readImage(deps.media, lesson.imageUrl) : null;
      stream.write(
        lessonHtml({
          anchor: anchor(lesson.id),
          title: lesson.title,
          sectionLabel: `Section ${lesson.sectionNumber} · ${lesson.sectionTitle}`,
          content: lesson.content,
          books: lesson.books,
          citations: lesson.citations,
          image: image ? dataUrl(image) : null,
        }),
      );
    }
    if (!(await waitForReader(stream))) return;
  }
  stream.end(HTML_FOOT);
}

function extensionOf(key: string): string {
  return key.slice(key.lastIndexOf("."));
}

function dataUrl(image: { bytes: Buffer; contentType: string }): string {
  return `data:${image.contentType};base64,${image.bytes.toString("base64")}`;
}
