import { type ChatHistory, ChatHistorySchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** How much of the conversation the chat shows when it opens. */
const HISTORY_PAGE = 30;

/** GET /api/chat/history: the latest messages (newest last) and the messages left today. */
export function getChatHistory(): Promise<ChatHistory> {
  return api(`/chat/history?take=${HISTORY_PAGE}`, { schema: ChatHistorySchema });
}

export function useChatHistory(enabled = true) {
  return useQuery({
    queryKey: queryKeys.chatHistory,
    queryFn: getChatHistory,
    enabled,
    // Spec part 2 §8: a failing history read is an empty history, silently.
    retry: false,
  });
}
