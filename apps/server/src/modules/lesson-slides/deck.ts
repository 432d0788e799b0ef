import type { Readable } from "node:stream";
import { type LessonContent, lessonSlides, type Slide } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { MediaStore } from "../../media/store.ts";
import { isValidMediaKey } from "../../media/store.ts";
import type { SlideRenderer } from "../../slides/renderer.ts";
import { findLessonRow } from "../lessons/index.ts";
import { deckPage } from "./deck-html.ts";
import type { DeckTheme } from "./deck-style.ts";
import type { SlidePictures } from "./pptx.ts";

export const RENDERER_UNAVAILABLE =
  "Slides cannot be drawn on this server (headless Chromium is not installed).";

/** A lesson's deck: its slides and what drawing them needs. */
export type LessonDeck = {
  lessonId: string;
  title: string;
  contentVersion: number;
  /** The language its content was written in (null for lessons written before languages were kept). */
  language: string | null;
  slides: Slide[];
  /** The illustration as a data URL, when it has one. */
  image: string | null;
};

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The illustration from our own media store as a data URL (the renderer's page fetches nothing). */
async function imageDataUrl(media: MediaStore, imageUrl: string | null): Promise<string | null> {
  const key = imageUrl?.split("/").at(-1);
  if (!imageUrl?.startsWith("/media/") || !key || !isValidMediaKey(key)) return null;
  const stored = await media.get(key).catch(() => null);
  if (!stored || !/^image\/(png|jpeg|webp|gif|svg\+xml)$/.test(stored.contentType)) return null;
  return `data:${stored.contentType};base64,${(await bytesOf(stored.body)).toString("base64")}`;
}

/**
 * The caller's lesson as slides: 404 when it is not theirs, 409 while it has no content. The deck
 * is built from the content as it is now (lessonSlides, the same function the presenter uses).
 */
export async function loadLessonDeck(deps: { db: Db; media: MediaStore }, userId: string, lessonId: string) {
  const row = await findLessonRow(deps.db, userId, lessonId);
  if (!row) throw notFound("Lesson");
  const content = row.lesson.content as LessonContent | null;
  if (!content || row.lesson.generationStatus !== "ready")
    throw new AppError(
      "CONFLICT",
      "The lesson is still being written: its slides are made once it is ready.",
    );
  return {
    lessonId,
    title: row.lesson.title,
    contentVersion: row.lesson.contentVersion,
    language: row.lesson.language,
    slides: lessonSlides(content),
    image: await imageDataUrl(deps.media, row.lesson.imageUrl),
  } satisfies LessonDeck;
}

/** The deck's page for the renderer. */
export function deckHtml(deck: LessonDeck, theme: DeckTheme) {
  return deckPage(deck.slides, { lessonTitle: deck.title, theme, image: deck.image });
}

/** The deck as PNGs, one per slide (1280 × 720). */
export async function drawSlides(renderer: SlideRenderer, deck: LessonDeck, signal?: AbortSignal) {
  const shots = await renderer.shoot(await deckHtml(deck, "light"), ".slide", signal);
  if (shots.length !== deck.slides.length)
    throw new Error(`drew ${shots.length} of ${deck.slides.length} slides`);
  return shots;
}

/** Pictures of the visuals PowerPoint cannot draw itself (formulas, diagrams, the illustration), by slide. */
export async function drawPictures(renderer: SlideRenderer | null, deck: LessonDeck): Promise<SlidePictures> {
  const pictures: SlidePictures = new Map();
  const wanted = deck.slides
    .map((slide, index) => ({ slide, index }))
    .filter(({ slide }) => {
      const type = slide.visual?.type;
      return type === "math" || type === "diagram" || (type === "image" && deck.image !== null);
    });
  if (!renderer || wanted.length === 0) return pictures;
  const shots = await renderer.shoot(await deckHtml(deck, "light"), "[data-raster]");
  wanted.forEach(({ index }, i) => {
    const shot = shots[i];
    if (shot) pictures.set(index, shot);
  });
  return pictures;
}
