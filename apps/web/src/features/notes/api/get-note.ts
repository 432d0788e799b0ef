import { type Note, NoteSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { withPendingEdit } from "../lib/pending-notes.ts";

/** GET /api/notes/{id}: one note with its links and the notes linking to it (a save queued offline laid over). */
export async function getNote(id: string): Promise<Note> {
  return withPendingEdit(await api(`/notes/${encodeURIComponent(id)}`, { schema: NoteSchema }));
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
