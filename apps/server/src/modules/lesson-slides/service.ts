import type { LessonVideo, LessonVideoStatus, PlanTier, SlideExportQuery } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { MediaStore } from "../../media/store.ts";
import type { SlideRenderer } from "../../slides/renderer.ts";
import type { Speaker } from "../../speech/index.ts";
import { takeLessonVideo } from "../entitlements/index.ts";
import { findLearningLanguage } from "../users/index.ts";
import { deckHtml, drawPictures, loadLessonDeck, RENDERER_UNAVAILABLE } from "./deck.ts";
import { toLessonVideo } from "./mappers.ts";
import { writePptx } from "./pptx.ts";
import {
  findAbandonedVideos,
  findVideo,
  findVideoOf,
  insertVideo,
  requeueAbandonedVideo,
  requeueFailedVideo,
  setVideoUsage,
} from "./repository.ts";
import { makeLessonVideoJob, SPEAKER_UNAVAILABLE, type VideoJobData } from "./video-work.ts";

type Deps = {
  db: Db;
  media: MediaStore;
  speaker: Speaker | null;
  slides: SlideRenderer | null;
  background: Background;
};
type Caller = { userId: string; tier: PlanTier };

/** The deck as a downloadable file: its bytes, type and file extension. */
export type SlideFile = { bytes: Buffer; contentType: string; title: string; extension: "pptx" | "pdf" };

/**
 * GET /lessons/{id}/slides?format=: the lesson's deck as PPTX (pptxgenjs; formulas, diagrams and
 * the illustration as pictures when the renderer is there, else as their source or description)
 * or PDF (Chromium's print of the deck's page, one 16:9 page a slide: 503 without the renderer).
 */
export async function exportLessonSlides(
  deps: Pick<Deps, "db" | "media" | "slides">,
  userId: string,
  lessonId: string,
  query: SlideExportQuery,
): Promise<SlideFile> {
  const deck = await loadLessonDeck(deps, userId, lessonId);
  if (query.format === "pdf") {
    if (!deps.slides) throw new AppError("SERVICE_UNAVAILABLE", RENDERER_UNAVAILABLE);
    const bytes = await deps.slides.pdf(await deckHtml(deck, query.theme));
    return { bytes, contentType: "application/pdf", title: deck.title, extension: "pdf" };
  }
  const pictures = await drawPictures(deps.slides, deck);
  const bytes = await writePptx(deck.slides, { lessonTitle: deck.title, pictures });
  return {
    bytes,
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    title: deck.title,
    extension: "pptx",
  };
}

/** Whether this server can make videos: a speaker (speech engine and ffmpeg) and the slide renderer. */
const canMakeVideos = (deps: Pick<Deps, "speaker" | "slides">) =>
  deps.speaker !== null && deps.slides !== null;

function assertCanMakeVideos(deps: Pick<Deps, "speaker" | "slides">) {
  if (!deps.speaker) throw new AppError("SPEECH_UNAVAILABLE", SPEAKER_UNAVAILABLE);
  if (!deps.slides) throw new AppError("SERVICE_UNAVAILABLE", RENDERER_UNAVAILABLE);
}

/** GET /lessons/{id}/video: the video of the lesson's current content (404 when the lesson is not the caller's). */
export async function getLessonVideo(
  deps: Pick<Deps, "db" | "media" | "speaker" | "slides">,
  userId: string,
  lessonId: string,
): Promise<LessonVideoStatus> {
  const deck = await loadLessonDeck(deps, userId, lessonId).catch((error) => {
    // A lesson still being written has no video yet.
    if (error instanceof AppError && error.code === "CONFLICT") return null;
    throw error;
  });
  const row = deck && (await findVideoOf(deps.db, userId, lessonId, deck.contentVersion));
  return { available: canMakeVideos(deps), video: row ? toLessonVideo(row) : null };
}

/**
 * POST /lessons/{id}/video: the lesson's narrated video, made in the background (201, queued) or
 * the one there is for its current content (200, made, being made or failed; nothing taken). A new
 * one takes one of the plan's daily videos in the transaction that stores it (429 past them).
 */
export async function createLessonVideo(
  deps: Deps,
  caller: Caller,
  lessonId: string,
): Promise<{ created: boolean; video: LessonVideo }> {
  const { db } = deps;
  const deck = await loadLessonDeck(deps, caller.userId, lessonId);
  const existing = await findVideoOf(db, caller.userId, lessonId, deck.contentVersion);
  if (existing) return { created: false, video: toLessonVideo(existing) };
  assertCanMakeVideos(deps);
  const language = deck.language ?? (await findLearningLanguage(db, caller.userId));
  const { made, value: row } = await takeLessonVideo({
    db,
    userId: caller.userId,
    tier: caller.tier,
    write: async (tx) => {
      const found = await findVideoOf(tx, caller.userId, lessonId, deck.contentVersion);
      if (found) return { made: false, value: found };
      const inserted = await insertVideo(tx, {
        userId: caller.userId,
        lessonId,
        contentVersion: deck.contentVersion,
        language,
      });
      return { made: true, subjectId: inserted.id, value: inserted };
    },
    keep: (tx, id, eventId) => setVideoUsage(tx, id, eventId),
  });
  if (made) await sendJob(deps, { userId: caller.userId, videoId: row.id });
  return { created: made, video: toLessonVideo(row) };
}

function sendJob(deps: Pick<Deps, "background">, data: VideoJobData) {
  return deps.background.send(makeLessonVideoJob, data, { queued: true });
}

/** POST /lessons/{id}/video/retry: a failed video queued again; it takes a use again and keeps what was made. */
export async function retryLessonVideo(deps: Deps, caller: Caller, lessonId: string): Promise<LessonVideo> {
  const { db } = deps;
  const deck = await loadLessonDeck(deps, caller.userId, lessonId);
  const row = await findVideoOf(db, caller.userId, lessonId, deck.contentVersion);
  if (!row) throw notFound("Video");
  if (row.state !== "failed") return toLessonVideo(row);
  assertCanMakeVideos(deps);
  const { made } = await takeLessonVideo({
    db,
    userId: caller.userId,
    tier: caller.tier,
    write: async (tx) =>
      (await requeueFailedVideo(tx, caller.userId, row.id))
        ? { made: true, subjectId: row.id, value: null }
        : { made: false, value: null },
    keep: (tx, id, eventId) => setVideoUsage(tx, id, eventId),
  });
  if (made) await sendJob(deps, { userId: caller.userId, videoId: row.id });
  const now = await findVideo(db, caller.userId, row.id);
  return toLessonVideo(now!);
}

/**
 * Sends again the videos a dead process left (start-up): on PGlite every unfinished one, on
 * PostgreSQL those whose heartbeat went stale. Answers how many.
 */
export async function resumeAbandonedVideos(
  deps: { db: Db; background: Background },
  options: { everyUnfinished: boolean },
): Promise<number> {
  const abandoned = await findAbandonedVideos(deps.db, options);
  for (const row of abandoned) {
    await requeueAbandonedVideo(deps.db, row.id);
    await sendJob(deps, { userId: row.userId, videoId: row.id });
  }
  return abandoned.length;
}
