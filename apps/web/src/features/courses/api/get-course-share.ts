import { type CourseShareStatus, CourseShareStatusSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/courses/{id}/share: the course's public link, or null when it is not shared. */
export function getCourseShare(courseId: string): Promise<CourseShareStatus> {
  return api(`/courses/${encodeURIComponent(courseId)}/share`, { schema: CourseShareStatusSchema });
}

/** Read while the Share dialog is open. */
export function useCourseShare(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.courseShare(courseId),
    queryFn: () => getCourseShare(courseId),
    enabled,
  });
}
