import {
  CreateGoalRequestSchema,
  CreateGoalWithPlanRequestSchema,
  DeleteGoalResponseSchema,
  GoalImageResponseSchema,
  GoalKnowledgeAssessmentSchema,
  GoalListSchema,
  GoalSchema,
  GoalSourcesSchema,
  PlanGoalRequestSchema,
  PlanGoalResponseSchema,
  UpdateGoalRequestSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { streamEvents } from "../../lib/sse.ts";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { createGoalWithPlan, planGoal, startGoalCreation, startGoalPlan } from "./create-goal.ts";
import { getGoalSources, setGoalSources } from "./goal-sources.ts";
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
      schema: {
        ...doc,
        description:
          "A clarifying question, or a goal title with 3 to 6 courses. With `Accept: text/event-stream` each course streams as a `course` event ({index, course}) as soon as the planner has written it, then `done` (the answer below) or `error`. The Free goal limit answers as JSON before any stream opens.",
        body: PlanGoalRequestSchema,
        response: { 200: PlanGoalResponseSchema },
      },
      config: aiRateLimit("planGoal"),
    },
    async (request, reply) => {
      const ctx = request.actor;
      if (!(request.headers.accept ?? "").includes("text/event-stream"))
        return planGoal({ db, ai: app.deps.ai, ctx, ...request.body });
      const plan = await startGoalPlan({ db, ai: app.deps.ai, ctx, ...request.body });
      await streamEvents(request, reply, async (stream) => {
        for await (const event of plan(stream.signal)) {
          if (event.type === "course") stream.send("course", { index: event.index, course: event.course });
          else stream.send("done", event.plan);
        }
      });
      return reply;
    },
  );

  app.post(
    "/goals/with-plan",
    {
      schema: {
        ...doc,
        description:
          "Creates the goal with its courses' roadmaps. With `Accept: text/event-stream` the creation streams: `progress` events ({courseIndex, courseTitle, sections, done}) as the AI writes each course's roadmap, then `done` (the goal below) or `error`. The goal limit answers as JSON before any stream opens.",
        body: CreateGoalWithPlanRequestSchema,
        response: { 201: GoalSchema },
      },
      config: aiRateLimit("createGoal"),
    },
    async (request, reply) => {
      const ctx = request.actor;
      const create = await startGoalCreation({
        db,
        ai: app.deps.ai,
        images: app.deps.images,
        embeddings: app.deps.embeddings,
        ctx,
        ...request.body,
      });
      if (!(request.headers.accept ?? "").includes("text/event-stream")) {
        const goalId = await create();
        return reply.status(201).send(await getGoal({ db, userId: request.userId, goalId }));
      }
      await streamEvents(request, reply, async (stream) => {
        const goalId = await create((progress) => stream.send("progress", progress));
        stream.send("done", await getGoal({ db, userId: request.userId, goalId }));
      });
      return reply;
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
        embeddings: app.deps.embeddings,
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
  app.get(
    "/goals/:id/sources",
    {
      schema: {
        ...doc,
        description: "The learner's sources the goal's lessons are written from ('Use my material').",
        params: IdParams,
        response: { 200: GoalSourcesSchema },
      },
    },
    (request) =>
      getGoalSources({
        db,
        userId: request.userId,
        goalId: request.params.id,
        webSearch: app.deps.web.search !== null,
      }),
  );
  app.put(
    "/goals/:id/sources",
    {
      schema: {
        ...doc,
        description:
          "Attaches these sources (and only these) to the goal: each the caller's (else 404) and ready (else 409). Lessons written from then on are written from them, with citations.",
        params: IdParams,
        body: GoalSourcesSchema,
        response: { 200: GoalSourcesSchema },
      },
    },
    (request) =>
      setGoalSources({
        db,
        userId: request.userId,
        goalId: request.params.id,
        sourceIds: request.body.sourceIds,
        webGrounding: request.body.webGrounding,
        webSearch: app.deps.web.search !== null,
      }),
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
