import { type CourseOutline, CourseOutlineSchema } from "@brainy/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/courses/{id}/outline: the course's sections and lessons with its edit version. */
export function getCourseOutline(courseId: string): Promise<CourseOutline> {
  return api(`/courses/${encodeURIComponent(courseId)}/outline`, { schema: CourseOutlineSchema });
}

export const courseOutlineQuery = (courseId: string) =>
  queryOptions({
    queryKey: queryKeys.learningPlan.outline(courseId),
    queryFn: () => getCourseOutline(courseId),
    refetchOnMount: "always",
  });

/** The course editor's data, read afresh each time it opens. */
export function useCourseOutline(courseId: string, enabled: boolean) {
  return useQuery({ ...courseOutlineQuery(courseId), enabled });
}
