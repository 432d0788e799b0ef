import { z } from "zod";

export const SOURCE_TITLE_MAX = 200;
/** Pasted text is at most this many characters (about 400 pages). */
export const SOURCE_PASTE_MAX = 1_000_000;

/** What a source's bytes were read as (from the bytes, not the name). */
export const SOURCE_KINDS = ["pdf", "docx", "epub", "markdown", "text", "web", "video"] as const;
export const SourceKindSchema = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof SourceKindSchema>;

/**
 * queued → processing → ready | failed (with a reason) | empty (read, but nothing to cite: a video
 * without captions; the reason in `error`, not a failure).
 */
export const SOURCE_STATES = ["queued", "processing", "ready", "failed", "empty"] as const;
export const SourceStateSchema = z.enum(SOURCE_STATES);
export type SourceState = z.infer<typeof SourceStateSchema>;

/** A link source's address and what the page or video says about itself. */
export const SourceLinkInfoSchema = z.object({
  url: z.string().describe("The address read (after redirects once fetched)"),
  siteName: z.string().nullable(),
  author: z.string().nullable().describe("The page's byline or the video's channel"),
  publishedAt: z.string().nullable().describe("The date it says it was published, as given"),
  fetchedAt: z.string().nullable().describe("When the current version was fetched (ISO)"),
  version: z.number().int().describe("1, then one more per Refresh"),
  language: z.string().nullable().describe("The page's language, or the captions' a video was read in"),
});
export type SourceLinkInfo = z.infer<typeof SourceLinkInfoSchema>;

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
  link: SourceLinkInfoSchema.nullable()
    .optional()
    .describe("A web page or video added by its link (issue 41); null or absent for files"),
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
  startSeconds: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe("A video passage's first second; null or absent for other kinds"),
  url: z
    .string()
    .nullable()
    .optional()
    .describe("A link source's passage: the page at its heading, or the video at its second"),
});
export type Passage = z.infer<typeof PassageSchema>;

/** POST /api/sources/link: a web page or a video (YouTube) to read as a source. */
export const SourceLinkSchema = z.object({
  url: z
    .string({ error: "Paste a link" })
    .trim()
    .min(1, "Paste a link")
    .max(2000, "A link is at most 2,000 characters"),
  title: z
    .string()
    .trim()
    .max(SOURCE_TITLE_MAX, `A title is at most ${SOURCE_TITLE_MAX} characters`)
    .optional()
    .describe("A title of the learner's; unset: the page's or video's own"),
});
export type SourceLink = z.infer<typeof SourceLinkSchema>;

/** GET /api/sources/{id}/passages/{passageId}: one passage, also of an earlier version of a link. */
export const PassageParamsSchema = z.object({ id: z.uuid(), passageId: z.uuid() });
export const PassageDetailSchema = PassageSchema.extend({
  version: z.number().int().describe("The source version it was read from"),
  current: z.boolean().describe("False for a passage of an earlier version (kept for its citations)"),
  fetchedAt: z.string().nullable().describe("When that version was fetched"),
});
export type PassageDetail = z.infer<typeof PassageDetailSchema>;

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
