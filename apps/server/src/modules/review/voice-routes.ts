import {
  ReviewCardParamsSchema,
  SPOKEN_CHOICES,
  SpokenChoiceSchema,
  SpokenReviewAnswerSchema,
  VOICE_LIMITS,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { acceptRecordings } from "../../plugins/recording-body.ts";
import { hearSpokenChoice, suggestRatingForSpokenAnswer } from "./hands-free.ts";

const doc = { tags: ["review"], security: [{ bearerAuth: [] }] };
const RECORDING = `Body: the recording's bytes (Content-Type audio/webm, audio/ogg, audio/mp4, audio/wav…), at most ${VOICE_LIMITS.maxSeconds} seconds and ${VOICE_LIMITS.maxBytes / 1024 / 1024} MB (413 over either); not audio 415; silent or no words 422; 503 when this server cannot transcribe. The recording is deleted once transcribed.`;

/** Hands-free review (ADR 0058): answers and ratings said aloud. */
export const reviewVoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  acceptRecordings(app);

  app.post(
    "/review/cards/:id/spoken-answer",
    {
      bodyLimit: VOICE_LIMITS.maxBytes,
      config: { ...aiRateLimit("gradeReviewAnswer"), tokenScope: "reviews" },
      schema: {
        ...doc,
        description: `Hands-free review: the learner's answer to a card said aloud, transcribed, and the AI grader's suggested rating for it (the same grader as suggest-rating). ${RECORDING} Another learner's card: 404, before anything is heard; a recording refused charges nothing.`,
        params: ReviewCardParamsSchema,
        response: { 200: SpokenReviewAnswerSchema },
      },
    },
    (request) =>
      suggestRatingForSpokenAnswer({
        db: app.deps.db,
        ai: app.deps.ai,
        actor: request.actor,
        cardId: request.params.id,
        transcriber: app.deps.transcriber,
        recording: request.body,
        signal: request.signal,
        onFailure: (error) => request.log.warn({ err: error }, "transcription failed"),
      }),
  );

  app.post(
    "/review/spoken-choice",
    {
      bodyLimit: VOICE_LIMITS.maxBytes,
      config: aiRateLimit("transcribeSpeech"),
      schema: {
        ...doc,
        description: `Hands-free review: the learner's rating said aloud, heard against the words ${SPOKEN_CHOICES.join(", ")} ('yes' accepts the suggested rating) and matched; choice null when none was heard. ${RECORDING} No AI call; the card is then graded with POST /review/cards/{id}/grade.`,
        response: { 200: SpokenChoiceSchema },
      },
    },
    (request) =>
      hearSpokenChoice({
        transcriber: app.deps.transcriber,
        recording: request.body,
        signal: request.signal,
        onFailure: (error) => request.log.warn({ err: error }, "transcription failed"),
      }),
  );
};
