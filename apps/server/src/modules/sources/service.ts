import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  type PassagePage,
  type PlanTier,
  SOURCE_LIMITS,
  type Source,
  type SourceKind,
  type SourcePaste,
  type SourceSearchHit,
} from "@brainy/contract";
import { type Db, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { type MediaObject, type MediaStore, PRIVATE_KEY_PREFIX } from "../../media/store.ts";
import { passageEmbeddingsFor, queueSourceEmbedding } from "./embedding.ts";
import { withEmbeddingStates } from "./embedding-state.ts";
import { extractSourceJob } from "./extraction.ts";
import { markCitationsSourceDeleted } from "./goal-sources.ts";
import { passageUrl } from "./link-urls.ts";
import { searchPassages } from "./passage-search.ts";
import {
  countReadySources,
  deleteSourceRow,
  findSourceRow,
  listPassages,
  listSources,
  toSource,
} from "./repository.ts";
import { assertRoomForSource, insertSourceWithinLimit } from "./room.ts";
import { cleanText } from "./text.ts";
import { detectSourceKind, spoolUpload, tooLarge } from "./upload.ts";

type SourceDeps = { db: Db; media: MediaStore; background: Background };

const EXTENSIONS: Record<SourceKind, string> = {
  pdf: "pdf",
  docx: "docx",
  epub: "epub",
  markdown: "md",
  text: "txt",
  web: "html",
  video: "txt",
};
export const CONTENT_TYPES: Record<SourceKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  epub: "application/epub+zip",
  markdown: "text/markdown; charset=utf-8",
  text: "text/plain; charset=utf-8",
  web: "text/html; charset=utf-8",
  video: "text/plain; charset=utf-8",
};

/**
 * GET /sources: kept until a write could change it: an upload, a deletion, and the
 * extraction and embedding jobs' progress, on any instance, move the learner's data version.
 */
