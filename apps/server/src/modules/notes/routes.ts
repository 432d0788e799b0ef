import {
  NoteConnectionsSchema,
  NoteCreateSchema,
  NoteHistorySchema,
  NoteListQuerySchema,
  NoteListSchema,
  NoteParamsSchema,
  NoteSchema,
  NoteUpdateSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createNote,
  editNote,
  getNote,
  getNoteConnections,
  getNoteHistory,
  listUserNotes,
  removeNote,
} from "./service.ts";

const doc = { tags: ["notes"], security: [{ bearerAuth: [] }] };

/** /api/notes: the learner's knowledge base: notes with [[links]] and #tags, search and the link graph. */
export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;

  app.get(
    "/notes",
    {
      schema: {
        ...doc,
        description:
          "The notes, newest first. With q: exact title matches, then partial title, then content matches, each with a snippet. With tag: the notes carrying it.",
        querystring: NoteListQuerySchema,
        response: { 200: NoteListSchema },
      },
    },
    (request) => listUserNotes({ db, userId: request.userId, filter: request.query }),
  );
  // Registered before /notes/:id so the static path wins.
  app.get("/notes/connections", { schema: { ...doc, response: { 200: NoteConnectionsSchema } } }, (request) =>
    getNoteConnections({ db, userId: request.userId }),
  );
  app.get(
    "/notes/:id",
    { schema: { ...doc, params: NoteParamsSchema, response: { 200: NoteSchema } } },
    (request) => getNote({ db, userId: request.userId, noteId: request.params.id }),
  );
  app.get(
    "/notes/:id/history",
    {
      schema: {
        ...doc,
        description:
          "The note's earlier versions, newest first: what each save replaced, and edits older than the current version (made on another device, sent later).",
        params: NoteParamsSchema,
        response: { 200: NoteHistorySchema },
      },
    },
    (request) => getNoteHistory({ db, userId: request.userId, noteId: request.params.id }),
  );
  app.post(
    "/notes",
    { schema: { ...doc, body: NoteCreateSchema, response: { 201: NoteSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createNote({ db, userId: request.userId, input: request.body })),
  );
  app.put(
    "/notes/:id",
    {
      config: { idempotent: true },
      schema: {
        ...doc,
        description:
          "Saves title, content and tags; the replaced version joins the note's history. With an Idempotency-Key header, the same key sent again answers the first answer and saves nothing.",
        params: NoteParamsSchema,
        body: NoteUpdateSchema,
        response: { 200: NoteSchema },
      },
    },
    (request) => editNote({ db, userId: request.userId, noteId: request.params.id, input: request.body }),
  );
  app.delete(
    "/notes/:id",
    { schema: { ...doc, params: NoteParamsSchema, response: { 204: z.null().describe("No content") } } },
    async (request, reply) => {
      await removeNote({ db, userId: request.userId, noteId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
