import { type Note, type NoteCreate, NoteSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/notes: a new note (from the editor, or from a lesson selection with its lessonId). */
export function createNote(body: NoteCreate): Promise<Note> {
  return api("/notes", { method: "POST", body, schema: NoteSchema });
}

/** Creates a note; every list, note and the graph are read again (links and backlinks move). */
export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notes.all }),
  });
}
