import { type Note, NoteSchema, type NoteUpdate } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** PUT /api/notes/{id}: title, content and tags replaced. */
export function updateNote(id: string, body: NoteUpdate): Promise<Note> {
  return api(`/notes/${encodeURIComponent(id)}`, { method: "PUT", body, schema: NoteSchema });
}

/** Saves a note; every list, note and the graph are read again (links and backlinks move). */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NoteUpdate }) => updateNote(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notes.all }),
  });
}
