import { type RoadmapSection, RoadmapSectionListSchema } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/roadmaps/{goalId}: rewrites the goal's active course roadmap from the chosen topics. */
export function createRoadmapFromTopics(goalId: string, selectedTopics: string[]): Promise<RoadmapSection[]> {
  return api(`/roadmaps/${encodeURIComponent(goalId)}`, {
    method: "POST",
    body: { goalId, ...(selectedTopics.length > 0 ? { selectedTopics } : {}) },
    schema: RoadmapSectionListSchema,
  });
}

/** Rewrites the roadmap from the topics the learner chose. */
export function useCreateRoadmapFromTopics(goalId: string) {
  return useMutation({ mutationFn: (topics: string[]) => createRoadmapFromTopics(goalId, topics) });
}
