import { type ReviewSettings, ReviewSettingsSchema } from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/review/settings: the retention FSRS schedules the learner's cards for. */
export function getReviewSettings(): Promise<ReviewSettings> {
  return api("/review/settings", { schema: ReviewSettingsSchema });
}

export function useReviewSettings() {
  return useQuery({ queryKey: queryKeys.review.settings, queryFn: getReviewSettings });
}

/** PUT /api/review/settings: future intervals follow the new retention (the queue is read again). */
export function saveReviewSettings(body: ReviewSettings): Promise<ReviewSettings> {
  return api("/review/settings", { method: "PUT", body, schema: ReviewSettingsSchema });
}

export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReviewSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.review.settings, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.review.queue });
    },
  });
}
