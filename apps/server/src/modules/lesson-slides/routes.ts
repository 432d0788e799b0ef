import {
  LessonParamsSchema,
  LessonVideoSchema,
  LessonVideoStatusSchema,
  SlideExportQuerySchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { attachment, safeFileName } from "../../lib/file-names.ts";
import { createLessonVideo, exportLessonSlides, getLessonVideo, retryLessonVideo } from "./service.ts";

const doc = { tags: ["lessons"], security: [{ bearerAuth: [] }] };

/** /api/lessons/{id}/slides and /video: a lesson as a slide deck (PPTX, PDF) and as a narrated video (issue 40). */
export const lessonSlideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const deps = () => ({
    db: app.deps.db,
    media: app.deps.media,
    speaker: app.deps.speaker,
    slides: app.deps.slides,
    background: app.deps.background,
  });

  app.get(
    "/lessons/:id/slides",
    {
      schema: {
        ...doc,
        description:
          "The lesson as slides, one idea a slide with speaker notes: `format=pptx` (PowerPoint) or `pdf` (one 16:9 page a slide; 503 when this server has no slide renderer). Another learner's lesson: 404; one still being written: 409.",
        params: LessonParamsSchema,
        querystring: SlideExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportLessonSlides(deps(), request.userId, request.params.id, request.query);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", attachment(`${safeFileName(file.title)}.${file.extension}`))
        .header("cache-control", "private, no-store")
        .send(file.bytes);
    },
  );
  app.get(
    "/lessons/:id/video",
    {
      schema: {
        ...doc,
        description:
          "Whether this server makes videos, and the lesson's narrated video of its current content (null until asked for).",
        params: LessonParamsSchema,
        response: { 200: LessonVideoStatusSchema },
      },
    },
    (request) => getLessonVideo(deps(), request.userId, request.params.id),
  );
  app.post(
    "/lessons/:id/video",
    {
      schema: {
        ...doc,
        description:
          "Makes the lesson's narrated video (201, queued) or answers the one of its current content (200): slides drawn, each narrated, one MP4 with chapters and WebVTT captions. Another learner's lesson: 404; not written: 409; past the plan's daily videos: 429; no speech engine or slide renderer: 503.",
        params: LessonParamsSchema,
        response: { 200: LessonVideoSchema, 201: LessonVideoSchema },
      },
    },
    async (request, reply) => {
      const { created, video } = await createLessonVideo(
        deps(),
        { userId: request.userId, tier: request.actor.tier },
        request.params.id,
      );
      return reply.code(created ? 201 : 200).send(video);
    },
  );
  app.post(
    "/lessons/:id/video/retry",
    {
      schema: {
        ...doc,
        description: "Queues a failed video again: the slides drawn and narrated are kept.",
        params: LessonParamsSchema,
        response: { 200: LessonVideoSchema },
      },
    },
    (request) =>
      retryLessonVideo(deps(), { userId: request.userId, tier: request.actor.tier }, request.params.id),
  );
};
