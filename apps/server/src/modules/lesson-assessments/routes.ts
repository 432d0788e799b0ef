import {
  AssessmentIdParamsSchema,
  GapFixSchema,
  LessonAssessmentSchema,
  LessonIdParamsSchema,
  LessonParamsSchema,
  SubmitLessonAssessmentRequestSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { streamEvents } from "../../lib/sse.ts";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import type { Actor } from "../../plugins/auth.ts";
import { getGapFix, startGapFix } from "./gap-fix.ts";
import {
  ensureLessonAssessment,
  getLessonAssessment,
  prepareLessonAssessmentGrading,
  removeLessonAssessment,
} from "./service.ts";
import { startTestOut } from "./test-out.ts";

const doc = { tags: ["lesson assessments"], security: [{ bearerAuth: [] }] };

/** Lesson assessments: written once from the lesson, graded by the server. */
export const lessonAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  app.post(
    "/lessons/:id/assessment",
    {
      schema: { ...doc, params: LessonParamsSchema, response: { 200: LessonAssessmentSchema } },
      config: aiRateLimit("writeLessonAssessment"),
    },
    (request) =>
      ensureLessonAssessment({
        db,
        ai: app.deps.ai,
        hub: app.deps.lessonGenerations,
        background: app.deps.background,
        actor: request.actor,
        lessonId: request.params.id,
      }),
  );
  app.post(
    "/lessons/:id/test-out",
    {
      schema: {
        ...doc,
        description:
          "'Test out': the lesson's assessment without studying the lesson (issue 38). Writes the lesson's content first when needed; on the Free plan a test-out is the day's lesson (429 RATE_LIMIT_EXCEEDED past it, 402 PRO_REQUIRED past the first section, as a lesson). An attempt already answered is replaced by fresh questions. Submit the answers as for any assessment: a pass completes the lesson; a fail names the missed concepts. 404 for another learner's lesson, 409 LESSON_COMPLETED for a completed one.",
        params: LessonParamsSchema,
        response: { 200: LessonAssessmentSchema },
      },
      config: aiRateLimit("writeLessonAssessment"),
    },
    (request) =>
      startTestOut({
        db,
        ai: app.deps.ai,
        hub: app.deps.lessonGenerations,
        background: app.deps.background,
        log: app.log,
        web: app.deps.web,
        actor: request.actor,
        lessonId: request.params.id,
      }),
  );
  const fixDeps = (request: { actor: Actor; params: { id: string } }) => ({
    db,
    ai: app.deps.ai,
    hub: app.deps.lessonGenerations,
    log: app.log,
    actor: request.actor,
    assessmentId: request.params.id,
  });
  app.post(
    "/assessments/lesson/:id/fix-gaps",
    {
      schema: {
        ...doc,
        description:
          "'Fix the gaps' of a failed attempt (issue 38): a short part for the missed concepts, appended to the lesson and streamed (follow GET /lessons/{id}/content-stream; the lesson as it was is kept in its versions), and 2 fresh practice questions per missed concept (answer them at POST /learner-model/practice/{id}/answer). Once per attempt: asked again, it answers the same fix and writes only what it lacks (one more question on a concept last answered wrong; the part again if it failed). `retakeUnlocked` when every concept's last answer is right. Quota as a lesson rewrite: on the Free plan one lesson generation, the lesson's own (429 RATE_LIMIT_EXCEEDED past the day's lesson). 404 for another learner's assessment; 409 ATTEMPT_NOT_FAILED (not answered or passed), 409 LESSON_GENERATING (the lesson is being written).",
        params: AssessmentIdParamsSchema,
        response: { 200: GapFixSchema },
      },
      config: aiRateLimit("fixGaps"),
    },
    (request) => startGapFix(fixDeps(request)),
  );
  app.get(
    "/assessments/lesson/:id/fix-gaps",
    {
      schema: {
        ...doc,
        description: "The 'Fix the gaps' of the assessment's latest attempt; 404 when none was asked for.",
        params: AssessmentIdParamsSchema,
        response: { 200: GapFixSchema },
      },
    },
    (request) => getGapFix(fixDeps(request)),
  );
  app.get(
    "/assessments/lesson/:lessonId",
    { schema: { ...doc, params: LessonIdParamsSchema, response: { 200: LessonAssessmentSchema } } },
    (request) => getLessonAssessment({ db, userId: request.userId, lessonId: request.params.lessonId }),
  );
  app.delete(
    "/assessments/lesson/:id",
    {
      schema: {
        ...doc,
        params: AssessmentIdParamsSchema,
        response: { 200: z.object({ id: z.uuid(), deleted: z.literal(true) }) },
      },
    },
    (request) => removeLessonAssessment({ db, userId: request.userId, assessmentId: request.params.id }),
  );
  app.post(
    "/assessments/lesson/:id/submit",
    {
      schema: {
        ...doc,
        description:
          "Grades the answers. With `Accept: text/event-stream` the grading streams: `progress` events ({graded, total, index, feedback}) at once and as the model writes each open answer's grade, then `done` (the graded assessment below) or `error`. Validation errors answer as JSON before any stream opens.",
        params: AssessmentIdParamsSchema,
        body: SubmitLessonAssessmentRequestSchema,
        response: { 200: LessonAssessmentSchema },
      },
      config: aiRateLimit("gradeLessonAssessment"),
    },
    async (request, reply) => {
      const grade = await prepareLessonAssessmentGrading({
        db,
        ai: app.deps.ai,
        actor: request.actor,
        assessmentId: request.params.id,
        body: request.body,
        background: app.deps.background,
      });
      if (!(request.headers.accept ?? "").includes("text/event-stream")) return grade();
      await streamEvents(request, reply, async (stream) => {
        const graded = await grade((progress) => stream.send("progress", progress));
        stream.send("done", graded);
      });
      return reply;
    },
  );
};
