import {
  PassageDetailSchema,
  PassageListQuerySchema,
  PassagePageSchema,
  PassageParamsSchema,
  SourceLinkSchema,
  SourceListSchema,
  SourceParamsSchema,
  SourcePasteSchema,
  SourceSchema,
  SourceSearchQuerySchema,
  SourceSearchResultSchema,
  SourceUploadQuerySchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addLinkSource, getPassageDetail, refreshLinkSource } from "./link-service.ts";
import {
  getSource,
  getSourcePassages,
  listUserSources,
  pasteSource,
  readSourceFile,
  removeSource,
  retrySourceEmbedding,
  searchSources,
  uploadSource,
} from "./service.ts";

const doc = { tags: ["sources"], security: [{ bearerAuth: [] }] };

/** /api/sources: the learner's own material: upload, paste, extraction state, passages, search. */
export const sourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  const deps = () => ({ db, media: app.deps.media, background: app.deps.background, log: app.log });

  // An upload's body is the file's bytes, streamed to the service (which counts them), never parsed here.
  app.addContentTypeParser("application/octet-stream", (_request, payload, done) => done(null, payload));

  app.get("/sources", { schema: { ...doc, response: { 200: SourceListSchema } } }, (request) =>
    listUserSources({ db, userId: request.userId }),
  );
  // Registered before /sources/:id so the static path wins.
  app.get(
    "/sources/search",
    {
      schema: {
        ...doc,
        description:
          "The learner's passages matching any of the words, best first (English full-text search).",
        querystring: SourceSearchQuerySchema,
        response: { 200: SourceSearchResultSchema },
      },
    },
    (request) => searchSources(db, { userId: request.userId, ...request.query }),
  );
  app.post(
    "/sources/upload",
    {
      schema: {
        ...doc,
        description:
          "Uploads a file (body: its bytes, Content-Type application/octet-stream). Its type is read from the bytes; over the plan's size 413, past its count 402 (Free) or 409.",
        querystring: SourceUploadQuerySchema,
        response: { 201: SourceSchema },
      },
    },
    async (request, reply) => {
      const length = request.headers["content-length"];
      const source = await uploadSource(deps(), {
        userId: request.userId,
        tier: request.actor.tier,
        name: request.query.name,
        contentLength: length && /^\d+$/.test(length) ? Number(length) : null,
        body: request.body as NodeJS.ReadableStream,
      });
      return reply.code(201).send(source);
    },
  );
  app.post(
    "/sources/text",
    { schema: { ...doc, body: SourcePasteSchema, response: { 201: SourceSchema } } },
    async (request, reply) =>
      reply.code(201).send(
        await pasteSource(deps(), {
          userId: request.userId,
          tier: request.actor.tier,
          input: request.body,
        }),
      ),
  );
  app.post(
    "/sources/link",
    {
      schema: {
        ...doc,
        description:
          "Adds a web page, a video (YouTube) or a document at a link as a source (issue 41): the address is checked at once (a refused, private or unknown one is a 400 with the reason), then fetched and read by the extract-source job. Past the plan's count 402 (Free) or 409.",
        body: SourceLinkSchema,
        response: { 201: SourceSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addLinkSource(
            { db, background: app.deps.background, web: app.deps.web },
            { userId: request.userId, tier: request.actor.tier, input: request.body },
          ),
        ),
  );
  app.post(
    "/sources/:id/refresh",
    {
      schema: {
        ...doc,
        description:
          "Fetches a link source again (202, queued). The old version's passages stay for the citations that point at them. 409 for a file or while it is being read.",
        params: SourceParamsSchema,
        response: { 202: SourceSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await refreshLinkSource(deps(), { userId: request.userId, sourceId: request.params.id })),
  );
  app.get(
    "/sources/:id/passages/:passageId",
    {
      schema: {
        ...doc,
        description:
          "One passage, also of an earlier version of a link source (where an old citation points).",
        params: PassageParamsSchema,
        response: { 200: PassageDetailSchema },
      },
    },
    (request) =>
      getPassageDetail(db, {
        userId: request.userId,
        sourceId: request.params.id,
        passageId: request.params.passageId,
      }),
  );
  app.get(
    "/sources/:id",
    { schema: { ...doc, params: SourceParamsSchema, response: { 200: SourceSchema } } },
    (request) => getSource({ db, userId: request.userId, sourceId: request.params.id }),
  );
  app.post(
    "/sources/:id/embeddings/retry",
    {
      schema: {
        ...doc,
        description:
          "Indexes a ready source for search by meaning again after it failed (202, the source with its queued `embeddings`); nothing to do when queued, running or done. 409 without an embedding provider or before the source is ready.",
        params: SourceParamsSchema,
        response: { 202: SourceSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await retrySourceEmbedding(deps(), { userId: request.userId, sourceId: request.params.id })),
  );
  app.get(
    "/sources/:id/passages",
    {
      schema: {
        ...doc,
        params: SourceParamsSchema,
        querystring: PassageListQuerySchema,
        response: { 200: PassagePageSchema },
      },
    },
    (request) =>
      getSourcePassages(db, { userId: request.userId, sourceId: request.params.id, ...request.query }),
  );
  app.get(
    "/sources/:id/file",
    { schema: { ...doc, description: "The stored file, for its owner only.", params: SourceParamsSchema } },
    async (request, reply) => {
      const { object, fileName, contentType } = await readSourceFile(deps(), {
        userId: request.userId,
        sourceId: request.params.id,
      });
      reply
        .type(contentType)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
      if (object.contentLength !== undefined) reply.header("content-length", object.contentLength);
      return reply.send(object.body);
    },
  );
  app.delete(
    "/sources/:id",
    { schema: { ...doc, params: SourceParamsSchema, response: { 204: z.null().describe("No content") } } },
    async (request, reply) => {
      await removeSource(deps(), { userId: request.userId, sourceId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
