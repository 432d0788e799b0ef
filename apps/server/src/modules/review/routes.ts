import {
  MasteryMapParamsSchema,
  MasteryMapSchema,
  MasterySchema,
  ReviewAnswerSchema,
  ReviewCardCreateSchema,
  ReviewCardListSchema,
  ReviewCardParamsSchema,
  ReviewCardSchema,
  ReviewCardUpdateSchema,
  ReviewExportQuerySchema,
  ReviewGradeSchema,
  ReviewImportResultSchema,
  ReviewImportSchema,
  ReviewQuerySchema,
  ReviewQueueQuerySchema,
  ReviewQueueSchema,
  ReviewResultSchema,
  ReviewSettingsSchema,
  ReviewSuggestionSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { keepAnswerIn } from "../../plugins/idempotency.ts";
import { isTimeZone } from "../pomodoro/index.ts";
import { exportReviewCards, importReviewCards } from "./exchange.ts";
import { getGoalMasteryMap, getMastery } from "./mastery.ts";
import {
  createReviewCard,
  editReviewCard,
  getDesiredRetention,
  getReviewQueue,
  gradeReviewCard,
  listReviewCards,
  removeReviewCard,
  setDesiredRetention,
  suggestReviewRating,
  undoLastReview,
} from "./service.ts";

const doc = { tags: ["review"], security: [{ bearerAuth: [] }] };

/** The learner's time zone from the query, checked (400 naming tz). */
function timeZoneOf(tz: string | undefined): string | undefined {
  if (tz !== undefined && !isTimeZone(tz)) {
    throw new AppError("VALIDATION_FAILED", "tz must be an IANA time zone such as Europe/London", {
      details: { issues: [{ path: "querystring.tz", message: "not a known time zone" }] },
    });
  }
  return tz;
}

const ListQuerySchema = z.object({ lessonId: z.uuid().optional() });

/** /api/review: review cards, the day's queue scheduled by FSRS, grading and undo. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;

  app.get(
    "/review/cards",
    { schema: { ...doc, querystring: ListQuerySchema, response: { 200: ReviewCardListSchema } } },
    (request) => listReviewCards({ db, userId: request.userId, lessonId: request.query.lessonId }),
  );
  app.post(
    "/review/cards",
    { schema: { ...doc, body: ReviewCardCreateSchema, response: { 201: ReviewCardSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createReviewCard({ db, userId: request.userId, input: request.body })),
  );
  app.patch(
    "/review/cards/:id",
    {
      schema: {
        ...doc,
        params: ReviewCardParamsSchema,
        body: ReviewCardUpdateSchema,
        response: { 200: ReviewCardSchema },
      },
    },
    (request) =>
      editReviewCard({ db, userId: request.userId, cardId: request.params.id, input: request.body }),
  );
  app.delete(
    "/review/cards/:id",
    {
      schema: { ...doc, params: ReviewCardParamsSchema, response: { 204: z.null().describe("No content") } },
    },
    async (request, reply) => {
      await removeReviewCard({ db, userId: request.userId, cardId: request.params.id });
      return reply.code(204).send(null);
    },
  );
  app.get(
    "/review/queue",
    {
      schema: {
        ...doc,
        description:
          "The cards due in the learner's today (and the next days' with aheadDays), each with the interval of the four ratings, and the day's counts; of one goal's or some lessons' cards when asked.",
        querystring: ReviewQueueQuerySchema,
        response: { 200: ReviewQueueSchema },
      },
    },
    (request) =>
      getReviewQueue({
        db,
        userId: request.userId,
        timeZone: timeZoneOf(request.query.tz),
        scope: { goalId: request.query.goalId, lessonIds: request.query.lessonIds?.split(",") },
        aheadDays: request.query.aheadDays,
      }),
  );
  app.post(
    "/review/cards/:id/suggest-rating",
    {
      schema: {
        ...doc,
        description:
          "The AI grader's suggested rating (1-4) for an answer typed before showing the card's answer; the learner grades.",
        params: ReviewCardParamsSchema,
        body: ReviewAnswerSchema,
        response: { 200: ReviewSuggestionSchema },
      },
      config: { ...aiRateLimit("gradeReviewAnswer"), tokenScope: "reviews" },
    },
    (request) =>
      suggestReviewRating({
        db,
        ai: app.deps.ai,
        actor: request.actor,
        cardId: request.params.id,
        answer: request.body.answer,
      }),
  );
  app.post(
    "/review/cards/:id/grade",
    {
      config: { idempotent: true, tokenScope: "reviews" },
      schema: {
        ...doc,
        description:
          "Rates a card 1-4 (Again, Hard, Good, Easy). 409 when its reps moved on (graded in another tab), with the card. With an Idempotency-Key header, the same key sent again answers the first answer and records no second review; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED.",
        params: ReviewCardParamsSchema,
        querystring: ReviewQuerySchema,
        body: ReviewGradeSchema,
        response: { 200: ReviewResultSchema },
      },
    },
    (request, reply) =>
      gradeReviewCard({
        db,
        userId: request.userId,
        cardId: request.params.id,
        grade: request.body,
        timeZone: timeZoneOf(request.query.tz),
        keep: keepAnswerIn(request, reply),
      }),
  );
  app.post(
    "/review/undo",
    {
      config: { tokenScope: "reviews" },
      schema: {
        ...doc,
        description: "Takes back the learner's last rating.",
        response: { 200: ReviewResultSchema },
      },
    },
    (request) => undoLastReview({ db, userId: request.userId }),
  );
  app.get(
    "/review/settings",
    { schema: { ...doc, response: { 200: ReviewSettingsSchema } } },
    async (request) => ({
      desiredRetention: await getDesiredRetention({ db, userId: request.userId }),
    }),
  );
  app.put(
    "/review/settings",
    { schema: { ...doc, body: ReviewSettingsSchema, response: { 200: ReviewSettingsSchema } } },
    (request) =>
      setDesiredRetention({ db, userId: request.userId, desiredRetention: request.body.desiredRetention }),
  );
  app.get(
    "/review/export",
    {
      schema: {
        ...doc,
        description:
          "The cards (all, or one goal's) in Anki's plain-text import format: tab-separated, with its header lines, the lesson as a tag.",
        querystring: ReviewExportQuerySchema,
        response: { 200: z.string().describe("Anki text (text/plain)") },
      },
    },
    async (request, reply) => {
      const text = await exportReviewCards({ db, userId: request.userId, goalId: request.query.goalId });
      return reply
        .type("text/plain; charset=utf-8")
        .header("content-disposition", 'attachment; filename="brainy-cards.txt"')
        .send(text);
    },
  );
  app.post(
    "/review/import",
    {
      schema: {
        ...doc,
        description: "Imports cards from Anki's plain-text format; a card the learner has is kept once.",
        body: ReviewImportSchema,
        response: { 200: ReviewImportResultSchema },
      },
    },
    (request) => importReviewCards({ db, userId: request.userId, text: request.body.text }),
  );
  app.get(
    "/review/mastery",
    {
      schema: {
        ...doc,
        description:
          "How well each lesson and section is retained now: the mean recall probability of its cards.",
        response: { 200: MasterySchema },
      },
    },
    (request) => getMastery({ db, userId: request.userId }),
  );
  app.get(
    "/review/goals/:goalId/mastery",
    {
      schema: {
        ...doc,
        description:
          "A goal's mastery map: its sections and lessons with the mean recall probability of their cards now, and the weak spots (below the desired retention), weakest first.",
        params: MasteryMapParamsSchema,
        response: { 200: MasteryMapSchema },
      },
    },
    (request) => getGoalMasteryMap({ db, userId: request.userId, goalId: request.params.goalId }),
  );
};
