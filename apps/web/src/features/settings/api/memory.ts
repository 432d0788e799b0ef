import {
  type MemoryItem,
  MemoryItemSchema,
  type MemoryList,
  MemoryListSchema,
  type MemorySettings,
  MemorySettingsSchema,
  type UpdateMemoryItem,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { downloadApiFile } from "../../../lib/download.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/memory: what Brainy remembers about the learner, and whether it remembers. */
export function getMemory(): Promise<MemoryList> {
  return api("/memory", { schema: MemoryListSchema });
}

export function useMemory() {
  return useQuery({ queryKey: queryKeys.memory, queryFn: getMemory });
}

/** PATCH /api/memory/{id}: the learner's correction of one item. */
export function updateMemoryItem({ id, ...body }: UpdateMemoryItem & { id: string }): Promise<MemoryItem> {
  return api(`/memory/${encodeURIComponent(id)}`, { method: "PATCH", body, schema: MemoryItemSchema });
}

/** DELETE /api/memory/{id}: forgets one item. */
export async function deleteMemoryItem(id: string): Promise<void> {
  await api(`/memory/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** DELETE /api/memory: forgets every item. */
export async function deleteAllMemory(): Promise<void> {
  await api("/memory", { method: "DELETE" });
}

/** PUT /api/memory/settings: the 'Remember things about me' switch. */
export function saveMemorySettings(body: MemorySettings): Promise<MemorySettings> {
  return api("/memory/settings", { method: "PUT", body, schema: MemorySettingsSchema });
}

/** GET /api/memory/export: the memory as JSON, saved by the browser (part of the account's data). */
export function exportMemory(): Promise<string> {
  return downloadApiFile("/memory/export");
}

/** The memory's changes: each refreshes the list when it is done. */
export function useMemoryActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: queryKeys.memory });
  return {
    update: useMutation({ mutationFn: updateMemoryItem, onSettled }),
    remove: useMutation({ mutationFn: deleteMemoryItem, onSettled }),
    removeAll: useMutation({ mutationFn: deleteAllMemory, onSettled }),
    settings: useMutation({
      mutationFn: saveMemorySettings,
      onSuccess: (saved) =>
        queryClient.setQueryData<MemoryList>(queryKeys.memory, (old) => (old ? { ...old, ...saved } : old)),
      onSettled,
    }),
    exportFile: useMutation({ mutationFn: exportMemory }),
  };
}
