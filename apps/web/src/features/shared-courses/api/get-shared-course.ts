import { type SharedCourseSummary, SharedCourseSummarySchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/shared-courses/{token}: a shared course's title, counts and cover (public). */
export function getSharedCourse(token: string): Promise<SharedCourseSummary> {
  return api(`/shared-courses/${encodeURIComponent(token)}`, { schema: SharedCourseSummarySchema });
}

/** Not retried: a revoked link answers 404, and that is the answer. */
export function useSharedCourse(token: string) {
  return useQuery({
    queryKey: queryKeys.sharedCourse(token),
    queryFn: () => getSharedCourse(token),
    retry: false,
  });
}
