import {
  type Note,
  NoteConnectionsSchema,
  type NoteCreate,
  NoteListSchema,
  NoteSchema,
  type NoteUpdate,
} from "@brainy/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function useNotes(filter: { q: string; tag: string }) {
  return useQuery({
    queryKey: queryKeys.notes.list(filter),
    queryFn: () => {
      const params = new URLSearchParams();
      if (filter.q) params.set("q", filter.q);
      if (filter.tag) params.set("tag", filter.tag);
      const query = params.toString();
      return api(`/notes${query ? `?${query}` : ""}`, { schema: NoteListSchema });
    },
    placeholderData: keepPreviousData,
  });
}

export function useNote(id: string | null) {
  return useQuery({
    queryKey: queryKeys.notes.detail(id ?? ""),
    queryFn: () => api(`/notes/${encodeURIComponent(id!)}`, { schema: NoteSchema }),
    enabled: id !== null,
    retry: false,
  });
}

/** The link graph; a failing call is an empty graph. */
export function useNoteConnections() {
  return useQuery({
    queryKey: queryKeys.notes.connections,
    queryFn: () =>
      api("/notes/connections", { schema: NoteConnectionsSchema }).catch(() => ({ nodes: [], links: [] })),
  });
}

export function createNote(body: NoteCreate): Promise<Note> {
  return api("/notes", { method: "POST", body, schema: NoteSchema });
}

export function updateNote(id: string, body: NoteUpdate): Promise<Note> {
  return api(`/notes/${encodeURIComponent(id)}`, { method: "PUT", body, schema: NoteSchema });
}

export function deleteNote(id: string) {
  return api(`/notes/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** After a change: every list, note and the graph are read again (links and backlinks move). */
export function useRefreshNotes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.notes.all });
}
