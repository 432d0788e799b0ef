import {
  CourseShareSchema,
  CourseShareStatusSchema,
  ShareCourseRequestSchema,
  SharedCourseCopySchema,
  SharedCourseSummarySchema,
  ShareTokenSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { isValidMediaKey, type MediaStore } from "../../media/store.ts";
import { drawSharedCourseCover } from "./cover.ts";
import { renderMissingPage, renderSharePage } from "./page.ts";
import { findSharedLessonImage } from "./repository.ts";
import {
  copySharedCourse,
  findSharedCourse,
  getCourseShare,
  getSharedCourseSummary,
  readSharedCourse,
  revokeCourseShare,
  shareCourse,
} from "./service.ts";

const doc = { tags: ["course-shares"], security: [{ bearerAuth: [] }] };
const IdParams = z.object({ id: z.uuid() });
const TokenParams = z.object({ token: ShareTokenSchema });

/** /api/courses/{id}/share: the owner makes, changes and revokes a course's public link. */
export const courseShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  app.get(
    "/courses/:id/share",
    { schema: { ...doc, params: IdParams, response: { 200: CourseShareStatusSchema } } },
    (request) => getCourseShare({ db, userId: request.userId, courseId: request.params.id }),
  );
  app.put(
    "/courses/:id/share",
    {
      schema: {
        ...doc,
        params: IdParams,
        body: ShareCourseRequestSchema,
        response: { 200: CourseShareSchema },
      },
    },
    (request) =>
      shareCourse({
        db,
        userId: request.userId,
        courseId: request.params.id,
        showName: request.body.showName,
      }),
  );
  app.delete("/courses/:id/share", { schema: { ...doc, params: IdParams } }, async (request, reply) => {
    await revokeCourseShare({ db, userId: request.userId, courseId: request.params.id });
    return reply.status(204).send();
  });
  app.post(
    "/shared-courses/:token/copy",
    { schema: { ...doc, params: TokenParams, response: { 201: SharedCourseCopySchema } } },
    async (request, reply) =>
      reply.status(201).send(
        await copySharedCourse({
          db,
          actor: request.actor,
          token: request.params.token,
          background: app.deps.background,
          log: request.log,
        }),
      ),
  );
};

/** /api/shared-courses/{token}: public, what the 'Add to my goals' screen shows before signing in. */
export const sharedCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/shared-courses/:token",
    {
      schema: { tags: ["course-shares"], params: TokenParams, response: { 200: SharedCourseSummarySchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getSharedCourseSummary({ db, token: request.params.token });
    },
  );
};

/** The media key of one of our own media URLs (`/media/<key>` or the bucket's URL), or null. */
function mediaKeyOf(url: string | null): string | null {
  const key = url?.split(/[?#]/)[0]?.split("/").pop() ?? "";
  return isValidMediaKey(key) ? key : null;
}

/** Sends a stored image, or 404 when it is gone. */
async function sendImage(media: MediaStore, url: string | null, reply: import("fastify").FastifyReply) {
  const key = mediaKeyOf(url);
  const object = key ? await media.get(key) : null;
  if (!object) throw new AppError("NOT_FOUND", "Image not found");
  if (object.contentLength !== undefined) reply.header("content-length", object.contentLength);
  return sendImageBody(reply, object.contentType, object.body);
}

/** An image's answer: revalidated each time, never sniffed, and inert if it is an SVG opened alone. */
function sendImageBody(reply: import("fastify").FastifyReply, contentType: string, body: unknown) {
  return reply
    .header("cache-control", "no-cache")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .type(contentType)
    .send(body);
}

/**
 * /share/{token}: the public page (server-rendered HTML, no script) and its images, each reached
 * through the token, so a revoked link stops them all at once. Never cached by shared caches; the
 * browser revalidates (`no-cache`), so a revoke is seen on the next load.
 */
export const sharePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, config } = app.deps;
  const hide = { hide: true } as const;
  const PageParams = z.object({ token: z.string() });
  app.get("/share/:token", { schema: { ...hide, params: PageParams } }, async (request, reply) => {
    const { token } = request.params;
    reply.header("x-robots-tag", "noindex").header("referrer-policy", "no-referrer");
    const course = ShareTokenSchema.safeParse(token).success
      ? await readSharedCourse(db, token).catch((error: unknown) => {
          if (error instanceof AppError && error.code === "NOT_FOUND") return null;
          throw error;
        })
      : null;
    if (!course) {
      return reply
        .status(404)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(renderMissingPage());
    }
    return reply
      .header("cache-control", "private, no-cache")
      .type("text/html; charset=utf-8")
      .send(renderSharePage({ token, course, publicUrl: config.PUBLIC_URL }));
  });
  app.get("/share/:token/cover", { schema: { ...hide, params: TokenParams } }, async (request, reply) => {
    const course = await findSharedCourse(db, request.params.token);
    if (course.courseImageUrl) return sendImage(media, course.courseImageUrl, reply);
    return sendImageBody(reply, "image/svg+xml", await drawSharedCourseCover(course));
  });
  app.get(
    "/share/:token/lessons/:lessonId/image",
    { schema: { ...hide, params: TokenParams.extend({ lessonId: z.uuid() }) } },
    async (request, reply) => {
      const course = await findSharedCourse(db, request.params.token);
      return sendImage(
        media,
        await findSharedLessonImage(db, course.courseId, request.params.lessonId),
        reply,
      );
    },
  );
};
