import { randomUUID } from "node:crypto";
import type { PassageDetail, PlanTier, Source, SourceLink } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { FetchRefused, parseFetchUrl } from "../../lib/guarded-fetch.ts";
import type { WebAccess } from "../../web/index.ts";
import { youtubeVideoId } from "../../web/youtube.ts";
import { extractSourceJob } from "./extraction.ts";
import { findPassageDetail, queueRefresh } from "./link-repository.ts";
import { findSourceRow } from "./repository.ts";
import { assertRoomForSource, insertSourceWithinLimit } from "./room.ts";
import { getSource } from "./service.ts";
import { cleanText } from "./text.ts";

type LinkDeps = { db: Db; background: Background; web: WebAccess };

/** A title to show until the page's own is read: its host and path. */
function provisionalTitle(url: URL): string {
  const pathPart = decodeURIComponent(url.pathname).replace(/\/+$/, "");
  return `${url.hostname}${pathPart}`.slice(0, 200) || url.hostname;
}

/**
 * 'Add a link': a web page, a video (YouTube), or a PDF/DOCX/EPUB at an address, read as a source.
 * The address is checked at once as the fetcher will check it (a refused or unknown one is a 400
 * with the reason); the fetch and the reading are the `extract-source` job's, like an upload's.
 */
export async function addLinkSource(
  deps: LinkDeps,
  options: { userId: string; tier: PlanTier; input: SourceLink },
): Promise<Source> {
  await assertRoomForSource(deps.db, options.userId, options.tier);
  let url: URL;
  // A video's captions are read from YOUTUBE_BASE_URL, never from the address given: only its form is checked.
  const video = youtubeVideoId(options.input.url) !== null;
  try {
    url = video ? parseFetchUrl(options.input.url) : await deps.web.fetcher.check(options.input.url);
  } catch (error) {
    if (error instanceof FetchRefused) throw new AppError("VALIDATION_FAILED", error.message);
    throw error;
  }
  const id = randomUUID();
  const title = cleanText(options.input.title ?? "").trim();
  const source = await insertSourceWithinLimit(deps.db, options.tier, {
    id,
    userId: options.userId,
    title: title || provisionalTitle(url),
    titleFixed: Boolean(title),
    kind: video ? "video" : "web",
    fileKey: `private-${id}.${video ? "txt" : "html"}`,
    sizeBytes: 0,
    url: url.toString(),
  });
  await deps.background.send(extractSourceJob, { userId: options.userId, sourceId: id }, { queued: true });
  return source;
}

/**
 * 'Refresh': fetches a link source again. Its current passages stay searchable until the new version
 * is stored; they are then kept (superseded) for the citations that point at them. 404 for another
 * learner's source; 409 for a file, or while the source is being read.
 */
export async function refreshLinkSource(
  deps: Omit<LinkDeps, "web">,
  options: { userId: string; sourceId: string },
): Promise<Source> {
  const row = await findSourceRow(deps.db, options.userId, options.sourceId);
  if (!row) throw notFound("Source");
  if (row.url === null) throw new AppError("CONFLICT", "Only a source added by its link can be refreshed.");
  if (!(await queueRefresh(deps.db, options.userId, options.sourceId)))
    throw new AppError("CONFLICT", "This source is being read now; refresh it when it is done.");
  await deps.background.send(
    extractSourceJob,
    { userId: options.userId, sourceId: row.id },
    { queued: true },
  );
  return getSource({ db: deps.db, userId: options.userId, sourceId: options.sourceId });
}

/** One passage of the learner's source, also of an earlier version of a link; 404 otherwise. */
export async function getPassageDetail(
  db: Db,
  options: { userId: string; sourceId: string; passageId: string },
): Promise<PassageDetail> {
  const passage = await findPassageDetail(db, options.userId, options.sourceId, options.passageId);
  if (!passage) throw notFound("Passage");
  return passage;
}
