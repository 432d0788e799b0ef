import {
  CompletionBodySchema,
  CreateRoadmapRequestSchema,
  DeleteRoadmapsResponseSchema,
  GenerateLessonsRequestSchema,
  GenerateLessonsResponseSchema,
  LessonSummarySchema,
  RoadmapSectionListSchema,
  RoadmapSectionSchema,
  RoadmapWithLessonsSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { generateSectionLessons } from "./generate-lessons.ts";
import { rewriteCourseRoadmap } from "./rewrite-roadmap.ts";
import {
  completeRoadmap,
  completeRoadmapItem,
  deleteGoalRoadmaps,
  getRoadmap,
  getRoadmapWithLessons,
  listGoalRoadmaps,
  listRoadmapItems,
  setRoadmapGoal,
} from "./service.ts";

const IdParams = z.object({ id: z.uuid() });
const GoalIdParams = z.object({ goalId: z.uuid() });
const doc = { tags: ["roadmaps"], security: [{ bearerAuth: [] }] };

/** /api/roadmaps: a course's sections (roadmaps) and their lessons (items). */
export const roadmapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const db = app.deps.db;
  const user = (request: { userId: string }) => ({ db, userId: request.userId });

  app.get(
    "/roadmaps/:id",
    { schema: { ...doc, params: IdParams, response: { 200: RoadmapSectionSchema } } },
    (r) => getRoadmap({ ...user(r), roadmapId: r.params.id }),
  );
  app.get(
    "/roadmaps/goal/:goalId",
    { schema: { ...doc, params: GoalIdParams, response: { 200: RoadmapSectionListSchema } } },
    (r) => listGoalRoadmaps({ ...user(r), goalId: r.params.goalId }),
  );
  app.get(
    "/roadmaps/:id/items",
    { schema: { ...doc, params: IdParams, response: { 200: z.array(LessonSummarySchema) } } },
    (r) => listRoadmapItems({ ...user(r), roadmapId: r.params.id }),
  );
  app.get(
    "/roadmaps/:id/with-lessons",
    { schema: { ...doc, params: IdParams, response: { 200: RoadmapWithLessonsSchema } } },
    (r) => getRoadmapWithLessons({ ...user(r), roadmapId: r.params.id }),
  );

  app.post(
    "/roadmaps/:courseId",
    {
      schema: {
        ...doc,
        params: z.object({ courseId: z.uuid().describe("A course id, or a goal id (its active course)") }),
        body: CreateRoadmapRequestSchema,
        response: { 201: RoadmapSectionListSchema },
      },
      config: aiRateLimit("writeCourseRoadmap"),
    },
    async (request, reply) => {
      const sections = await rewriteCourseRoadmap({
        db,
        ai: app.deps.ai,
        ctx: request.actor,
        courseOrGoalId: request.params.courseId,
        topics: request.body.selectedTopics,
      });
      return reply.status(201).send(sections);
    },
  );
  app.post(
    "/roadmaps/:id/generate-lessons",
    {
      schema: {
        ...doc,
        params: IdParams,
        body: GenerateLessonsRequestSchema.nullish(),
        response: { 200: GenerateLessonsResponseSchema },
      },
      config: aiRateLimit("writeSectionLessons"),
    },
    async (request) =>
      generateSectionLessons({
        db,
        ai: app.deps.ai,
        embeddings: app.deps.embeddings,
        ctx: request.actor,
        roadmapId: request.params.id,
      }),
  );

  app.put(
    "/roadmaps/items/:id/completion",
    {
      schema: {
        ...doc,
        description:
          "Marks a lesson (not) complete. Completing needs a passed assessment attempt (409 ASSESSMENT_NOT_PASSED) and records its grade.",
        params: IdParams,
        body: CompletionBodySchema,
        response: { 200: LessonSummarySchema },
      },
    },
    (r) =>
      completeRoadmapItem({
        ...user(r),
        background: app.deps.background,
        lessonId: r.params.id,
        isCompleted: r.body,
      }),
  );
  app.put(
    "/roadmaps/:id/completion",
    {
      schema: {
        ...doc,
        description:
          "Marks a section (not) complete. Completing needs every lesson of it passed (409 ASSESSMENT_NOT_PASSED).",
        params: IdParams,
        body: CompletionBodySchema,
        response: { 200: RoadmapSectionSchema },
      },
    },
    (r) =>
      completeRoadmap({
        ...user(r),
        background: app.deps.background,
        roadmapId: r.params.id,
        isCompleted: r.body,
      }),
  );
  app.put(
    "/roadmaps/:id/goal/:goalId",
    {
      schema: {
        ...doc,
        params: IdParams.extend({ goalId: z.uuid() }),
        response: { 200: RoadmapSectionSchema },
      },
    },
    (r) => setRoadmapGoal({ ...user(r), roadmapId: r.params.id, goalId: r.params.goalId }),
  );
  app.put(
    "/roadmaps/:id/remove-goal",
    { schema: { ...doc, params: IdParams, response: { 200: RoadmapSectionSchema } } },
    (r) => setRoadmapGoal({ ...user(r), roadmapId: r.params.id, goalId: null }),
  );
  app.delete(
    "/roadmaps/deleteAll/:goalId",
    { schema: { ...doc, params: GoalIdParams, response: { 200: DeleteRoadmapsResponseSchema } } },
    (r) => deleteGoalRoadmaps({ ...user(r), goalId: r.params.goalId }),
  );
};
