import {
  type PlanGoalCourseEvent,
  PlanGoalCourseEventSchema,
  type PlanGoalRequest,
  type PlanGoalResponse,
  PlanGoalResponseSchema,
} from "@brainy/contract";
import { readEventStream } from "../../../lib/sse.ts";

/**
 * POST /api/goals/plan as an event stream: a clarifying question, or a goal title with recommended
 * courses; `onCourse` gets each course as soon as the planner has written it. A 402 (the Free goal
 * limit) rejects as ApiError before any course.
 */
export async function planGoal(
  request: PlanGoalRequest,
  handlers: { onCourse?: (event: PlanGoalCourseEvent) => void; signal?: AbortSignal } = {},
): Promise<PlanGoalResponse> {
  let plan: PlanGoalResponse | undefined;
  await readEventStream("/goals/plan", {
    method: "POST",
    body: request,
    schemas: { course: PlanGoalCourseEventSchema, done: PlanGoalResponseSchema },
    on: { course: (event) => handlers.onCourse?.(event), done: (event) => (plan = event) },
    signal: handlers.signal,
  });
  if (!plan) throw new Error("The plan ended early.");
  return plan;
}
