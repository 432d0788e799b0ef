import { ChatDeltaEventSchema, ChatHistorySchema, type ChatReply, ChatReplySchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { readEventStream } from "../../../lib/sse.ts";

/** How much of the conversation the chat shows when it opens. */
const HISTORY_PAGE = 30;

/** GET /api/chat/history: the latest messages (newest last) and the messages left today. */
export function useChatHistory(enabled = true) {
  return useQuery({
    queryKey: queryKeys.chatHistory,
    queryFn: () => api(`/chat/history?take=${HISTORY_PAGE}`, { schema: ChatHistorySchema }),
    enabled,
    // Spec part 2 §8: a failing history read is an empty history, silently.
    retry: false,
  });
}

/**
 * POST /api/chat as an event stream: `onDelta` gets each piece of the answer as the model writes it;
 * resolves with the saved reply. Quota and validation errors reject as ApiError before any text.
 */
export async function streamChatAnswer(
  body: { message: string; lessonId?: string },
  handlers: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<ChatReply> {
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

/** DELETE /api/chat/history */
export function clearChatHistory() {
  return api("/chat/history", { method: "DELETE" });
}
