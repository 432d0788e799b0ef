import { type StudyNowSettings, StudyNowSettingsSchema } from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/study-now/settings: how many due reviews a 'Study now' session takes at most. */
export function getStudyNowSettings(): Promise<StudyNowSettings> {
  return api("/study-now/settings", { schema: StudyNowSettingsSchema });
}

export function useStudyNowSettings() {
  return useQuery({ queryKey: queryKeys.studyNow.settings, queryFn: getStudyNowSettings });
}

/** PUT /api/study-now/settings: later sessions follow the new cap. */
export function saveStudyNowSettings(body: StudyNowSettings): Promise<StudyNowSettings> {
  return api("/study-now/settings", { method: "PUT", body, schema: StudyNowSettingsSchema });
}

export function useSaveStudyNowSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudyNowSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.studyNow.settings, saved),
  });
}
