import { CourseExportQuerySchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachment } from "../../lib/file-names.ts";
import { exportCourse } from "./service.ts";

const doc = { tags: ["courses"], security: [{ bearerAuth: [] }] };

/** /api/courses/{id}/export: a course taken out as a Markdown zip or one HTML page that reads offline. */
export const courseExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/courses/:id/export",
    {
      schema: {
        ...doc,
        description:
          "The course as a download, streamed: format=markdown is a zip (index.md, a folder per section, one .md per lesson with math as $…$ and fenced code, images alongside); format=html is one self-contained page (styles, KaTeX fonts and images inlined, no scripts) whose print stylesheet puts each lesson on a new page. Another learner's course is 404.",
        params: z.object({ id: z.uuid() }),
        querystring: CourseExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportCourse(
        { db: app.deps.db, media: app.deps.media, log: request.log },
        { userId: request.userId, courseId: request.params.id, format: request.query.format },
      );
      return reply
        .type(file.contentType)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", attachment(file.fileName))
        .send(file.body);
    },
  );
};
