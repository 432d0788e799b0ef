import {
  MemoryExportSchema,
  MemoryItemParamsSchema,
  MemoryItemSchema,
  MemoryListSchema,
  MemorySettingsSchema,
  UpdateMemoryItemSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  deleteAllMemory,
  deleteMemoryItem,
  exportMemory,
  listMemory,
  saveMemorySettings,
  updateMemoryItem,
} from "./service.ts";

const doc = { tags: ["memory"], security: [{ bearerAuth: [] }] };
const noContent = { 204: z.null().describe("No content") };

/** /api/memory: what Brainy remembers about the caller (Settings → 'What Brainy remembers'). */
export const memoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;

  app.get(
    "/memory",
    {
      schema: {
        ...doc,
        summary: "The facts Brainy remembers about the caller, newest first, and whether it remembers",
        response: { 200: MemoryListSchema },
      },
    },
    (request) => listMemory({ db, userId: request.userId }),
  );

  app.get(
    "/memory/export",
    {
      schema: {
        ...doc,
        summary: "The caller's memory as JSON (part of the account's data)",
        response: { 200: MemoryExportSchema },
      },
    },
    async (request, reply) => {
      reply.header("content-disposition", 'attachment; filename="brainy-memory.json"');
      return exportMemory({ db, userId: request.userId });
    },
  );

  app.put(
    "/memory/settings",
    {
      schema: {
        ...doc,
        summary: "Switch remembering on or off (off: nothing is noted, and no item reaches a prompt)",
        body: MemorySettingsSchema,
        response: { 200: MemorySettingsSchema },
      },
    },
    (request) => saveMemorySettings({ db, userId: request.userId, settings: request.body }),
  );

  app.patch(
    "/memory/:id",
    {
      schema: {
        ...doc,
        summary: "Correct one item (its text or kind); another learner's item is a 404",
        params: MemoryItemParamsSchema,
        body: UpdateMemoryItemSchema,
        response: { 200: MemoryItemSchema },
      },
    },
    (request) => updateMemoryItem({ db, userId: request.userId, id: request.params.id, patch: request.body }),
  );

  app.delete(
    "/memory/:id",
    {
      schema: {
        ...doc,
        summary: "Forget one item; another learner's item is a 404",
        params: MemoryItemParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteMemoryItem({ db, userId: request.userId, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/memory",
    { schema: { ...doc, summary: "Forget every item (the switch stays as it is)", response: noContent } },
    async (request, reply) => {
      await deleteAllMemory({ db, userId: request.userId });
      return reply.code(204).send(null);
    },
  );
};
