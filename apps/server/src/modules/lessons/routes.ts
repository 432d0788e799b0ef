import {
  CompleteLessonParamsSchema,
  CompleteLessonResponseSchema,
  CurrentLessonSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { completeLesson, getCurrentLesson } from "./service.ts";

const doc = { tags: ["lessons"], security: [{ bearerAuth: [] }] };

/** /api/lessons: the sidebar's current lesson and lesson completion (lesson pages add more). */
export const lessonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const db = app.deps.db;
  app.get(
    "/lessons/currentLesson",
    { schema: { ...doc, response: { 200: CurrentLessonSchema } } },
    (request) => getCurrentLesson({ db, userId: request.userId }),
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
      }),
  );
};
