import { SOURCE_LIMITS, type SourceKind } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import type { Background, JobDefinition, JobRun } from "../../jobs/background.ts";
import type { MediaStore } from "../../media/store.ts";
import type { WebAccess } from "../../web/index.ts";
import { getUserTier } from "../subscriptions/index.ts";
import { findLearningLanguage } from "../users/index.ts";
import { queueSourceEmbedding } from "./embedding.ts";
import { ExtractionError, type ExtractOptions, extractSections } from "./extract.ts";
import { readLink } from "./link-extraction.ts";
import { keepVersionAfterFailedRefresh, saveLinkPassages } from "./link-repository.ts";
import {
  claimSource,
  endSourceTry,
  findAbandonedSources,
  requeueSource,
  saveSourcePassages,
  setSourceProgress,
  touchSource,
} from "./repository.ts";
import { splitIntoPassages } from "./text.ts";

/** What extracting a source needs. */
export type ExtractionDeps = {
  db: Db;
  media: MediaStore;
  log?: { error(obj: object, msg: string): void };
  /** Sends the passages' embedding (EMBEDDING_PROVIDER set) once they are stored. */
  background?: Background;
  /** The guarded fetcher and video captions, for sources added by a link (issue 41). */
  web?: WebAccess;
};

/** Whose source to extract. */
export type ExtractionData = { userId: string; sourceId: string };

const HEARTBEAT_MS = 5_000;
const FAILED = "This file could not be read. Try uploading it again.";
const LINK_FAILED = "This link could not be read. Try again later.";

async function readAll(body: Buffer | NodeJS.ReadableStream): Promise<Uint8Array> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Reads a source into passages, as its job runs it: claims the source (a duplicate job or another
 * instance finds it taken or done), keeps its heartbeat and progress while reading, then stores the
 * passages and `ready` in one transaction. A file that cannot be read fails at once with its reason;
 * any other error is retried while tries remain, then fails.
 */
export async function runSourceExtraction(
  deps: ExtractionDeps,
  data: ExtractionData,
  run: JobRun,
): Promise<"ready" | "skipped" | "failed"> {
  const { db } = deps;
  const source = await claimSource(db, data.sourceId);
  if (!source) return "skipped";
  const heartbeat = setInterval(() => void touchSource(db, source.id).catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const tier = await getUserTier({ db, userId: source.userId });
    let total = 0;
    const extractOptions: ExtractOptions = {
      maxPages: SOURCE_LIMITS[tier].pagesPerSource,
      signal: run.signal,
      onProgress: async (done, pages) => {
        total = pages;
        await setSourceProgress(db, source.id, done, pages);
      },
    };
    if (source.url !== null) {
      if (!deps.web) throw new Error("a link source's extraction needs the web access");
      const read = await readLink(
        { media: deps.media, web: deps.web },
        { ...source, url: source.url },
        {
          ...extractOptions,
          bytesPerSource: SOURCE_LIMITS[tier].bytesPerSource,
          language: await findLearningLanguage(db, source.userId),
        },
      );
      const passages = splitIntoPassages(read.sections);
      if (passages.length === 0 && !read.emptyReason) throw new ExtractionError("This page has no text.");
      await saveLinkPassages(db, source, read, passages, total || read.sections.length);
      if (read.fileKey !== source.fileKey) await deps.media.delete(source.fileKey).catch(() => {});
      if (read.emptyReason) return "ready";
    } else {
      const object = await deps.media.get(source.fileKey);
      if (!object) throw new ExtractionError("The uploaded file is missing. Upload it again.");
      const bytes = await readAll(object.body);
      const sections = await extractSections(source.kind as SourceKind, bytes, extractOptions);
      const passages = splitIntoPassages(sections);
      if (passages.length === 0) throw new ExtractionError("This file has no text.");
      await saveSourcePassages(db, source, passages, total || sections.length);
    }
    // The source is ready (searchable by words) now; its embedding is work of its own.
    await queueSourceEmbedding(deps, { userId: source.userId, sourceId: source.id }).catch((error) =>
      deps.log?.error({ err: error, sourceId: source.id }, "queueing the passages' embedding failed"),
    );
    return "ready";
  } catch (error) {
    const known = error instanceof ExtractionError;
    const retrying = !known && run.retryCount < run.retryLimit && !run.signal.aborted;
    // A Refresh that failed keeps the version the source had (still ready, saying why).
    if (!retrying && source.url !== null && source.passageCount > 0) {
      await keepVersionAfterFailedRefresh(db, source.id, known ? error.message : LINK_FAILED);
      if (!known) deps.log?.error({ err: error, sourceId: source.id }, "refreshing a link source failed");
      return "failed";
    }
    await endSourceTry(db, source.id, {
      state: retrying ? "queued" : "failed",
      error: known ? error.message : source.url !== null ? LINK_FAILED : FAILED,
    });
    if (!known) deps.log?.error({ err: error, sourceId: source.id, retrying }, "source extraction failed");
    if (retrying) throw error;
    return "failed";
  } finally {
    clearInterval(heartbeat);
  }
}

/** Extracting an uploaded source into passages; queued by the upload itself (the row starts queued). */
export const extractSourceJob: JobDefinition<ExtractionData, ExtractionDeps> = {
  name: "extract-source",
  retryLimit: 2,
  expireInSeconds: 900,
  exclusiveKey: (data) => data.sourceId,
  run: (deps, data, run) => runSourceExtraction(deps, data, run),
};

/**
 * Sends again the extractions a dead process left behind (start-up, and a sweep on PostgreSQL):
 * on PGlite every unfinished one, on PostgreSQL those whose heartbeat went stale.
 */
export async function resumeAbandonedSources(
  deps: { db: Db },
  options: { everyUnfinished: boolean; send: (data: ExtractionData) => Promise<void> },
): Promise<number> {
  const abandoned = await findAbandonedSources(deps.db, options);
  for (const row of abandoned) {
    await requeueSource(deps.db, row.id);
    await options.send({ userId: row.userId, sourceId: row.id });
  }
  return abandoned.length;
}
