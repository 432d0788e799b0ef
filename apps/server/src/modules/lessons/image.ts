import type { ImageStatus } from "@brainy/contract";
import type { ImageService } from "../../ai/engine.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import { claimLessonMedia, findLessonRow, setLessonImage } from "./repository.ts";

const DRAWING_STALE_MS = 120_000;
const isDrawing = (url: string | null) => url?.startsWith("drawing:") ?? false;

/** GET /lessons/{id}/image-status: whether the illustration exists, and whether it can be drawn. */
export async function getLessonImageStatus(options: {
  db: Db;
  userId: string;
  lessonId: string;
}): Promise<ImageStatus> {
  const row = await findLessonRow(options.db, options.userId, options.lessonId);
  if (!row) throw notFound("Lesson");
  const url = row.lesson.imageUrl;
  const ready = url !== null && !isDrawing(url);
  return { hasImage: ready, imageUrl: ready ? url : null, hasImagePrompt: Boolean(row.lesson.imagePrompt) };
}

/**
 * POST /lessons/{id}/generate-image: draws the lesson illustration from its prompt once, however
 * many callers (one claims the drawing, the others wait for its URL), and answers its URL.
 */
export async function generateLessonImage(options: {
  db: Db;
  images: ImageService;
  actor: Actor;
  lessonId: string;
}): Promise<{ imageUrl: string }> {
  const { db, actor, lessonId } = options;
  const row = await findLessonRow(db, actor.userId, lessonId);
  if (!row) throw notFound("Lesson");
  const { lesson } = row;
  if (lesson.imageUrl && !isDrawing(lesson.imageUrl)) return { imageUrl: lesson.imageUrl };
  if (!lesson.imagePrompt) {
    throw new AppError(
      "CONFLICT",
      "This lesson has no illustration prompt yet: its content is still being written.",
    );
  }
  if (await claimLessonMedia(db, actor.userId, lessonId, "imageUrl", DRAWING_STALE_MS)) {
    try {
      const { imageUrl } = await options.images.createCoverImage(
        { prompt: lesson.imagePrompt, title: "", seed: lesson.id },
        actor,
      );
      await setLessonImage(db, lessonId, imageUrl);
      return { imageUrl };
    } catch (error) {
      await setLessonImage(db, lessonId, null);
      throw error;
    }
  }
  // Someone else is drawing it: wait for their result.
  const deadline = Date.now() + DRAWING_STALE_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const current = await findLessonRow(db, actor.userId, lessonId);
    const url = current?.lesson.imageUrl ?? null;
    if (url && !isDrawing(url)) return { imageUrl: url };
    if (url === null) throw new AppError("AI_UNAVAILABLE", "Failed to generate image. Please try again.");
  }
  throw new AppError("AI_UNAVAILABLE", "Failed to generate image. Please try again.");
}
