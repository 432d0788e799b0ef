import { TeacherUpdateListSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { clearTeacherUpdate, findTeacherUpdates } from "./copy-repository.ts";

/** GET /class-updates: the caller's assigned courses a teacher's edit changed since they opened them. */
export async function listTeacherUpdates({ db, userId }: UserOptions) {
  const rows = await findTeacherUpdates(db, userId);
  return { updates: rows.map((r) => ({ ...r, updatedAt: r.updatedAt!.toISOString() })) };
}

/** POST /class-updates/{courseId}/seen: the student opened the course; 404 when it is not a copy of theirs. */
export async function markTeacherUpdateSeen({ db, userId, courseId }: UserOptions & { courseId: string }) {
  if (!(await clearTeacherUpdate(db, userId, courseId))) throw notFound("Assigned course");
}

const doc = { tags: ["classes"], security: [{ bearerAuth: [] }] };

/** /api/class-updates (ADR 0056): 'Updated by your teacher' on the student's /home and course page. */
export const classUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  app.get(
    "/class-updates",
    {
      schema: {
        ...doc,
        description:
          "The caller's assigned courses that a teacher's edit changed since the caller last opened them, newest first.",
        response: { 200: TeacherUpdateListSchema },
      },
    },
    (request) => listTeacherUpdates({ db, userId: request.userId }),
  );
  app.post(
    "/class-updates/:courseId/seen",
    {
      schema: {
        ...doc,
        description:
          "The student opened their copy: 'Updated by your teacher' goes until the next change. 404 when the course is not an assigned copy of the caller's.",
        params: z.object({ courseId: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await markTeacherUpdateSeen({ db, userId: request.userId, courseId: request.params.courseId });
      return reply.status(204).send(null);
    },
  );
};
