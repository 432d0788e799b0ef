import { z } from "zod";

export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 50_000;
export const NOTE_TAGS_MAX = 30;
/** Spec part 2 §9: card preview length, search context on each side, title cut from a selection. */
export const NOTE_PREVIEW_CHARS = 150;
export const NOTE_SEARCH_CONTEXT_CHARS = 30;
export const NOTE_TITLE_FROM_SELECTION = 30;

const TagSchema = z
  .string()
  .trim()
  .min(1, "A tag cannot be empty")
  .max(50, "A tag is at most 50 characters")
  .regex(/^#?[\p{L}\p{N}_-]+$/u, "A tag has letters, digits, - and _ only");

/** Tags as a list, or as the spec's JSON array string ('["a","b"]'). */
const TagsInputSchema = z
  .union([
    z.array(TagSchema),
    z.string().transform((text, ctx) => {
      if (text.trim() === "") return [];
      try {
        const parsed = z.array(TagSchema).safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {}
      ctx.addIssue({ code: "custom", message: "tags must be a list of words" });
      return z.NEVER;
    }),
  ])
  .pipe(z.array(z.string()).max(NOTE_TAGS_MAX, `At most ${NOTE_TAGS_MAX} tags`));

const TitleSchema = z
  .string({ error: "Note title is required" })
  .trim()
  .min(1, "Note title is required")
  .max(NOTE_TITLE_MAX, `Note title is at most ${NOTE_TITLE_MAX} characters`);
const ContentSchema = z
  .string()
  .max(NOTE_CONTENT_MAX, `Note content is at most ${NOTE_CONTENT_MAX.toLocaleString("en-GB")} characters`);

/** POST /api/notes */
export const NoteCreateSchema = z.object({
  title: TitleSchema,
  content: ContentSchema.nullish().transform((value) => value ?? ""),
  lessonId: z.uuid().nullish().describe("The lesson the note was taken from"),
  tags: TagsInputSchema.optional().default([]),
});
export type NoteCreate = z.input<typeof NoteCreateSchema>;

/** PUT /api/notes/{id} */
export const NoteUpdateSchema = z.object({
  title: TitleSchema,
  content: ContentSchema.nullish().transform((value) => value ?? ""),
  tags: TagsInputSchema.optional().default([]),
  editedAt: z.iso
    .datetime({ offset: true })
    .optional()
    .describe(
      "When the edit was made (an edit queued offline is sent later); an edit older than the note's current version goes to its history instead. Default: now",
    ),
});
export type NoteUpdate = z.input<typeof NoteUpdateSchema>;

export const NoteRefSchema = z.object({ id: z.uuid(), title: z.string() });
export type NoteRef = z.infer<typeof NoteRefSchema>;

/** One note, with its links resolved and the notes that link to it. */
export const NoteSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  lessonId: z.uuid().nullable(),
  tags: z.array(z.string()).describe("The explicit tags and every #word of the content, lowercased"),
  explicitTags: z.array(z.string()).describe("The tags given outside the content"),
  links: z
    .array(z.object({ title: z.string(), noteId: z.uuid().nullable() }))
    .describe("[[Title]] links of the content; noteId null when no note has that title"),
  linkedFrom: z.array(NoteRefSchema).describe("Notes whose content links to this one"),
  snippet: z.string().nullable().describe("For a search: the matching content with ~30 characters each side"),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;

/** An earlier version of a note: what a save replaced, or an edit older than the one kept. */
export const NoteVersionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()).describe("The explicit tags of that version"),
  editedAt: z.string().describe("When that version was written"),
});
export type NoteVersion = z.infer<typeof NoteVersionSchema>;

/** GET /notes/{id}/history: the note's earlier versions, newest first. */
export const NoteHistorySchema = z.object({ versions: z.array(NoteVersionSchema) });
export type NoteHistory = z.infer<typeof NoteHistorySchema>;

export const NoteListSchema = z.array(NoteSchema);

/** GET /api/notes?q=&tag= */
export const NoteListQuerySchema = z.object({
  q: z.string().trim().max(200, "The search is at most 200 characters").optional(),
  tag: z.string().trim().max(50).optional(),
});

/** GET /api/notes/connections */
export const NoteConnectionsSchema = z.object({
  nodes: z.array(NoteRefSchema),
  links: z.array(
    z.object({
      sourceId: z.uuid(),
      targetId: z.uuid(),
      strength: z.number().int().min(1).describe("How many links join the two notes"),
    }),
  ),
});
export type NoteConnections = z.infer<typeof NoteConnectionsSchema>;

export const NoteParamsSchema = z.object({ id: z.uuid() });
