import { type Note, NoteSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/notes/{id}: one note with its links and the notes linking to it. */
export function getNote(id: string): Promise<Note> {
  return api(`/notes/${encodeURIComponent(id)}`, { schema: NoteSchema });
}

/** One note, or nothing while `id` is null; a missing note is an error at once (no retry). */
export function useNote(id: string | null) {
  return useQuery({
    queryKey: queryKeys.notes.detail(id ?? ""),
    queryFn: () => getNote(id!),
    enabled: id !== null,
    retry: false,
  });
}
