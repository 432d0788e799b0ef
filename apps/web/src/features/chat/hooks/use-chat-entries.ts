import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { queryKeys } from "../../../lib/query-keys.ts";
import { clearChatHistory } from "../api/chat.ts";
import type { ChatEntry } from "../components/chat-conversation.tsx";

/**
 * The conversation shown in a chat view (null until its history loads) and Clear: clearing empties
 * the server's history and the cached copy, then shows the welcome line again. A failed clear
 * leaves the conversation as it was.
 */
export function useChatEntries(welcome: string) {
  const [entries, setEntriesState] = useState<ChatEntry[] | null>(null);
  const [clearing, setClearing] = useState(false);
  const queryClient = useQueryClient();
  const setEntries = useCallback(
    (update: (list: ChatEntry[]) => ChatEntry[]) => setEntriesState((list) => update(list ?? [])),
    [],
  );
  const clear = useCallback(async () => {
    setClearing(true);
    try {
      await clearChatHistory();
      queryClient.setQueryData(queryKeys.chatHistory, (data: unknown) =>
        data && typeof data === "object" ? { ...data, messages: [], total: 0 } : data,
      );
      setEntriesState([{ id: "welcome", role: "system", content: welcome }]);
    } catch {
      // Nothing to undo: the conversation stays as it was.
    } finally {
      setClearing(false);
    }
  }, [queryClient, welcome]);
  return { entries, setEntries, clear, clearing };
}
