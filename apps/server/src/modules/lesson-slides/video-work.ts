import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { splitSentences } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import type { JobDefinition, JobRun } from "../../jobs/background.ts";
import { AppError } from "../../lib/app-error.ts";
import type { MediaStore } from "../../media/store.ts";
import type { SlideRenderer } from "../../slides/renderer.ts";
import { renderSlideVideo } from "../../slides/video.ts";
import { parseWav, type Speaker, toWav, trimSilence } from "../../speech/index.ts";
import { returnLessonVideo } from "../entitlements/index.ts";
import { drawSlides, loadLessonDeck, RENDERER_UNAVAILABLE } from "./deck.ts";
import {
  claimVideo,
  endVideoTry,
  finishVideo,
  setVideoProgress,
  setVideoUsage,
  touchVideo,
  type VideoRow,
} from "./repository.ts";

/** What making a video needs: the database, a speaker, the slide renderer and the media store. */
export type VideoDeps = {
  db: Db;
  speaker: Speaker | null;
  slides: SlideRenderer | null;
  media: MediaStore;
  log?: { error(obj: object, msg: string): void };
};
/** Whose video to make. */
export type VideoJobData = { userId: string; videoId: string };

export const SPEAKER_UNAVAILABLE = "Videos are not available on this server (no speech engine is set up).";
const FAILED = "The video could not be made. Try again.";
const HEARTBEAT_MS = 5_000;

/** A drawn slide's and a narrated slide's private keys in the media store, kept until the MP4 is made. */
export const slideKey = (videoId: string, n: number) => `private-lv-${videoId}-${n}.png`;
export const narrationKey = (videoId: string, n: number) => `private-lv-${videoId}-${n}.wav`;

async function read(media: MediaStore, key: string): Promise<Buffer | null> {
  const stored = await media.get(key);
  if (!stored) return null;
  if (Buffer.isBuffer(stored.body)) return stored.body;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * One try of a video, as its job runs it: claims it (a duplicate job finds it taken), draws the
 * deck's slides (kept in the media store), narrates each slide not yet narrated with the lesson's
 * voice (each kept as it is made, so a failure mid-way keeps the finished ones and the next try
 * records the rest), then puts the MP4 and its captions together and marks it done with both
 * URLs in one statement. A throw retries while tries remain; then it fails with a reason and the
 * plan's use is given back. Nothing half-made is ever marked done.
 */
export async function runLessonVideo(
  deps: VideoDeps,
  data: VideoJobData,
  run: JobRun,
): Promise<"done" | "skipped" | "failed"> {
  const { db } = deps;
  const row = await claimVideo(db, data.videoId);
  if (!row) return "skipped";
  const id = row.id;
  const heartbeat = setInterval(() => void touchVideo(db, id).catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await makeVideo(deps, row, run.signal);
    return "done";
  } catch (error) {
    const reason = error instanceof AppError && error.status < 500 ? error.message : FAILED;
    const retrying =
      run.retryCount < run.retryLimit &&
      !run.signal.aborted &&
      !(error instanceof AppError && error.status < 500);
    const ended = await endVideoTry(db, id, { state: retrying ? "queued" : "failed", error: reason });
    deps.log?.error({ err: error, videoId: id, retrying }, "lesson video failed");
    if (retrying) throw error;
    if (ended?.usageEventId) {
      await returnLessonVideo(db, ended.usageEventId);
      await setVideoUsage(db, id, null);
    }
    return "failed";
  } finally {
    clearInterval(heartbeat);
  }
}

async function makeVideo(deps: VideoDeps, row: VideoRow, signal: AbortSignal): Promise<void> {
  const { db, media } = deps;
  const id = row.id;
  const speaker = deps.speaker;
  if (!speaker) throw new AppError("SPEECH_UNAVAILABLE", SPEAKER_UNAVAILABLE);
  if (!deps.slides) throw new AppError("SERVICE_UNAVAILABLE", RENDERER_UNAVAILABLE);
  const deck = await loadLessonDeck(deps, row.userId, row.lessonId);
  if (deck.contentVersion !== row.contentVersion)
    throw new AppError(
      "CONFLICT",
      "The lesson was rewritten after this video was asked for: make its video again.",
    );
  const total = deck.slides.length;
  if (row.slidesTotal !== total) {
    await setVideoProgress(db, id, { stage: "slides", slidesDone: 0, slidesTotal: 0 });
    const shots = await drawSlides(deps.slides, deck, signal);
    for (const [n, png] of shots.entries()) await media.put(slideKey(id, n), png, "image/png");
    await setVideoProgress(db, id, { stage: "narration", slidesDone: 0, slidesTotal: total });
  }
  const pair = speaker.voices(row.language);
  // Festival's SLT where it reads the language (the most natural offline voice), else the narration's voice.
  const voice = pair.host.engine === "festival" ? pair.host : pair.expert;
  const done = row.slidesTotal === total ? row.slidesDone : 0;
  for (let n = done; n < total; n++) {
    const speech = trimSilence(
      await speaker.speak(deck.slides[n]!.notes, voice, { language: row.language, signal }),
    );
    if (speech.samples.length === 0) throw new Error(`slide ${n + 1} was spoken as silence`);
    await media.put(narrationKey(id, n), toWav(speech), "audio/wav");
    await setVideoProgress(db, id, { stage: "narration", slidesDone: n + 1 });
  }
  await setVideoProgress(db, id, { stage: "encoding", slidesDone: total });
  const parts = [];
  for (let n = 0; n < total; n++) {
    const png = await read(media, slideKey(id, n));
    const wav = await read(media, narrationKey(id, n));
    if (!png || !wav) {
      // Lost (a store wiped between tries): draw or record again from there.
      await setVideoProgress(
        db,
        id,
        png ? { stage: "narration", slidesDone: n } : { stage: "slides", slidesTotal: 0 },
      );
      throw new Error(`slide ${n + 1}'s ${png ? "narration" : "picture"} is missing from the media store`);
    }
    const slide = deck.slides[n]!;
    parts.push({
      png,
      speech: parseWav(wav),
      sentences: splitSentences(slide.notes),
      chapter: slide.section,
    });
  }
  const video = await renderSlideVideo(parts, { title: deck.title }, signal);
  const hash = createHash("sha256").update(video.mp4).digest("hex").slice(0, 32);
  const videoUrl = await media.put(`${hash}.mp4`, video.mp4, "video/mp4");
  const captionsUrl = await media.put(`${hash}.vtt`, Buffer.from(video.vtt), "text/vtt");
  const finished = await finishVideo(db, id, {
    videoUrl,
    captionsUrl,
    durationSeconds: video.durationSeconds,
    chapters: video.chapters,
  });
  if (!finished) return;
  await Promise.all(
    Array.from({ length: total }, (_, n) => [slideKey(id, n), narrationKey(id, n)])
      .flat()
      .map((key) => media.delete(key).catch(() => {})),
  );
}

/** Making a lesson's video: queued by POST /lessons/{id}/video and by Retry. */
export const makeLessonVideoJob: JobDefinition<VideoJobData, VideoDeps> = {
  name: "make-lesson-video",
  retryLimit: 2,
  // A long lesson's narration, its slides and one encode.
  expireInSeconds: 1800,
  exclusiveKey: (data) => data.videoId,
  run: (deps, data, run) => runLessonVideo(deps, data, run),
};
