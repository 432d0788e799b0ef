import { LessonCheckSchema, LessonCheckStateSchema, LessonParamsSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { checkLesson, getLessonCheckState } from "./service.ts";

const doc = { tags: ["lessons"], security: [{ bearerAuth: [] }] };

/** /api/lessons/{id}/check: the lesson's claims that may date, checked against the web (issue 41). */
export const lessonCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const deps = () => ({
    db: app.deps.db,
    ai: app.deps.ai,
    web: app.deps.web,
    demo: app.deps.config.AI_PROVIDER === "demo",
  });
  app.get(
    "/lessons/:id/check",
    {
      schema: {
        ...doc,
        description:
          "Whether this server can check lessons against the web (else what to configure), and the lesson's latest check.",
        params: LessonParamsSchema,
        response: { 200: LessonCheckStateSchema },
      },
    },
    (request) => getLessonCheckState(deps(), { userId: request.userId, lessonId: request.params.id }),
  );
  app.post(
    "/lessons/:id/check",
    {
      config: aiRateLimit("checkLesson"),
      schema: {
        ...doc,
        description:
          "Checks the lesson's claims that may date against web search results: what still holds, what changed, and the pages that say so (201). 409 without a search engine (a real AI model) or before the lesson is written.",
        params: LessonParamsSchema,
        response: { 201: LessonCheckSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await checkLesson(deps(), { actor: request.actor, lessonId: request.params.id })),
  );
};