export async function listUserSources(options: { db: Db; userId: string }): Promise<Source[]> {
  const { db, userId } = options;
  const list = await memoizedRead(
    db,
    {
      key: `sources:${userId}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["sources", "source_embedding_work"],
    },
    async () => withEmbeddingStates(db, userId, await listSources(db, userId)),
  );
  // Its JSON is then written once per kept answer (lib/shared-answers.ts).
  return deriveOnce("sources-list", list, (kept) => [...kept]);
}

export async function getSource(options: { db: Db; userId: string; sourceId: string }): Promise<Source> {
  const row = await findSourceRow(options.db, options.userId, options.sourceId);
  if (!row) throw notFound("Source");
  const [source] = await withEmbeddingStates(options.db, options.userId, [toSource(row)]);
  return source!;
}

/**
 * Embeds a ready source's passages again after the work failed (the provider may be back): queued
 * at once, answered with the source. Work that is queued, running or done is left as it is.
 * 404 for another learner's source; 409 while the source is not ready or no provider is set.
 */
export async function retrySourceEmbedding(
  deps: { db: Db; background: Background },
  options: { userId: string; sourceId: string },
): Promise<Source> {
  const row = await findSourceRow(deps.db, options.userId, options.sourceId);
  if (!row) throw notFound("Source");
  if (!passageEmbeddingsFor(deps.db))
    throw new AppError("CONFLICT", "Search by meaning is not set up on this server: search by words works.");
  if (row.state !== "ready")
    throw new AppError(
      "CONFLICT",
      "This source is not read yet: it is indexed for meaning once it is ready.",
    );
  const [current] = await withEmbeddingStates(deps.db, options.userId, [toSource(row)]);
  const state = current?.embeddings?.state;
  if (state === undefined || state === "failed")
    await queueSourceEmbedding(deps, { userId: options.userId, sourceId: options.sourceId });
  return getSource({ db: deps.db, userId: options.userId, sourceId: options.sourceId });
}

/** Stores a spooled file as a private media file and its queued source row, and sends its extraction. */
async function storeSource(
  deps: SourceDeps,
  options: { userId: string; tier: PlanTier; title: string; kind: SourceKind; file: string; size: number },
): Promise<Source> {
  const id = randomUUID();
  const fileKey = `${PRIVATE_KEY_PREFIX}${id}.${EXTENSIONS[options.kind]}`;
  await deps.media.putFile(fileKey, options.file, CONTENT_TYPES[options.kind]);
  let source: Source;
  try {
    source = await insertSourceWithinLimit(deps.db, options.tier, {
      id,
      userId: options.userId,
      title: options.title,
      kind: options.kind,
      fileKey,
      sizeBytes: options.size,
    });
  } catch (error) {
    // Refused (another upload took the last place) or failed: its file is not kept.
    await deps.media.delete(fileKey).catch(() => {});
    throw error;
  }
  await deps.background.send(extractSourceJob, { userId: options.userId, sourceId: id }, { queued: true });
  return source;
}

/** The title a file name gives: its name without folders or extension. */
export function titleFromFileName(name: string): string {
  const base = cleanText(name).split(/[\\/]/).pop() ?? "";
  const title = base.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim();
  return (title || "Untitled source").slice(0, 200);
}

/**
 * An uploaded file: limits checked before anything is stored (count, then Content-Length, then
 * bytes as they stream), type read from the bytes, then stored and queued for extraction.
 */
export async function uploadSource(
  deps: SourceDeps,
  options: {
    userId: string;
    tier: PlanTier;
    name: string;
    contentLength: number | null;
    body: NodeJS.ReadableStream;
  },
): Promise<Source> {
  const limits = SOURCE_LIMITS[options.tier];
  await assertRoomForSource(deps.db, options.userId, options.tier);
  if (options.contentLength !== null && options.contentLength > limits.bytesPerSource)
    throw tooLarge(options.contentLength, limits.bytesPerSource);
  const { file, size } = await spoolUpload(options.body, limits.bytesPerSource);
  try {
    if (size === 0) throw new AppError("VALIDATION_FAILED", "This file is empty.");
    const kind = await detectSourceKind(file, options.name);
    return await storeSource(deps, {
      userId: options.userId,
      tier: options.tier,
      title: titleFromFileName(options.name),
      kind,
      file,
      size,
    });
  } finally {
    await rm(file, { force: true });
  }
}

/** Pasted text, stored as a text (or Markdown, when it has # headings) source. */
export async function pasteSource(
  deps: SourceDeps,
  options: { userId: string; tier: PlanTier; input: SourcePaste },
): Promise<Source> {
  await assertRoomForSource(deps.db, options.userId, options.tier);
  const text = cleanText(options.input.text);
  const bytes = Buffer.from(text, "utf8");
  const limit = SOURCE_LIMITS[options.tier].bytesPerSource;
  if (bytes.length > limit) throw tooLarge(bytes.length, limit);
  const file = path.join(os.tmpdir(), `brainy-paste-${randomUUID()}`);
  await writeFile(file, bytes);
  try {
    return await storeSource(deps, {
      userId: options.userId,
      tier: options.tier,
      title: cleanText(options.input.title).trim() || "Pasted text",
      kind: /^#{1,6}\s+\S/m.test(text) ? "markdown" : "text",
      file,
      size: bytes.length,
    });
  } finally {
    await rm(file, { force: true });
  }
}

/** Deletes a source, its passages (cascade) and its file. */
export async function removeSource(
  deps: SourceDeps & { log?: { warn(obj: object, msg: string): void } },
  options: { userId: string; sourceId: string },
): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const deleted = await deleteSourceRow(tx, options.userId, options.sourceId);
    if (deleted) await markCitationsSourceDeleted(tx, options.userId, options.sourceId);
    return deleted;
  });
  if (!row) throw notFound("Source");
  await deps.media.delete(row.fileKey).catch((error) => {
    deps.log?.warn({ err: error, key: row.fileKey }, "deleting a source file failed");
  });
}

/** The source's stored file for its owner's download. */
export async function readSourceFile(
  deps: { db: Db; media: MediaStore },
  options: { userId: string; sourceId: string },
): Promise<{ object: MediaObject; fileName: string; contentType: string }> {
  const row = await findSourceRow(deps.db, options.userId, options.sourceId);
  if (!row) throw notFound("Source");
  const object = await deps.media.get(row.fileKey);
  if (!object) throw notFound("Source file");
  const kind = row.kind as SourceKind;
  return { object, fileName: `${row.title}.${EXTENSIONS[kind]}`, contentType: CONTENT_TYPES[kind] };
}

export async function getSourcePassages(
  db: Db,
  options: { userId: string; sourceId: string; offset: number; limit: number },
): Promise<PassagePage> {
  const row = await findSourceRow(db, options.userId, options.sourceId);
  if (!row) throw notFound("Source");
  const rows = await listPassages(db, options.userId, options.sourceId, options);
  const passages = rows.map(({ anchor, ...passage }) => ({
    ...passage,
    url: passageUrl(row, { ...passage, anchor }),
  }));
  return { passages, total: row.passageCount };
}

/** The learner's passages best matching a query, best first. */
export function searchSources(
  db: Db,
  options: { userId: string; q: string; limit: number; sourceIds?: string[] },
): Promise<SourceSearchHit[]> {
  return searchPassages(db, options.userId, options.q, options);
}

/**
 * What a chat answer may cite: the learner's best passages for the question (none when nothing
 * matches), and whether they have any ready source at all (without one, the chat is not grounded).
 */
export async function retrievePassages(
  db: Db,
  options: { userId: string; question: string; limit: number },
): Promise<{ readySources: number; hits: SourceSearchHit[] }> {
  const readySources = await countReadySources(db, options.userId);
  if (readySources === 0) return { readySources, hits: [] };
  const hits = await searchPassages(db, options.userId, options.question, { limit: options.limit });
  return { readySources, hits };
}
