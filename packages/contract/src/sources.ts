import { z } from "zod";

export const SOURCE_TITLE_MAX = 200;
/** Pasted text is at most this many characters (about 400 pages). */
export const SOURCE_PASTE_MAX = 1_000_000;

/** What a source's bytes were read as (from the bytes, not the name). */
export const SOURCE_KINDS = ["pdf", "docx", "epub", "markdown", "text"] as const;
export const SourceKindSchema = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof SourceKindSchema>;

/** queued → processing → ready | failed (with a reason). */
export const SOURCE_STATES = ["queued", "processing", "ready", "failed"] as const;
export const SourceStateSchema = z.enum(SOURCE_STATES);
export type SourceState = z.infer<typeof SourceStateSchema>;

/** One source in the learner's library. */
export const SourceSchema = z.object({
  id: z.uuid(),
  title: z.string().describe("The file's name without its extension, or the pasted text's title"),
  kind: SourceKindSchema,
  sizeBytes: z.number().int().describe("The stored file's size"),
  state: SourceStateSchema,
  pagesDone: z.number().int().describe("Pages (PDF) or chapters/sections (others) read so far"),
  pagesTotal: z.number().int().nullable().describe("Pages or chapters in all; null until known"),
  passageCount: z.number().int().describe("Passages indexed (0 until ready)"),
  error: z.string().nullable().describe("Why extraction failed, in words a learner may read"),
  createdAt: z.iso.datetime(),
  embeddings: z
    .object({
      state: z.enum(["queued", "running", "ready", "failed"]),
      done: z.number().int().describe("Passages embedded so far"),
      total: z.number().int().describe("Passages to embed"),
      error: z.string().nullable().describe("Why embedding failed; search by words still works"),
    })
    .nullable()
    .optional()
    .describe(
      "Embedding the passages for search by meaning (EMBEDDING_PROVIDER set): a sub-state of a ready source; null or absent when there is none",
    ),
});
export type Source = z.infer<typeof SourceSchema>;

export const SourceListSchema = z.array(SourceSchema);

export const SourceParamsSchema = z.object({ id: z.uuid() });

/** POST /api/sources/upload?name=…: the body is the file's bytes (application/octet-stream). */
export const SourceUploadQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "The file name is required")
    .max(255, "The file name is at most 255 characters"),
});

/** POST /api/sources/text: pasted text. */
export const SourcePasteSchema = z.object({
  title: z
    .string({ error: "A title is required" })
    .trim()
    .min(1, "A title is required")
    .max(SOURCE_TITLE_MAX, `A title is at most ${SOURCE_TITLE_MAX} characters`),
  text: z
    .string({ error: "Text is required" })
    .refine((text) => text.trim().length > 0, "Text is required")
    .refine(
      (text) => text.length <= SOURCE_PASTE_MAX,
      `Pasted text is at most ${SOURCE_PASTE_MAX.toLocaleString("en-GB")} characters`,
    ),
});
export type SourcePaste = z.infer<typeof SourcePasteSchema>;

/** A passage: a few hundred words of a source with where it is. */
export const PassageSchema = z.object({
  id: z.uuid(),
  sourceId: z.uuid(),
  ordinal: z.number().int().describe("Position in the source, from 0"),
  page: z.number().int().nullable().describe("The PDF page (from 1); null for other kinds"),
  headingPath: z.array(z.string()).describe("The headings above the passage, outermost first"),
  text: z.string(),
});
export type Passage = z.infer<typeof PassageSchema>;

/** GET /api/sources/{id}/passages */
export const PassageListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const PassagePageSchema = z.object({
  passages: z.array(PassageSchema),
  total: z.number().int(),
});
export type PassagePage = z.infer<typeof PassagePageSchema>;

/** GET /api/sources/search?q=… */
export const SourceSearchQuerySchema = z.object({
  q: z.string().trim().min(1, "Type something to search for").max(500, "A search is at most 500 characters"),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** One search hit: the passage, its source's title and its rank (higher is better). */
export const SourceSearchHitSchema = PassageSchema.extend({
  sourceTitle: z.string(),
  rank: z.number(),
});
export type SourceSearchHit = z.infer<typeof SourceSearchHitSchema>;
export const SourceSearchResultSchema = z.array(SourceSearchHitSchema);
