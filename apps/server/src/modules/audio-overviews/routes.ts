import {
  AudioOverviewListQuerySchema,
  AudioOverviewListSchema,
  AudioOverviewSchema,
  type AudioOverviewScope,
  CreateAudioOverviewSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import {
  createAudioOverview,
  getAudioOverview,
  listAudioOverviews,
  removeAudioOverview,
  retryAudioOverview,
} from "./service.ts";

const doc = { tags: ["audio-overviews"], security: [{ bearerAuth: [] }] };
const IdParams = z.object({ id: z.uuid() });

/** The one scope a list query names (exactly one of its fields). */
function scopeOf(query: z.infer<typeof AudioOverviewListQuerySchema>): AudioOverviewScope {
  const named = [query.lessonId, query.sectionId, query.courseId, query.sourceIds].filter(Boolean);
  if (named.length !== 1)
    throw new AppError("VALIDATION_FAILED", "Name one of lessonId, sectionId, courseId or sourceIds.");
  if (query.lessonId) return { kind: "lesson", lessonId: query.lessonId };
  if (query.sectionId) return { kind: "section", sectionId: query.sectionId };
  if (query.courseId) return { kind: "course", courseId: query.courseId };
  const ids = query.sourceIds!.split(",").map((id) => id.trim());
  const parsed = z.array(z.uuid()).min(1).max(10).safeParse(ids);
  if (!parsed.success)
    throw new AppError("VALIDATION_FAILED", "sourceIds: 1 to 10 source ids, comma-separated.");
  return { kind: "sources", sourceIds: parsed.data };
}

/** /api/audio-overviews: two-voice audio overviews of a lesson, section, course or sources (issue 40). */
export const audioOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const deps = () => ({
    db: app.deps.db,
    ai: app.deps.ai,
    speaker: app.deps.speaker,
    background: app.deps.background,
    media: app.deps.media,
  });

  app.post(
    "/audio-overviews",
    {
      schema: {
        ...doc,
        description:
          "Makes the overview of a scope at a length (201, queued) or answers the one there is (200): one per learner, scope and length. Another learner's lesson, section, course or source: 404; not written or not ready: 409; past the plan's daily overviews or AI tokens: 429; no speech engine: 503.",
        body: CreateAudioOverviewSchema,
        response: { 200: AudioOverviewSchema, 201: AudioOverviewSchema },
      },
    },
    async (request, reply) => {
      const { created, overview } = await createAudioOverview(
        deps(),
        { userId: request.userId, tier: request.actor.tier },
        request.body,
      );
      return reply.code(created ? 201 : 200).send(overview);
    },
  );
  app.get(
    "/audio-overviews",
    {
      schema: {
        ...doc,
        description: "The caller's overviews of one scope (name exactly one query field), newest first.",
        querystring: AudioOverviewListQuerySchema,
        response: { 200: AudioOverviewListSchema },
      },
    },
    (request) => listAudioOverviews(deps(), request.userId, scopeOf(request.query)),
  );
  app.get(
    "/audio-overviews/:id",
    { schema: { ...doc, params: IdParams, response: { 200: AudioOverviewSchema } } },
    (request) => getAudioOverview(deps(), request.userId, request.params.id),
  );
  app.post(
    "/audio-overviews/:id/retry",
    {
      schema: {
        ...doc,
        description: "Queues a failed overview again: its script and recorded turns are kept.",
        params: IdParams,
        response: { 200: AudioOverviewSchema },
      },
    },
    (request) =>
      retryAudioOverview(deps(), { userId: request.userId, tier: request.actor.tier }, request.params.id),
  );
  app.delete(
    "/audio-overviews/:id",
    { schema: { ...doc, params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeAudioOverview(deps(), request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
