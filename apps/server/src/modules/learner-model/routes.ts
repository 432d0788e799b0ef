import {
  ConceptChangeSchema,
  ConceptDetailSchema,
  ConceptMapSchema,
  ItemAnswerRequestSchema,
  ItemVerdictSchema,
  PracticeSetSchema,
  PracticeVerdictSchema,
  SelfReportRequestSchema,
  WeakestConceptsSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { keepAnswerIn } from "../../plugins/idempotency.ts";
import { answerCheckpoint } from "./items.ts";
import { readConceptDetail, readConceptMap, readWeakestConcepts } from "./map.ts";
import { answerPractice, startPractice } from "./practice.ts";
import { undoSelfReport } from "./self-report-undo.ts";
import { exportLearnerModel, reportConcept } from "./service.ts";

const doc = { tags: ["learner-model"], security: [{ bearerAuth: [] }] };
const IdParams = z.object({ id: z.uuid() });
const AnswerBody = ItemAnswerRequestSchema.extend({
  durationMs: z.number().int().min(0).max(3_600_000).optional().describe("Time the learner took"),
});

/** /api/learner-model: what the learner knows (issue 37), and answers that are evidence. */
export const learnerModelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;

  app.get(
    "/learner-model/goals/:goalId/concepts",
    {
      schema: {
        ...doc,
        description:
          "A goal's concepts as a graph (prerequisites first) with each one's mastery, how sure the model is, its evidence in counts and its cards; the weak spots weakest first. Kept until a write to what it reads (5 s at most).",
        params: z.object({ goalId: z.uuid() }),
        response: { 200: ConceptMapSchema },
      },
    },
    (request) => readConceptMap({ db, userId: request.userId, goalId: request.params.goalId }),
  );
  app.get(
    "/learner-model/weakest",
    {
      schema: {
        ...doc,
        description: "The three weakest practised concepts across the learner's goals (for /home).",
        response: { 200: WeakestConceptsSchema },
      },
    },
    (request) => readWeakestConcepts({ db, userId: request.userId }),
  );
  app.get(
    "/learner-model/concepts/:id",
    { schema: { ...doc, params: IdParams, response: { 200: ConceptDetailSchema } } },
    (request) => readConceptDetail({ db, userId: request.userId, conceptId: request.params.id }),
  );
  app.post(
    "/learner-model/concepts/:id/self-report",
    {
      config: { idempotent: true },
      schema: {
        ...doc,
        description:
          "'I already know this' (known) or 'I don't get this' (unknown): evidence weighing less than an answer; the concept before and after.",
        params: IdParams,
        body: SelfReportRequestSchema,
        response: { 200: ConceptChangeSchema },
      },
    },
    (request, reply) =>
      reportConcept({
        db,
        userId: request.userId,
        conceptId: request.params.id,
        says: request.body.says,
        keep: keepAnswerIn(request, reply),
      }),
  );
  app.post(
    "/learner-model/concepts/:id/self-report/undo",
    {
      schema: {
        ...doc,
        description:
          "Undo: takes back the latest self-report on the concept, kept in the log as a retraction the model honours; the concept before and after. 409 CONFLICT (NOTHING_TO_UNDO) when there is none or it is undone already (two undos at once: one retraction).",
        params: IdParams,
        response: { 200: ConceptChangeSchema },
      },
    },
    (request) => undoSelfReport({ db, userId: request.userId, conceptId: request.params.id }),
  );
  app.post(
    "/learner-model/concepts/:id/practice",
    {
      schema: {
        ...doc,
        description:
          "'Practise this': the concept's cards and fresh questions written by the AI (graded on the server); unanswered ones are offered again.",
        params: IdParams,
        response: { 200: PracticeSetSchema },
      },
      config: aiRateLimit("writePracticeQuestions"),
    },
    (request) => startPractice({ db, ai: app.deps.ai, actor: request.actor, conceptId: request.params.id }),
  );
  app.post(
    "/learner-model/practice/:id/answer",
    {
      schema: {
        ...doc,
        description:
          "A practice question answered: graded against the stored answer; the first answer is evidence.",
        params: IdParams,
        body: AnswerBody,
        response: { 200: PracticeVerdictSchema },
      },
    },
    (request) =>
      answerPractice({
        db,
        userId: request.userId,
        itemId: request.params.id,
        answer: request.body.answer,
        durationMs: request.body.durationMs,
      }),
  );
  app.post(
    "/lessons/:id/checkpoints/:index/answer",
    {
      schema: {
        ...doc,
        description:
          "A lesson checkpoint answered (what was chosen or typed): checked on the server; the first answer per written version is evidence on its concepts.",
        params: z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(200) }),
        body: AnswerBody,
        response: { 200: ItemVerdictSchema },
      },
    },
    (request) =>
      answerCheckpoint({
        db,
        userId: request.userId,
        lessonId: request.params.id,
        index: request.params.index,
        answer: request.body.answer,
        durationMs: request.body.durationMs,
      }),
  );
  app.get(
    "/learner-model/export",
    {
      schema: {
        ...doc,
        description: "The learner's concepts and evidence log as JSON (part of the account's data).",
        response: {
          200: z.object({ exportedAt: z.string(), concepts: z.array(z.any()), evidence: z.array(z.any()) }),
        },
      },
    },
    async (request, reply) => {
      reply.header("content-disposition", 'attachment; filename="brainy-learner-model.json"');
      return exportLearnerModel({ db, userId: request.userId });
    },
  );
};
