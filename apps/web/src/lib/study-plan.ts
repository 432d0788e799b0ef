import { type StudyPlan, StudyPlanSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/** The browser's IANA time zone: the plan's days and slots are the learner's local ones. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** GET /api/goals/{id}/plan: the goal's remaining lessons laid into the learner's weekly slots. */
export function getStudyPlan(goalId: string): Promise<StudyPlan> {
  const tz = encodeURIComponent(browserTimeZone());
  return api(`/goals/${goalId}/plan?tz=${tz}`, { schema: StudyPlanSchema });
}

/** Read on each visit: completing a lesson or changing a slot re-plans the rest. */
export function useStudyPlan(goalId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.studyPlan.goal(goalId ?? ""),
    queryFn: () => getStudyPlan(goalId as string),
    enabled: Boolean(goalId),
    refetchOnMount: "always",
  });
}
