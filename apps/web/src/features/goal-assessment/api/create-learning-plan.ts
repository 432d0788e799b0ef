import { type CreateLearningPlanRequest, type LearningPlan, LearningPlanSchema } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/learningplans: records the goal assessment's answers as the goal's learning plan. */
export function createLearningPlan(request: CreateLearningPlanRequest): Promise<LearningPlan> {
  return api("/learningplans", { method: "POST", body: request, schema: LearningPlanSchema });
}

export function useCreateLearningPlan() {
  return useMutation({ mutationFn: createLearningPlan });
}
