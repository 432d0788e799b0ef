import { defineTask } from "../../task.ts";
import type { GoalPlan } from "../../types.ts";
import { buildPlanGoalPrompt } from "./prompt.ts";
import { PlanGoalOutputSchema } from "./schema.ts";

/** Plans a goal: a clarifying question, or a title with 3 to 6 courses. */
export const planGoalTask = defineTask({
  name: "plan-goal",
  schema: PlanGoalOutputSchema,
  description: "A clarifying question, or a goal title with 3 to 6 recommended courses",
  buildPrompt: buildPlanGoalPrompt,
  finalize: (output): GoalPlan =>
    output.goal ? { goal: output.goal } : { clarifyingQuestion: output.clarifyingQuestion ?? "" },
  stream: true,
  maxOutputTokens: 3000,
});
