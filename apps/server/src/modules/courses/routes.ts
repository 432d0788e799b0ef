import { CourseSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { setActiveCourse } from "./service.ts";

/** /api/courses: choosing the active course of a goal. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.put(
    "/courses/:id/set-active",
    {
      schema: {
        tags: ["courses"],
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: CourseSchema },
      },
    },
    (request) => setActiveCourse({ db: app.deps.db, userId: request.userId, courseId: request.params.id }),
  );
};
