import {
  CreateGoalRequestSchema,
  CreateGoalWithPlanRequestSchema,
  DeleteGoalResponseSchema,
  GoalImageResponseSchema,
  GoalKnowledgeAssessmentSchema,
  GoalListSchema,
  GoalSchema,
  PlanGoalRequestSchema,
  PlanGoalResponseSchema,
  UpdateGoalRequestSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { createGoalWithPlan, planGoal } from "./create-goal.ts";
import {
  deleteGoal,
  getActiveGoal,
  getGoal,
  listGoals,
  regenerateGoalImage,
  setActiveGoal,
  updateGoal,
  writeGoalKnowledgeQuestions,
} from "./service.ts";

const IdParams = z.object({ id: z.uuid() });
const doc = { tags: ["goals"], security: [{ bearerAuth: [] }] };

/** /api/goals: the learner's goals, planning and goal creation. */
export const goalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const db = app.deps.db;

  app.get("/goals", { schema: { ...doc, response: { 200: GoalListSchema } } }, (request) =>
    listGoals({ db, userId: request.userId }),
  );
  app.get("/goals/active", { schema: { ...doc, response: { 200: GoalSchema } } }, (request) =>
    getActiveGoal({ db, userId: request.userId }),
  );
  app.get("/goals/:id", { schema: { ...doc, params: IdParams, response: { 200: GoalSchema } } }, (request) =>
    getGoal({ db, userId: request.userId, goalId: request.params.id }),
  );

  app.post(
    "/goals/plan",
    {
      schema: { ...doc, body: PlanGoalRequestSchema, response: { 200: PlanGoalResponseSchema } },
      config: aiRateLimit("planGoal"),
    },
    async (request) => {
      const ctx = request.actor;
      return planGoal({ db, ai: app.deps.ai, ctx, ...request.body });
    },
  );

  app.post(
    "/goals/with-plan",
    {
      schema: { ...doc, body: CreateGoalWithPlanRequestSchema, response: { 201: GoalSchema } },
      config: aiRateLimit("createGoal"),
    },
    async (request, reply) => {
      const ctx = request.actor;
      const goalId = await createGoalWithPlan({
        db,
        ai: app.deps.ai,
        images: app.deps.images,
        ctx,
        ...request.body,
      });
      return reply.status(201).send(await getGoal({ db, userId: request.userId, goalId }));
    },
  );

  app.post(
    "/goals",
    {
      schema: { ...doc, body: CreateGoalRequestSchema, response: { 201: GoalSchema } },
      config: aiRateLimit("createGoal"),
    },
    async (request, reply) => {
      const ctx = request.actor;
      const { description, metadata } = request.body;
      const goalId = await createGoalWithPlan({
        db,
        ai: app.deps.ai,
        images: app.deps.images,
        ctx,
        description,
        metadata,
        clarifications: [],
        courses: [],
      });
      return reply.status(201).send(await getGoal({ db, userId: request.userId, goalId }));
    },
  );

  app.put(
    "/goals/:id",
    { schema: { ...doc, params: IdParams, body: UpdateGoalRequestSchema, response: { 200: GoalSchema } } },
    (request) => updateGoal({ db, userId: request.userId, goalId: request.params.id, ...request.body }),
  );
  app.put(
    "/goals/:id/set-active",
    { schema: { ...doc, params: IdParams, response: { 200: GoalSchema } } },
    (request) => setActiveGoal({ db, userId: request.userId, goalId: request.params.id }),
  );
  app.delete(
    "/goals/:id",
    { schema: { ...doc, params: IdParams, response: { 200: DeleteGoalResponseSchema } } },
    async (request) => {
      await deleteGoal({ db, userId: request.userId, goalId: request.params.id });
      return { id: request.params.id, deleted: true as const };
    },
  );

  app.post(
    "/goals/:id/generate-image",
    {
      schema: { ...doc, params: IdParams, response: { 200: GoalImageResponseSchema } },
      config: aiRateLimit("drawGoalCover"),
    },
    async (request) =>
      regenerateGoalImage({
        db,
        userId: request.userId,
        goalId: request.params.id,
        ai: app.deps.ai,
        images: app.deps.images,
        ctx: request.actor,
      }),
  );
  app.post(
    "/goals/:id/knowledge-assessment",
    {
      schema: { ...doc, params: IdParams, response: { 200: GoalKnowledgeAssessmentSchema } },
      config: aiRateLimit("writeKnowledgeAssessment"),
    },
    async (request) =>
      writeGoalKnowledgeQuestions({
        db,
        userId: request.userId,
        goalId: request.params.id,
        ai: app.deps.ai,
        ctx: request.actor,
      }),
  );
};
