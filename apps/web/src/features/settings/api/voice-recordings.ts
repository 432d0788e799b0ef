import {
  type VoiceRecordingList,
  VoiceRecordingListSchema,
  type VoiceRecordingSettings,
  VoiceRecordingSettingsSchema,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { downloadApiFile, fetchApiFile } from "../../../lib/download.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/voice-recordings: the kept voice questions and whether new ones are kept. */
export function getVoiceRecordings(): Promise<VoiceRecordingList> {
  return api("/voice-recordings", { schema: VoiceRecordingListSchema });
}

export function useVoiceRecordings() {
  return useQuery({ queryKey: queryKeys.voiceRecordings, queryFn: getVoiceRecordings });
}

/** GET /api/voice-recordings/{id}/audio: one recording's audio, to play. */
export async function fetchVoiceRecordingAudio(id: string): Promise<Blob> {
  return (await fetchApiFile(`/voice-recordings/${encodeURIComponent(id)}/audio`)).blob;
}

/** PUT /api/voice-recordings/settings: 'Keep my recordings'. */
export function saveVoiceRecordingSettings(body: VoiceRecordingSettings): Promise<VoiceRecordingSettings> {
  return api("/voice-recordings/settings", { method: "PUT", body, schema: VoiceRecordingSettingsSchema });
}

/** DELETE /api/voice-recordings/{id}. */
export async function deleteVoiceRecording(id: string): Promise<void> {
  await api(`/voice-recordings/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** DELETE /api/voice-recordings: every kept recording. */
export async function deleteAllVoiceRecordings(): Promise<void> {
  await api("/voice-recordings", { method: "DELETE" });
}

/** GET /api/voice-recordings/export: the recordings with their audio as JSON (part of the account's data). */
export function exportVoiceRecordings(): Promise<string> {
  return downloadApiFile("/voice-recordings/export");
}

/** The recordings' changes: each refreshes the list when it is done. */
export function useVoiceRecordingActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: queryKeys.voiceRecordings });
  return {
    remove: useMutation({ mutationFn: deleteVoiceRecording, onSettled }),
    removeAll: useMutation({ mutationFn: deleteAllVoiceRecordings, onSettled }),
    settings: useMutation({ mutationFn: saveVoiceRecordingSettings, onSettled }),
    exportFile: useMutation({ mutationFn: exportVoiceRecordings }),
  };
}
