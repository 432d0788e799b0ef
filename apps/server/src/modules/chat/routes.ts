import {
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatReplySchema,
  ChatRequestSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { streamEvents } from "../../lib/sse.ts";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { clearChatHistory, getChatHistory, startChatAnswer } from "./service.ts";

const doc = { tags: ["chat"], security: [{ bearerAuth: [] }] };

/** /api/chat: questions to the AI helper (JSON or streamed), and the learner's conversation. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const deps = () => ({ db: app.deps.db, ai: app.deps.ai, background: app.deps.background, log: app.log });

  app.post(
    "/chat",
    {
      config: aiRateLimit("chat"),
      schema: {
        ...doc,
        description:
          "Answers a question, grounded in the lesson when lessonId is given, in the tutor's mode (explain, quiz me, hint). With `Accept: text/event-stream` the answer streams as `delta` events ({text}), then `done` (the reply below) or `error`. Quota and validation errors answer as JSON before any stream opens.",
        body: ChatRequestSchema,
        response: { 200: ChatReplySchema },
      },
    },
    async (request, reply) => {
      const answer = await startChatAnswer({
        ...deps(),
        actor: request.actor,
        message: request.body.message,
        lessonId: request.body.lessonId,
        mode: request.body.mode,
      });
      if ((request.headers.accept ?? "").includes("text/event-stream")) {
        await streamEvents(request, reply, async (stream) => {
          for await (const event of answer(stream.signal)) {
            if (event.type === "delta") stream.send("delta", { text: event.text });
            else stream.send("done", event.reply);
          }
        });
        return reply;
      }
      for await (const event of answer()) {
        if (event.type === "done") return event.reply;
      }
      throw new AppError("AI_UNAVAILABLE", "The chat service is temporarily unavailable.");
    },
  );

  app.get(
    "/chat/history",
    { schema: { ...doc, querystring: ChatHistoryQuerySchema, response: { 200: ChatHistorySchema } } },
    (request) => getChatHistory({ db: app.deps.db, actor: request.actor, ...request.query }),
  );

  app.delete(
    "/chat/history",
    { schema: { ...doc, response: { 204: z.null().describe("No content") } } },
    async (request, reply) => {
      await clearChatHistory({ db: app.deps.db, userId: request.userId });
      return reply.code(204).send(null);
    },
  );
};
