import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** DELETE /api/chat/history */
export function clearChatHistory(): Promise<unknown> {
  return api("/chat/history", { method: "DELETE" });
}

/** Clears the history on the server and empties the cached copy (the messages left today stay). */
export function useClearChatHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatHistory,
    onSuccess: () =>
      queryClient.setQueryData(queryKeys.chatHistory, (data: unknown) =>
        data && typeof data === "object" ? { ...data, messages: [], total: 0 } : data,
      ),
  });
}
