import {
  NOTE_IMPORT_LIMITS,
  NoteConnectionsSchema,
  NoteCreateSchema,
  NoteHistorySchema,
  NoteImportResultSchema,
  NoteListQuerySchema,
  NoteListSchema,
  NoteParamsSchema,
  NoteSchema,
  NoteUpdateSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { attachment } from "../../lib/file-names.ts";
import { keepAnswerIn } from "../../plugins/idempotency.ts";
import {
  createNote,
  editNote,
  getNote,
  getNoteConnections,
  getNoteHistory,
  listUserNotes,
  removeNote,
} from "./service.ts";
import { exportNotesVault, importNotesVault, readUpload } from "./vault.ts";

const doc = { tags: ["notes"], security: [{ bearerAuth: [] }] };

/** /api/notes: the learner's knowledge base: notes with [[links]] and #tags, search and the link graph. */
export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  // An import's body is a zip's bytes, read by the route (which counts them), never parsed here.
  for (const type of ["application/zip", "application/octet-stream"])
    app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));

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
    "/notes/export",
    {
      schema: {
        ...doc,
        description:
          "Every note as an Obsidian vault: a zip of .md files (front matter with the title, dates and tags; [[links]] and #tags kept), streamed.",
      },
    },
    async (request, reply) =>
      reply
        .type("application/zip")
        .header("cache-control", "private, no-store")
        .header("content-disposition", attachment("Brainy notes.zip"))
        .send(await exportNotesVault({ db, userId: request.userId, log: request.log })),
  );
  app.post(
    "/notes/import",
    {
      schema: {
        ...doc,
        description: `Imports a zipped Obsidian vault or folder of Markdown (body: the zip's bytes, Content-Type application/zip, at most ${NOTE_IMPORT_LIMITS.uploadBytes / 1024 / 1024} MB). Each .md file becomes a note; a title the learner has is renamed ' (imported)', never overwritten; links between the files are resolved. A file that cannot be a note (not UTF-8, too long, bad front matter), a path leaving the vault, or too many or too large files refuse the import with a 400 naming the problem.`,
        response: { 201: NoteImportResultSchema },
      },
    },
    async (request, reply) => {
      if (!request.body || typeof (request.body as NodeJS.ReadableStream).pipe !== "function")
        throw new AppError(
          "VALIDATION_FAILED",
          "Send the vault as a zip file (Content-Type application/zip).",
        );
      const zip = await readUpload(request.body as NodeJS.ReadableStream, NOTE_IMPORT_LIMITS.uploadBytes);
      return reply.code(201).send(await importNotesVault({ db, userId: request.userId, zip }));
    },
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
    {
      config: { idempotent: true },
      schema: {
        ...doc,
        description:
          "Creates a note. With an Idempotency-Key header (the offline outbox), the same key sent again answers the first answer and creates nothing; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED.",
        body: NoteCreateSchema,
        response: { 201: NoteSchema },
      },
    },
    async (request, reply) => {
      const keep = keepAnswerIn(request, reply, 201);
      return reply
        .code(201)
        .send(await createNote({ db, userId: request.userId, input: request.body, keep }));
    },
  );
  app.put(
    "/notes/:id",
    {
      config: { idempotent: true },
      schema: {
        ...doc,
        description:
          "Saves title, content and tags; the replaced version joins the note's history. With an Idempotency-Key header, the same key sent again answers the first answer and saves nothing; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED.",
        params: NoteParamsSchema,
        body: NoteUpdateSchema,
        response: { 200: NoteSchema },
      },
    },
    (request, reply) =>
      editNote({
        db,
        userId: request.userId,
        noteId: request.params.id,
        input: request.body,
        keep: keepAnswerIn(request, reply),
      }),
  );
  app.delete(
    "/notes/:id",
    {
      config: { idempotent: true },
      schema: {
        ...doc,
        description:
          "Deletes a note. With an Idempotency-Key header (the offline outbox), the same key sent again answers 204 again instead of 404.",
        params: NoteParamsSchema,
        response: { 204: z.null().describe("No content") },
      },
    },
    async (request, reply) => {
      const keep = keepAnswerIn(request, reply, 204);
      await removeNote({ db, userId: request.userId, noteId: request.params.id, keep });
      return reply.code(204).send(null);
    },
  );
};
