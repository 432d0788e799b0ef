import {
  ClassDataExportSchema,
  EmailInvitesRequestSchema,
  EmailInvitesResultSchema,
  NudgeResultSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { exportMyClassData, questionsCsv } from "./exports.ts";
import { emailInvites } from "./invite-emails.ts";
import { nudgeStudentsBehind } from "./nudges.ts";

const doc = { tags: ["classes"], security: [{ bearerAuth: [] }] };
const ClassParams = z.object({ id: z.uuid() });
const AssignmentParams = ClassParams.extend({ assignmentId: z.uuid() });

/**
 * Emailed invitations, nudges, the per-question CSV and a student's own export (issue 39, ADR
 * 0057). As every class route: 404 to anyone who is not a teacher of the class (or, for the
 * export, a student of it).
 */
export const classExtraRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db, config } = app.deps;
  const mail = (log: typeof app.log) => ({ mailer: app.deps.mailer, publicUrl: config.PUBLIC_URL, log });
  app.post(
    "/classes/:id/invites/email",
    {
      schema: {
        ...doc,
        params: ClassParams,
        body: EmailInvitesRequestSchema,
        response: { 201: EmailInvitesResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await emailInvites({
          db,
          userId: request.userId,
          classId: request.params.id,
          emails: request.body.emails,
          ...mail(request.log),
        }),
      ),
  );
  app.post(
    "/classes/:id/assignments/:assignmentId/nudges",
    { schema: { ...doc, params: AssignmentParams, response: { 200: NudgeResultSchema } } },
    (request) =>
      nudgeStudentsBehind({
        db,
        userId: request.userId,
        classId: request.params.id,
        assignmentId: request.params.assignmentId,
        ...mail(request.log),
      }),
  );
  app.get(
    "/classes/:id/assignments/:assignmentId/questions.csv",
    { schema: { ...doc, params: AssignmentParams } },
    async (request, reply) => {
      const { id, assignmentId } = request.params;
      const csv = await questionsCsv({ db, userId: request.userId, classId: id, assignmentId });
      return reply
        .header("content-disposition", 'attachment; filename="questions.csv"')
        .header("cache-control", "no-store")
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );
  app.get(
    "/classes/:id/me/export",
    { schema: { ...doc, params: ClassParams, response: { 200: ClassDataExportSchema } } },
    async (request, reply) => {
      const data = await exportMyClassData({ db, userId: request.userId, classId: request.params.id });
      return reply
        .header("content-disposition", 'attachment; filename="class-data.json"')
        .header("cache-control", "no-store")
        .send(data);
    },
  );
};
