import { type Note, NoteSchema, type NoteUpdate } from "@brainy/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { sendOrQueue } from "../../../lib/offline-sync.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { withPendingEdit } from "../lib/pending-notes.ts";

/**
 * PUT /api/notes/{id}: title, content and tags replaced, with the time of the edit and an
 * Idempotency-Key. Offline the save is queued and sent when the connection is back; meanwhile the
 * note reads as saved (the queued edit laid over the kept copy).
 */
export async function updateNote(queryClient: QueryClient, id: string, body: NoteUpdate): Promise<Note> {
  const change = { ...body, editedAt: new Date().toISOString() };
  const result = await sendOrQueue(
    { kind: "note", target: id, method: "PUT", path: `/notes/${encodeURIComponent(id)}`, body: change },
    NoteSchema,
  );
  if (!result.queued) return result.data;
  const known = queryClient.getQueryData<Note>(queryKeys.notes.detail(id));
  const base: Note = known ?? {
    id,
    title: body.title,
    content: "",
    lessonId: null,
    tags: [],
    explicitTags: [],
    links: [],
    linkedFrom: [],
    snippet: null,
    createdAt: change.editedAt,
    updatedAt: change.editedAt,
  };
  const saved = withPendingEdit(base);
  queryClient.setQueryData(queryKeys.notes.detail(id), saved);
  return saved;
}

/** Saves a note; every list, note and the graph are read again (links and backlinks move). */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NoteUpdate }) => updateNote(queryClient, id, body),
    // Offline too: the save is queued rather than paused.
    networkMode: "always",
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notes.all }),
  });
}
