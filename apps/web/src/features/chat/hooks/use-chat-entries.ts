import { useCallback, useState } from "react";
import { useClearChatHistory } from "../api/clear-chat-history.ts";
import type { ChatEntry } from "../components/chat-conversation.tsx";

/**
 * The conversation shown in a chat view (null until its history loads) and Clear: clearing empties
 * the server's history and the cached copy, then shows the welcome line again. A failed clear
 * leaves the conversation as it was.
 */
export function useChatEntries(welcome: string) {
  const [entries, setEntriesState] = useState<ChatEntry[] | null>(null);
  const clearing = useClearChatHistory();
  const setEntries = useCallback(
    (update: (list: ChatEntry[]) => ChatEntry[]) => setEntriesState((list) => update(list ?? [])),
    [],
  );
  const { mutate } = clearing;
  const clear = useCallback(
    () =>
      mutate(undefined, {
        onSuccess: () => setEntriesState([{ id: "welcome", role: "system", content: welcome }]),
      }),
    [mutate, welcome],
  );
  return { entries, setEntries, clear, clearing: clearing.isPending };
}
