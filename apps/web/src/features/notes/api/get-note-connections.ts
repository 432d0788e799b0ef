import { type NoteConnections, NoteConnectionsSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/notes/connections: the link graph; a failing call is an empty graph. */
export function getNoteConnections(): Promise<NoteConnections> {
  return api("/notes/connections", { schema: NoteConnectionsSchema }).catch(() => ({ nodes: [], links: [] }));
}

export function useNoteConnections() {
  return useQuery({ queryKey: queryKeys.notes.connections, queryFn: getNoteConnections });
}
