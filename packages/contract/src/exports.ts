import { z } from "zod";

/** The ways a course can be taken out: a Markdown zip, or one self-contained HTML file (print it for a PDF). */
export const COURSE_EXPORT_FORMATS = ["markdown", "html"] as const;
export const CourseExportFormatSchema = z.enum(COURSE_EXPORT_FORMATS);
export type CourseExportFormat = z.infer<typeof CourseExportFormatSchema>;

/** GET /api/courses/{id}/export?format=… */
export const CourseExportQuerySchema = z.object({
  format: CourseExportFormatSchema.describe(
    "markdown: a zip of one file per lesson in section folders, an index and the images; html: one file that reads offline",
  ),
});
export type CourseExportQuery = z.infer<typeof CourseExportQuerySchema>;

/** The most a notes import may hold: the upload, its files, one note's file, and all files unpacked. */
export const NOTE_IMPORT_LIMITS = {
  uploadBytes: 10 * 1024 * 1024,
  entries: 2_000,
  notes: 1_000,
  noteBytes: 200_000,
  unpackedBytes: 50 * 1024 * 1024,
} as const;

/** POST /api/notes/import: what an imported vault became. */
export const NoteImportResultSchema = z.object({
  imported: z.number().int().describe("Notes created"),
  renamed: z
    .array(z.object({ from: z.string(), to: z.string() }))
    .describe("Notes whose title clashed with an existing note (or another imported one) and were renamed"),
  skipped: z
    .array(z.string())
    .describe("Files left out (not Markdown, or empty), by their path in the vault"),
});
export type NoteImportResult = z.infer<typeof NoteImportResultSchema>;
