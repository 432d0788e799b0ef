import {
  PracticeExamItemParamsSchema,
  PracticeExamParamsSchema,
  PracticeExamSchema,
  PracticeExamsInProgressSchema,
  SavePracticeExamAnswerRequestSchema,
  StartPracticeExamRequestSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import type { Actor } from "../../plugins/auth.ts";
import {
  getPracticeExam,
  listOpenPracticeExams,
  savePracticeExamAnswer,
  startPracticeExam,
  submitPracticeExam,
} from "./service.ts";

const doc = { tags: ["practice exams"], security: [{ bearerAuth: [] }] };

/** Practice exams (issue 38, ADR 0044): started within the plan's limit, answered item by item, graded once on the server. */
export const practiceExamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  const deps = (request: { actor: Actor }) => ({
    db,
    ai: app.deps.ai,
    actor: request.actor,
  });
  app.post(
    "/practice-exams",
    {
      schema: {
        ...doc,
        description:
          "Starts a practice exam of 10, 20 or 40 items on a goal or one of its courses: half from the questions already written for its lessons, the rest fresh, weighted towards weak concepts; optionally timed (90 s an item). 404 for another learner's goal or course; 409 EXAM_IN_PROGRESS while one of the goal is open; past the plan's limit 402 FREE_QUOTA_EXHAUSTED (Free: 1 a week) or 429 RATE_LIMIT_EXCEEDED (Pro: 10 a day), with resetsAt.",
        body: StartPracticeExamRequestSchema,
        response: { 201: PracticeExamSchema },
      },
      config: aiRateLimit("writePracticeExam"),
    },
    async (request, reply) =>
      reply.code(201).send(await startPracticeExam({ ...deps(request), body: request.body })),
  );
  app.get(
    "/practice-exams/in-progress",
    {
      schema: {
        ...doc,
        description: "The learner's exams left half done (resume on any device).",
        response: { 200: PracticeExamsInProgressSchema },
      },
    },
    (request) => listOpenPracticeExams(deps(request)),
  );
  app.get(
    "/practice-exams/:id",
    {
      schema: {
        ...doc,
        description:
          "The exam with the answers saved so far, or once submitted its grades and report by concept. An exam whose timer ran out is submitted first.",
        params: PracticeExamParamsSchema,
        response: { 200: PracticeExamSchema },
      },
    },
    (request) => getPracticeExam({ ...deps(request), examId: request.params.id }),
  );
  app.put(
    "/practice-exams/:id/items/:position/answer",
    {
      schema: {
        ...doc,
        description:
          "Saves one item's answer as given. 409 EXAM_SUBMITTED after submission, 409 TIME_UP after the timer (the exam is then submitted).",
        params: PracticeExamItemParamsSchema,
        body: SavePracticeExamAnswerRequestSchema,
        response: { 200: PracticeExamSchema },
      },
    },
    (request) =>
      savePracticeExamAnswer({
        ...deps(request),
        examId: request.params.id,
        position: request.params.position,
        answer: request.body.answer,
      }),
  );
  app.post(
    "/practice-exams/:id/submit",
    {
      schema: {
        ...doc,
        description:
          "Grades the exam on the server (open answers by the AI grader), once: parallel submits answer the same report. Missed items become review cards; every answer is evidence.",
        params: PracticeExamParamsSchema,
        response: { 200: PracticeExamSchema },
      },
      config: aiRateLimit("gradePracticeExam"),
    },
    (request) => submitPracticeExam({ ...deps(request), examId: request.params.id }),
  );
};
