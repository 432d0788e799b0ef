import {
  CreateKnowledgeAssessmentRequestSchema,
  EvaluateSimpleAssessmentRequestSchema,
  SimpleAssessmentEvaluationSchema,
  SimpleAssessmentResultSchema,
  SimpleAssessmentSchema,
  SubmitSimpleAssessmentRequestSchema,
  TopicAssessmentSchema,
  TopicEvaluationSchema,
  TopicSubmissionSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import {
  createKnowledgeAssessment,
  createTopicAssessment,
  evaluateKnowledgeAssessment,
  submitKnowledgeAssessment,
  submitTopicAssessment,
} from "./service.ts";

const IdParams = z.object({ id: z.uuid() });
const doc = { tags: ["assessments"], security: [{ bearerAuth: [] }] };

/** The overlay quiz (/assessments/knowledge/*) and the topic-based flow (/goals/{id}/topic-assessment*). */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const db = app.deps.db;

  app.post(
    "/assessments/knowledge/create",
    {
      schema: {
        ...doc,
        body: CreateKnowledgeAssessmentRequestSchema,
        response: { 201: SimpleAssessmentSchema },
      },
      config: aiRateLimit("writeKnowledgeAssessment"),
    },
    async (request, reply) => {
      const ctx = request.actor;
      return reply
        .status(201)
        .send(await createKnowledgeAssessment({ db, ai: app.deps.ai, ctx, ...request.body }));
    },
  );
  app.post(
    "/assessments/knowledge/:id/submit",
    {
      schema: {
        ...doc,
        params: IdParams,
        body: SubmitSimpleAssessmentRequestSchema,
        response: { 200: SimpleAssessmentResultSchema },
      },
    },
    (request) =>
      submitKnowledgeAssessment({
        db,
        userId: request.userId,
        id: request.params.id,
        answers: request.body.answers,
      }),
  );
  app.post(
    "/assessments/knowledge/:id/evaluate",
    {
      schema: {
        ...doc,
        params: IdParams,
        body: EvaluateSimpleAssessmentRequestSchema.nullish(),
        response: { 200: SimpleAssessmentEvaluationSchema },
      },
    },
    (request) =>
      evaluateKnowledgeAssessment({
        db,
        userId: request.userId,
        id: request.params.id,
        userAnswers: request.body?.userAnswers,
      }),
  );

  app.post(
    "/goals/:id/topic-assessment",
    {
      schema: { ...doc, params: IdParams, response: { 201: TopicAssessmentSchema } },
      config: aiRateLimit("writeTopicAssessment"),
    },
    async (request, reply) => {
      const ctx = request.actor;
      const assessment = await createTopicAssessment({
        db,
        ai: app.deps.ai,
        ctx,
        goalId: request.params.id,
      });
      return reply.status(201).send(assessment);
    },
  );
  app.post(
    "/goals/:id/topic-assessment/submit",
    {
      schema: {
        ...doc,
        params: IdParams,
        body: TopicSubmissionSchema,
        response: { 200: TopicEvaluationSchema },
      },
      config: aiRateLimit("evaluateTopicAssessment"),
    },
    async (request) =>
      submitTopicAssessment({
        db,
        ai: app.deps.ai,
        ctx: request.actor,
        goalId: request.params.id,
        submission: request.body,
      }),
  );
};
