import { createOpenAI } from "@ai-sdk/openai";
import { generateImage } from "ai";
import type { Config } from "../../config.ts";
import { AppError } from "../../lib/app-error.ts";
import type { MediaStore } from "../../media/store.ts";
import type { ImageService } from "../engine.ts";
import type { AiLogger, RecordCall } from "../record.ts";
import { hashOf } from "./index.ts";

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** The OpenAI images provider (IMAGE_MODEL, default gpt-image-1) through the AI SDK's generateImage. */
export function createOpenAiImageService(options: {
  config: Config;
  media: MediaStore;
  record: RecordCall;
  logger?: AiLogger;
}): ImageService {
  const { config, media, record } = options;
  const openai = createOpenAI({
    apiKey: config.IMAGE_API_KEY ?? config.AI_API_KEY,
    baseURL: config.IMAGE_BASE_URL ?? (config.AI_PROVIDER === "openai" ? config.AI_BASE_URL : undefined),
  });
  const model = openai.image(config.IMAGE_MODEL);
  return {
    async createCoverImage(input, ctx) {
      const started = performance.now();
      const recordCall = (outcome: "ok" | "error") =>
        record({
          ctx,
          task: "draw-cover-image",
          provider: "openai",
          model: config.IMAGE_MODEL,
          started,
          outcome,
          attempts: 1,
        });
      try {
        const { image } = await generateImage({
          model,
          prompt: `${input.prompt}\nNo text or letters in the image.`,
          size: "1536x1024",
          maxRetries: config.AI_MAX_RETRIES,
          abortSignal: AbortSignal.timeout(Math.max(config.AI_TIMEOUT_MS, 120_000)),
        });
        const extension = EXTENSIONS[image.mediaType] ?? "png";
        const imageUrl = await media.put(
          `${hashOf(image.uint8Array)}.${extension}`,
          image.uint8Array,
          image.mediaType,
        );
        await recordCall("ok");
        return { imageUrl };
      } catch (error) {
        await recordCall("error");
        options.logger?.error(
          { model: config.IMAGE_MODEL, reason: (error as Error)?.message?.slice(0, 300) },
          "image generation failed",
        );
        throw new AppError(
          "AI_UNAVAILABLE",
          "The image service is not available right now. Please try again later.",
        );
      }
    },
  };
}
