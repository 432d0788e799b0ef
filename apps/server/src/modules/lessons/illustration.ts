import type { ImageStatus } from "@brainy/contract";
import type { ImageService } from "../../ai/engine.ts";
import type { Db } from "../../db/client.ts";
import type { Background, JobDefinition } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { getUserTier } from "../subscriptions/index.ts";
import { findLessonRow, setLessonImage } from "./repository.ts";
import { type LessonWorkData, type LessonWorkDeps, runLessonWork, waitForLessonWork } from "./work.ts";
import { queueLessonWork } from "./work-repository.ts";

const FAILED = "Failed to generate image. Please try again.";

type IllustrationDeps = LessonWorkDeps & { images: ImageService };

/** True when the lesson's content asks for an illustration that is not drawn yet. */
function needsIllustration(lesson: {
  generationStatus: string;
  content: { blocks: Record<string, unknown>[] } | null;
  imagePrompt: string | null;
  imageUrl: string | null;
}): boolean {
  return (
    lesson.generationStatus === "ready" &&
    Boolean(lesson.imagePrompt) &&
    !lesson.imageUrl &&
    (lesson.content?.blocks.some((block) => block.type === "imagePlaceholder") ?? false)
  );
}

/**
 * The lesson illustration, drawn in the background from the prompt written with the content. The
 * server queues it when the content is complete; the 'Generate Image' call asks for it again after
 * a failure.
 */
export const drawIllustrationJob: JobDefinition<LessonWorkData, IllustrationDeps> = {
  name: "draw-lesson-illustration",
  retryLimit: 2,
  expireInSeconds: 180,
  async accept({ db }, data) {
    const row = await findLessonRow(db, data.userId, data.lessonId);
    if (!row || !needsIllustration(row.lesson)) return false;
    return queueLessonWork(db, { ...data, kind: "illustration" });
  },
  run(deps, data, run) {
    return runLessonWork(deps, {
      lessonId: data.lessonId,
      kind: "illustration",
      run,
      failure: FAILED,
      async work() {
        const row = await findLessonRow(deps.db, data.userId, data.lessonId);
        if (!row || row.lesson.imageUrl) return;
        if (!row.lesson.imagePrompt)
          throw new AppError("CONFLICT", "This lesson has no illustration prompt.");
        const tier = await getUserTier({ db: deps.db, userId: data.userId });
        const { imageUrl } = await deps.images.createCoverImage(
          { prompt: row.lesson.imagePrompt, title: "", seed: row.lesson.id },
          { userId: data.userId, tier },
        );
        return (tx) => setLessonImage(tx, data.lessonId, imageUrl);
      },
    });
  },
};

/** GET /lessons/{id}/image-status: whether the illustration exists, and whether it can be drawn. */
export async function getLessonImageStatus(options: { db: Db; userId: string; lessonId: string }) {
  const row = await findLessonRow(options.db, options.userId, options.lessonId);
  if (!row) throw notFound("Lesson");
  const url = row.lesson.imageUrl;
  return {
    hasImage: url !== null,
    imageUrl: url,
    hasImagePrompt: Boolean(row.lesson.imagePrompt),
  } satisfies ImageStatus;
}

/**
 * POST /lessons/{id}/generate-image: makes sure the illustration's job is queued (once, however
 * many callers: the work's state decides) and answers its URL when drawn.
 */
export async function generateLessonImage(
  options: LessonWorkDeps & { background: Background; userId: string; lessonId: string },
): Promise<{ imageUrl: string }> {
  const { db, userId, lessonId } = options;
  const row = await findLessonRow(db, userId, lessonId);
  if (!row) throw notFound("Lesson");
  if (row.lesson.imageUrl) return { imageUrl: row.lesson.imageUrl };
  if (!row.lesson.imagePrompt || row.lesson.generationStatus !== "ready") {
    throw new AppError(
      "CONFLICT",
      "This lesson has no illustration prompt yet: its content is still being written.",
    );
  }
  // Queued only when not already queued or running; a failed drawing is tried again.
  if (await queueLessonWork(db, { userId, lessonId, kind: "illustration" })) {
    await options.background.send(drawIllustrationJob, { userId, lessonId }, { queued: true });
  }
  await waitForLessonWork(options, { lessonId, kind: "illustration", failure: FAILED });
  const drawn = await findLessonRow(db, userId, lessonId);
  if (!drawn?.lesson.imageUrl) throw new AppError("AI_UNAVAILABLE", FAILED);
  return { imageUrl: drawn.lesson.imageUrl };
}
