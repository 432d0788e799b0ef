import {
  CourseEditRequestSchema,
  CourseOutlineSchema,
  LessonVersionListSchema,
  ReplanPreviewRequestSchema,
  ReplanPreviewSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { previewReplan } from "./replan.ts";
import { editCourse, getCourseOutline, listLessonVersions } from "./service.ts";

const IdParams = z.object({ id: z.uuid() });
const doc = { tags: ["course-edits"], security: [{ bearerAuth: [] }] };

/** /api/courses/{id}/outline, /edits and /replan-preview, /api/lessons/{id}/versions: changing a course, keeping the progress. */
export const courseEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const db = app.deps.db;

  app.get(
    "/courses/:id/outline",
    { schema: { ...doc, params: IdParams, response: { 200: CourseOutlineSchema } } },
    (r) => getCourseOutline({ db, userId: r.userId, courseId: r.params.id }),
  );
  app.post(
    "/courses/:id/edits",
    {
      schema: {
        ...doc,
        description:
          "One edit of a course made on `courseVersion`. A lesson rewrite answers once it has started: the lesson is `generating` and its new version streams from GET /lessons/{id}/content-stream as the AI writes it (the old one is under /lessons/{id}/versions; a failed rewrite puts it back). 409 COURSE_VERSION_STALE with details.course when another edit came first, 409 SECTION_GENERATING while the section's lessons are written, 409 HAS_PROGRESS for removing or rewriting what holds progress. AI edits count as a lesson generation (Free: 429 past the daily one).",
        params: IdParams,
        body: CourseEditRequestSchema,
        response: { 200: CourseOutlineSchema },
      },
      config: aiRateLimit("editCourse"),
    },
    (r) =>
      editCourse({
        db,
        ai: app.deps.ai,
        hub: app.deps.lessonGenerations,
        log: app.log,
        actor: r.actor,
        courseId: r.params.id,
        request: r.body,
        narration: app.deps.speech ? { background: app.deps.background } : null,
        background: app.deps.background,
      }),
  );
  app.post(
    "/courses/:id/replan-preview",
    {
      schema: {
        ...doc,
        description:
          "'Re-plan from my material': the course's sections planned again from its goal's sources, as a preview (nothing changes; send its `edit` to /edits to apply). Sections with progress or a hidden lesson are always kept. 409 NO_GOAL_SOURCES when the goal has no sources, 409 for a source not ready or a stale `courseVersion`. Counts as a lesson generation (Free: 429 past the daily one).",
        params: IdParams,
        body: ReplanPreviewRequestSchema,
        response: { 200: ReplanPreviewSchema },
      },
      config: aiRateLimit("replanCourse"),
    },
    (r) =>
      previewReplan({
        db,
        ai: app.deps.ai,
        actor: r.actor,
        courseId: r.params.id,
        courseVersion: r.body.courseVersion,
      }),
  );
  app.get(
    "/lessons/:id/versions",
    { schema: { ...doc, params: IdParams, response: { 200: LessonVersionListSchema } } },
    (r) => listLessonVersions({ db, userId: r.userId, lessonId: r.params.id }),
  );
};
