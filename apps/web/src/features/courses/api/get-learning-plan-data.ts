import { type LearningPlanData, LearningPlanDataSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const learningPlanQueryKey = (courseId: string | null) =>
  ["learning-plan", courseId ?? "current"] as const;

/** GET /api/learningplan/optimized-data[/{courseId}]: everything the courses screen shows, in one call. */
export function getLearningPlanData(courseId: string | null): Promise<LearningPlanData> {
  const path = courseId
    ? `/learningplan/optimized-data/${encodeURIComponent(courseId)}`
    : "/learningplan/optimized-data";
  return api(path, { schema: LearningPlanDataSchema });
}

/** The courses screen's data for a course (or the active one); refetched on mount so progress is fresh. */
export function useLearningPlanData(courseId: string | null) {
  return useQuery({
    queryKey: learningPlanQueryKey(courseId),
    queryFn: () => getLearningPlanData(courseId),
    refetchOnMount: "always",
  });
}
