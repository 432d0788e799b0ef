import { type LearningPlanData, LearningPlanDataSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { findSectionNeedingLessons } from "../lib/section-status.ts";

/** GET /api/learningplan/optimized-data[/{courseId}]: everything the courses screen shows, in one call. */
export function getLearningPlanData(courseId: string | null): Promise<LearningPlanData> {
  const path = courseId
    ? `/learningplan/optimized-data/${encodeURIComponent(courseId)}`
    : "/learningplan/optimized-data";
  return api(path, { schema: LearningPlanDataSchema });
}

/** How often to look again while the server prepares a section's lessons. */
const PREPARING_POLL_MS = 3000;

/**
 * The courses screen's data for a course (or the active one); refetched on mount so progress is
 * fresh, and every few seconds while the server prepares the next section's lessons (Pro only:
 * a Free learner's second topic waits for an upgrade).
 */
export function useLearningPlanData(courseId: string | null, options: { isPro: boolean }) {
  return useQuery({
    queryKey: queryKeys.learningPlan.course(courseId),
    queryFn: () => getLearningPlanData(courseId),
    refetchOnMount: "always",
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!options.isPro || !data) return false;
      return findSectionNeedingLessons(data.roadmaps, data.lessonsForRoadmaps) ? PREPARING_POLL_MS : false;
    },
  });
}
