import {
  CompleteLessonParamsSchema,
  CompleteLessonResponseSchema,
  CurrentLessonSchema,
  ImageStatusSchema,
  LessonAudioSchema,
  LessonImageSchema,
  LessonParamsSchema,
  LessonSchema,
  NextLessonSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { streamEvents } from "../../lib/sse.ts";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { ensureLessonGeneration, type GenerationDeps } from "./generation.ts";
import { generateLessonImage, getLessonImageStatus } from "./illustration.ts";
import { generateLessonAudio, getLessonAudio } from "./narration.ts";
import {
  assertOwnLesson,
  completeLesson,
  followLessonContent,
  followLessonWork,
  generateLessonContent,
  getCurrentLesson,
  getLesson,
  getNextLesson,
} from "./service.ts";

const doc = { tags: ["lessons"], security: [{ bearerAuth: [] }] };

/** /api/lessons: lesson pages, their streamed content, the next lesson, completion. */
export const lessonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  const { background, lessonGenerations: hub } = app.deps;
  const generation: GenerationDeps = {
    db,
    ai: app.deps.ai,
    hub,
    background,
    log: app.log,
    web: app.deps.web,
  };

  app.get(
    "/lessons/currentLesson",
    { schema: { ...doc, response: { 200: CurrentLessonSchema } } },
    (request) => getCurrentLesson({ db, userId: request.userId }),
  );
  app.get(
    "/lessons/:id",
    { schema: { ...doc, params: LessonParamsSchema, response: { 200: LessonSchema } } },
    (request) => getLesson({ db, userId: request.userId, lessonId: request.params.id }),
  );
  app.get(
    "/lessons/:id/next-lesson",
    { schema: { ...doc, params: LessonParamsSchema, response: { 200: NextLessonSchema } } },
    (request) => getNextLesson({ db, userId: request.userId, lessonId: request.params.id }),
  );
  app.post(
    "/lessons/:id/generate-content",
    {
      schema: {
        ...doc,
        description:
          "Writes the lesson's content if needed (once, however many callers) and answers when it is complete. Free: 1 lesson per 24 hours (429 RATE_LIMIT_EXCEEDED) and the first section only (402 PRO_REQUIRED).",
        params: LessonParamsSchema,
        response: { 200: LessonSchema },
      },
      config: aiRateLimit("writeLesson"),
    },
    (request) => generateLessonContent({ ...generation, actor: request.actor, lessonId: request.params.id }),
  );
  app.get(
    "/lessons/:id/content-stream",
    {
      schema: {
        ...doc,
        description:
          "text/event-stream of the lesson's content: `block` {index, block} for each block saved so far and then each new one, `done` with the lesson, or `error` {error, message}. Starts the generation when needed, with the same plan rules as generate-content (answered as JSON errors before the stream opens).",
        params: LessonParamsSchema,
      },
      config: aiRateLimit("followLesson"),
    },
    async (request, reply) => {
      // Plan and ownership errors answer as plain JSON before the stream opens.
      await ensureLessonGeneration({ ...generation, actor: request.actor, lessonId: request.params.id });
      await streamEvents(request, reply, async (stream) => {
        for await (const event of followLessonContent({
          ...generation,
          actor: request.actor,
          lessonId: request.params.id,
          signal: stream.signal,
        })) {
          if (event.type === "block") stream.send("block", { index: event.index, block: event.block });
          else stream.send("done", event.lesson);
        }
      });
    },
  );
  app.get(
    "/lessons/:id/work-stream",
    {
      schema: {
        ...doc,
        description:
          "text/event-stream of the lesson's background work (illustration, assessment, narration): `work` {work, imageUrl, hasAudio, lessonAssessment} now and on each change, closing once nothing is queued or running.",
        params: LessonParamsSchema,
      },
      config: aiRateLimit("followLesson"),
    },
    async (request, reply) => {
      // Ownership answers 404 as JSON before the stream opens.
      await assertOwnLesson({ db, userId: request.userId, lessonId: request.params.id });
      await streamEvents(request, reply, async (stream) => {
        for await (const event of followLessonWork({
          db,
          hub,
          userId: request.userId,
          lessonId: request.params.id,
          signal: stream.signal,
        }))
          stream.send("work", event);
      });
    },
  );
  app.get(
    "/lessons/:id/image-status",
    { schema: { ...doc, params: LessonParamsSchema, response: { 200: ImageStatusSchema } } },
    (request) => getLessonImageStatus({ db, userId: request.userId, lessonId: request.params.id }),
  );
  app.post(
    "/lessons/:id/generate-image",
    {
      schema: {
        ...doc,
        description: "Draws the lesson illustration from its image prompt once and answers its URL.",
        params: LessonParamsSchema,
        response: { 200: LessonImageSchema },
      },
      config: aiRateLimit("drawLessonIllustration"),
    },
    (request) =>
      generateLessonImage({ db, hub, background, userId: request.userId, lessonId: request.params.id }),
  );
  app.get(
    "/lessons/:id/audio",
    {
      schema: {
        ...doc,
        description:
          "The lesson's narration; 404 when none was recorded, 503 when this server cannot narrate.",
        params: LessonParamsSchema,
        response: { 200: LessonAudioSchema },
      },
    },
    (request) =>
      getLessonAudio({ db, speech: app.deps.speech, userId: request.userId, lessonId: request.params.id }),
  );
  app.post(
    "/audio/generate/:id",
    {
      schema: {
        ...doc,
        tags: ["audio"],
        description:
          "Records the lesson's narration once (text blocks, not code or formulas) as MP3 with 60 waveform peaks.",
        params: LessonParamsSchema,
        response: { 200: LessonAudioSchema },
      },
      config: aiRateLimit("narrateLesson"),
    },
    (request) =>
      generateLessonAudio({
        db,
        hub,
        background,
        speech: app.deps.speech,
        userId: request.userId,
        lessonId: request.params.id,
      }),
  );
  app.put(
    "/lessons/:id/complete/:value",
    {
      schema: { ...doc, params: CompleteLessonParamsSchema, response: { 200: CompleteLessonResponseSchema } },
    },
    (request) =>
      completeLesson({
        db,
        userId: request.userId,
        lessonId: request.params.id,
        grade: request.params.value,
        background,
      }),
  );
};
