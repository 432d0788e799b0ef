import { PlacementAnswerRequestSchema, PlacementSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { answerPlacement, readPlacement, skipPlacement, startPlacement } from "./service.ts";

const doc = { tags: ["placement"], security: [{ bearerAuth: [] }] };
const IdParams = z.object({ id: z.uuid() });

/** /api/goals/{id}/placement: a new goal's optional placement check (issue 38, ADR 0038). */
export const placementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;

  app.get(
    "/goals/:id/placement",
    {
      schema: {
        ...doc,
        description: "The goal's placement check: not started, the question to answer, done or skipped.",
        params: IdParams,
        response: { 200: PlacementSchema },
      },
    },
    (request) => readPlacement({ db, userId: request.userId, goalId: request.params.id }),
  );
  app.post(
    "/goals/:id/placement",
    {
      schema: {
        ...doc,
        description:
          "Starts the placement check (its questions written once, one per concept the plan teaches) or resumes it. AI work: this route's per-minute limit and the daily token budget.",
        params: IdParams,
        response: { 200: PlacementSchema },
      },
      config: aiRateLimit("writePlacementCheck"),
    },
    (request) => startPlacement({ db, ai: app.deps.ai, actor: request.actor, goalId: request.params.id }),
  );
  app.post(
    "/goals/:id/placement/answer",
    {
      schema: {
        ...doc,
        description:
          "Answers the current question with a choice's index, graded on the server: evidence of kind placement; the next question, or the end (10 answered, or the model sure).",
        params: IdParams,
        body: PlacementAnswerRequestSchema,
        response: { 200: PlacementSchema },
      },
    },
    (request) =>
      answerPlacement({
        db,
        userId: request.userId,
        goalId: request.params.id,
        choiceIndex: request.body.choiceIndex,
        durationMs: request.body.durationMs,
      }),
  );
  app.post(
    "/goals/:id/placement/skip",
    {
      schema: {
        ...doc,
        description: "Skips the placement check (what was answered stays evidence).",
        params: IdParams,
        response: { 200: PlacementSchema },
      },
    },
    (request) => skipPlacement({ db, userId: request.userId, goalId: request.params.id }),
  );
};
