import { type PlanGoalRequest, type PlanGoalResponse, PlanGoalResponseSchema } from "@brainy/contract";
import { api } from "../../../lib/api-client.ts";

/** POST /api/goals/plan: a clarifying question, or a goal title with recommended courses. */
export function planGoal(request: PlanGoalRequest): Promise<PlanGoalResponse> {
  return api("/goals/plan", { method: "POST", body: request, schema: PlanGoalResponseSchema });
}
