import { type Note, NoteListSchema } from "@brainy/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { withPendingEdit } from "../lib/pending-notes.ts";

/** GET /api/notes?q=&tag=: the notes matching a search and a tag (either may be empty); saves queued offline laid over. */
export async function getNotes(filter: { q: string; tag: string }): Promise<Note[]> {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.tag) params.set("tag", filter.tag);
  const query = params.toString();
  const notes = await api(`/notes${query ? `?${query}` : ""}`, { schema: NoteListSchema });
  return notes.map((note) => withPendingEdit(note));
}

/** The list keeps showing the previous answer while a new search is read. */
export function useNotes(filter: { q: string; tag: string }) {
  return useQuery({
    queryKey: queryKeys.notes.list(filter),
    queryFn: () => getNotes(filter),
    placeholderData: keepPreviousData,
  });
}
