import type { AiCallContext, GoalPlan } from "../../engine.ts";
import { defineTask, type TaskRunner } from "../../task.ts";
import { buildPlanGoalPrompt, type PlanGoalInput } from "./prompt.ts";
import { type PlanGoalOutput, PlanGoalOutputSchema } from "./schema.ts";

export type { PlanGoalInput } from "./prompt.ts";

export const planGoalTask = defineTask<PlanGoalInput, PlanGoalOutput>({
  name: "plan-goal",
  schema: PlanGoalOutputSchema,
  schemaName: "goal_plan",
  schemaDescription: "A clarifying question, or a goal title with 3 to 6 recommended courses",
  buildPrompt: buildPlanGoalPrompt,
  stream: true,
  maxOutputTokens: 3000,
});

/** Plans a goal: a clarifying question, or a title with 3 to 6 courses. */
export async function planGoal(
  runner: TaskRunner,
  input: PlanGoalInput,
  ctx: AiCallContext,
): Promise<GoalPlan> {
  const output = await runner.run(planGoalTask, input, ctx);
  return output.goal ? { goal: output.goal } : { clarifyingQuestion: output.clarifyingQuestion! };
}
