import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** DELETE /api/notes/{id}: links to it become unresolved [[links]]. */
export function deleteNote(id: string): Promise<unknown> {
  return api(`/notes/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Deletes a note; every list, note and the graph are read again (links and backlinks move). */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notes.all }),
  });
}
