import { type NoteHistory, NoteHistorySchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/notes/{id}/history: the note's earlier versions, newest first. */
export function getNoteHistory(id: string): Promise<NoteHistory> {
  return api(`/notes/${encodeURIComponent(id)}/history`, { schema: NoteHistorySchema });
}

/** A note's earlier versions, read once `enabled` (the section is opened). */
export function useNoteHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notes.history(id),
    queryFn: () => getNoteHistory(id),
    enabled,
  });
}
