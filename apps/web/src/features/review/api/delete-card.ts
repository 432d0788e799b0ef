import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** DELETE /api/review/cards/{id}: the card and its reviews go. */
export function deleteCard(id: string): Promise<unknown> {
  return api(`/review/cards/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.review.all }),
  });
}
