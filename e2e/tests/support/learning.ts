import { apiAs, createReadyLearner } from "./accounts.ts";

/** The course a planner would recommend first for "Learn Python to automate tasks at work". */
export const PYTHON_COURSE = {
  title: "Python Foundations",
  description: "Syntax, data types and control flow for automating small tasks.",
  complexityLevel: 1,
  desiredDuration: 12,
  realisticDuration: 15,
  tags: ["python"],
};

export type PlannedLesson = { id: string; title: string };
type Plan = { roadmaps: { id: string }[]; lessonsForRoadmaps: Record<string, PlannedLesson[]> };

/** Plans a goal with one Python course for the token's user; answers the first section's lessons. */
export async function planPythonGoal(
  token: string,
): Promise<{ sectionIds: string[]; lessons: PlannedLesson[] }> {
  const created = await apiAs(token, "/goals/with-plan", {
    method: "POST",
    body: { description: "Learn Python to automate tasks at work", courses: [PYTHON_COURSE] },
  });
  if (created.status !== 201) throw new Error(`goal creation failed: ${created.status}`);
  const plan = (await apiAs(token, "/learningplan/optimized-data")).body as Plan;
  return {
    sectionIds: plan.roadmaps.map((r) => r.id),
    lessons: plan.lessonsForRoadmaps[plan.roadmaps[0]!.id]!,
  };
}

/** A new learner with a planned Python goal; answers the token and the first lesson's id. */
export async function learnerWithLesson(name: string): Promise<{ token: string; lessonId: string }> {
  const token = await createReadyLearner(name);
  const { lessons } = await planPythonGoal(token);
  return { token, lessonId: lessons[0]!.id };
}
