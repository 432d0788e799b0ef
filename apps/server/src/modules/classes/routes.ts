import {
  AnnouncementListSchema,
  AssignmentReportQuerySchema,
  AssignmentReportSchema,
  ClassAssignmentSchema,
  ClassDetailSchema,
  ClassInviteSchema,
  ClassListSchema,
  CreateAnnouncementRequestSchema,
  CreateAssignmentRequestSchema,
  CreateClassRequestSchema,
  CreatedAnnouncementSchema,
  CreatedClassSchema,
  CreateInviteRequestSchema,
  GradeOverrideRequestSchema,
  GradeOverrideResultSchema,
  InviteCodeSchema,
  InvitePreviewSchema,
  JoinedClassSchema,
  MyClassViewSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createAssignment } from "./assignments.ts";
import {
  acceptInvite,
  createClass,
  createInvite,
  getClass,
  leaveClass,
  listClasses,
  previewInvite,
  removeStudent,
  revokeInvite,
} from "./service.ts";
import {
  announce,
  getAssignmentReport,
  getMyClassView,
  gradebookCsv,
  listAnnouncements,
  overrideGrade,
} from "./views.ts";

const doc = { tags: ["classes"], security: [{ bearerAuth: [] }] };
const ClassParams = z.object({ id: z.uuid() });
const CodeParams = z.object({ code: InviteCodeSchema });

/**
 * /api/classes, /api/invites, /api/announcements (issue 39, ADR 0048): every class route answers
 * 404 to anyone who is not a teacher of the class (or, for /me and leaving, a student of it).
 */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  app.get("/classes", { schema: { ...doc, response: { 200: ClassListSchema } } }, (request) =>
    listClasses({ db, actor: request.actor }),
  );
  app.post(
    "/classes",
    { schema: { ...doc, body: CreateClassRequestSchema, response: { 201: CreatedClassSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createClass({ db, actor: request.actor, name: request.body.name })),
  );
  app.get(
    "/classes/:id",
    { schema: { ...doc, params: ClassParams, response: { 200: ClassDetailSchema } } },
    (request) => getClass({ db, userId: request.userId, classId: request.params.id }),
  );
  app.post(
    "/classes/:id/invites",
    {
      schema: {
        ...doc,
        params: ClassParams,
        body: CreateInviteRequestSchema,
        response: { 201: ClassInviteSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createInvite({ db, userId: request.userId, classId: request.params.id, input: request.body }),
        ),
  );
  app.delete(
    "/classes/:id/invites/:inviteId",
    { schema: { ...doc, params: ClassParams.extend({ inviteId: z.uuid() }) } },
    async (request, reply) => {
      const { id, inviteId } = request.params;
      await revokeInvite({ db, userId: request.userId, classId: id, inviteId });
      return reply.status(204).send();
    },
  );
  app.get(
    "/invites/:code",
    { schema: { ...doc, params: CodeParams, response: { 200: InvitePreviewSchema } } },
    (request) => previewInvite({ db, userId: request.userId, code: request.params.code }),
  );
  app.post(
    "/invites/:code/accept",
    { schema: { ...doc, params: CodeParams, response: { 200: JoinedClassSchema } } },
    (request) =>
      acceptInvite({
        db,
        userId: request.userId,
        code: request.params.code,
        background: app.deps.background,
        log: request.log,
      }),
  );
  app.delete(
    "/classes/:id/membership",
    { schema: { ...doc, params: ClassParams } },
    async (request, reply) => {
      await leaveClass({ db, userId: request.userId, classId: request.params.id });
      return reply.status(204).send();
    },
  );
  app.delete(
    "/classes/:id/students/:studentId",
    { schema: { ...doc, params: ClassParams.extend({ studentId: z.uuid() }) } },
    async (request, reply) => {
      const { id, studentId } = request.params;
      await removeStudent({ db, userId: request.userId, classId: id, studentId });
      return reply.status(204).send();
    },
  );
  app.post(
    "/classes/:id/assignments",
    {
      schema: {
        ...doc,
        params: ClassParams,
        body: CreateAssignmentRequestSchema,
        response: { 201: ClassAssignmentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createAssignment({
          db,
          userId: request.userId,
          classId: request.params.id,
          input: request.body,
          background: app.deps.background,
          log: app.log,
        }),
      ),
  );
  app.get(
    "/classes/:id/assignments/:assignmentId/report",
    {
      schema: {
        ...doc,
        params: ClassParams.extend({ assignmentId: z.uuid() }),
        querystring: AssignmentReportQuerySchema,
        response: { 200: AssignmentReportSchema },
      },
    },
    (request) =>
      getAssignmentReport({
        db,
        userId: request.userId,
        classId: request.params.id,
        assignmentId: request.params.assignmentId,
        openAnswers: request.query.openAnswers,
      }),
  );
  app.get(
    "/classes/:id/gradebook.csv",
    { schema: { ...doc, params: ClassParams } },
    async (request, reply) => {
      const csv = await gradebookCsv({ db, userId: request.userId, classId: request.params.id });
      return reply
        .header("content-disposition", 'attachment; filename="gradebook.csv"')
        .header("cache-control", "no-store")
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );
  app.post(
    "/classes/:id/overrides",
    {
      schema: {
        ...doc,
        params: ClassParams,
        body: GradeOverrideRequestSchema,
        response: { 200: GradeOverrideResultSchema },
      },
    },
    (request) =>
      overrideGrade({
        db,
        userId: request.userId,
        classId: request.params.id,
        input: request.body,
        background: app.deps.background,
      }),
  );
  app.get(
    "/classes/:id/me",
    { schema: { ...doc, params: ClassParams, response: { 200: MyClassViewSchema } } },
    (request) => getMyClassView({ db, userId: request.userId, classId: request.params.id }),
  );
  app.post(
    "/classes/:id/announcements",
    {
      schema: {
        ...doc,
        params: ClassParams,
        body: CreateAnnouncementRequestSchema,
        response: { 201: CreatedAnnouncementSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await announce({ db, userId: request.userId, classId: request.params.id, body: request.body.body }),
        ),
  );
  app.get("/announcements", { schema: { ...doc, response: { 200: AnnouncementListSchema } } }, (request) =>
    listAnnouncements({ db, userId: request.userId }),
  );
};
