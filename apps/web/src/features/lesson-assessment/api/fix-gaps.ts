import { type GapFix, GapFixSchema } from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** How often the fix is read again while its part is being written. */
const PART_POLL_MS = 2000;

const fixPath = (assessmentId: string) => `/assessments/lesson/${encodeURIComponent(assessmentId)}/fix-gaps`;

/** GET /api/assessments/lesson/{id}/fix-gaps; null when none was asked for this attempt. */
export async function getGapFix(assessmentId: string): Promise<GapFix | null> {
  try {
    return await api(fixPath(assessmentId), { schema: GapFixSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The failed attempt's 'Fix the gaps' (null: not asked for); read only while `enabled`. */
export function useGapFix(assessmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.lessons.gapFix(assessmentId),
    queryFn: () => getGapFix(assessmentId),
    enabled,
    retry: false,
    // While the part is written, its state is read again until it is in the lesson (or failed).
    refetchInterval: (query) => (query.state.data?.partStatus === "writing" ? PART_POLL_MS : false),
  });
}

/** POST /api/assessments/lesson/{id}/fix-gaps: starts the fix, or writes what it lacks (one more question). */
export function startGapFix(assessmentId: string): Promise<GapFix> {
  return api(fixPath(assessmentId), { method: "POST", schema: GapFixSchema });
}

/** Starts (or tops up) the fix; the lesson is re-read, as its new part is being written. */
export function useStartGapFix(assessmentId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startGapFix(assessmentId),
    onSuccess: (fix) => {
      queryClient.setQueryData(queryKeys.lessons.gapFix(assessmentId), fix);
      void queryClient.invalidateQueries({ queryKey: queryKeys.lessons.detail(lessonId) });
    },
  });
}
