import {
  CreateLearningPlanRequestSchema,
  LearningPlanDataSchema,
  LearningPlanListSchema,
  LearningPlanSchema,
  RoadmapCompletionRequestSchema,
  RoadmapSectionListSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { getLearningPlanData } from "./optimized-data.ts";
import {
  createLearningPlan,
  getLearningPlan,
  listLearningPlans,
  regeneratePlanRoadmap,
  setPlanCompletion,
} from "./service.ts";

const IdParams = z.object({ id: z.uuid() });
const CourseParams = z.object({ courseId: z.uuid() });
const doc = { tags: ["learning plans"], security: [{ bearerAuth: [] }] };

/** /api/learningplans (plans) and /api/learningplan/* (the courses screen's data). */
export const learningPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const db = app.deps.db;
  const user = (request: { userId: string }) => ({ db, userId: request.userId });

  app.get("/learningplans", { schema: { ...doc, response: { 200: LearningPlanListSchema } } }, (r) =>
    listLearningPlans(user(r)),
  );
  app.get(
    "/learningplans/:id",
    { schema: { ...doc, params: IdParams, response: { 200: LearningPlanSchema } } },
    (r) => getLearningPlan({ ...user(r), id: r.params.id }),
  );
  app.get(
    "/learningplans/user/:id",
    { schema: { ...doc, params: IdParams, response: { 200: LearningPlanListSchema } } },
    async (r) => {
      // Only the caller's own plans: another user's id answers 404 like any foreign id.
      if (r.params.id !== r.userId) throw notFound("User");
      return listLearningPlans(user(r));
    },
  );
  app.get(
    "/learningplans/goal/:id",
    { schema: { ...doc, params: IdParams, response: { 200: LearningPlanListSchema } } },
    (r) => listLearningPlans({ ...user(r), goalId: r.params.id }),
  );
  app.post(
    "/learningplans",
    { schema: { ...doc, body: CreateLearningPlanRequestSchema, response: { 201: LearningPlanSchema } } },
    async (r, reply) => reply.status(201).send(await createLearningPlan({ ...user(r), input: r.body })),
  );
  app.post(
    "/learningplans/:id/regenerate-roadmap",
    {
      schema: { ...doc, params: IdParams, response: { 200: RoadmapSectionListSchema } },
      config: aiRateLimit("writeCourseRoadmap"),
    },
    async (r) => regeneratePlanRoadmap({ ...user(r), ai: app.deps.ai, ctx: r.actor, id: r.params.id }),
  );
  app.put(
    "/learningplans/:id/roadmap-completion",
    {
      schema: {
        ...doc,
        params: IdParams,
        body: RoadmapCompletionRequestSchema,
        response: { 200: LearningPlanSchema },
      },
    },
    (r) => setPlanCompletion({ ...user(r), id: r.params.id, completionStatus: r.body.completionStatus }),
  );

  const dataSchema = { ...doc, response: { 200: LearningPlanDataSchema } };
  const dataOfCourse = { ...dataSchema, params: CourseParams };
  for (const path of ["/learningplan/optimized-data", "/learningplan/user-courses-data"]) {
    app.get(path, { schema: dataSchema }, (r) => getLearningPlanData(user(r)));
  }
  for (const path of [
    "/learningplan/optimized-data/:courseId",
    "/learningplan/data/:courseId",
    "/learningplan/course-data/:courseId",
  ]) {
    app.get(path, { schema: dataOfCourse }, (r) =>
      getLearningPlanData({ ...user(r), courseId: r.params.courseId }),
    );
  }
};
