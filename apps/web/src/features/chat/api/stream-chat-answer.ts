import { ChatDeltaEventSchema, type ChatMode, type ChatReply, ChatReplySchema } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { readEventStream } from "../../../lib/sse.ts";

type ChatQuestion = { message: string; lessonId?: string; mode?: ChatMode };
type StreamHandlers = { onDelta: (text: string) => void; signal?: AbortSignal };

/**
 * POST /api/chat as an event stream: `onDelta` gets each piece of the answer as the model writes it;
 * resolves with the saved reply. Quota and validation errors reject as ApiError before any text.
 */
export async function streamChatAnswer(body: ChatQuestion, handlers: StreamHandlers): Promise<ChatReply> {
  let reply: ChatReply | undefined;
  await readEventStream("/chat", {
    method: "POST",
    body,
    schemas: { delta: ChatDeltaEventSchema, done: ChatReplySchema },
    on: { delta: (event) => handlers.onDelta(event.text), done: (event) => (reply = event) },
    signal: handlers.signal,
  });
  if (!reply) throw new Error("The chat answer ended early.");
  return reply;
}

/** Asks a question; pending while the answer streams in. */
export function useStreamChatAnswer() {
  return useMutation({
    mutationFn: ({ body, ...handlers }: { body: ChatQuestion } & StreamHandlers) =>
      streamChatAnswer(body, handlers),
  });
}
