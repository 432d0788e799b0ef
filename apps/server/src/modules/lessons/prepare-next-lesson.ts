import type { BackgroundEvents, JobDefinition } from "../../jobs/background.ts";
import { limitsFor } from "../entitlements/index.ts";
import { getUserTier } from "../subscriptions/index.ts";
import { generateLessonContent } from "./content.ts";
import type { GenerationDeps } from "./generation.ts";
import { findLessonInContext, findNextLessonRow } from "./repository.ts";

export type PrepareNextLessonData = BackgroundEvents["lessonCompleted"];

type Deps = GenerationDeps;

/** "A lesson was completed: write the next one". One job per lesson at a time. */
export const prepareNextLessonJob: JobDefinition<PrepareNextLessonData, Deps> = {
  name: "prepare-next-lesson",
  retryLimit: 3,
  expireInSeconds: 300,
  exclusiveKey: (data) => data.completedLessonId,
  run: (deps, data) => prepareNextLesson(deps, data),
};

/**
 * Writes the content of the lesson after a completed one when the plan has no daily lesson limit
 * (Pro): a Free learner's one lesson a day is never spent without their click. Lessons in a section
 * the plan does not open are left alone, and a written lesson is not written again.
 */
export async function prepareNextLesson(
  deps: Deps,
  data: PrepareNextLessonData,
): Promise<"prepared" | "skipped"> {
  const tier = await getUserTier({ db: deps.db, userId: data.userId });
  if (limitsFor(tier).lessonGenerationsPerDay !== null) return "skipped";
  const row = await findLessonInContext(deps.db, data.userId, data.completedLessonId);
  if (!row?.lesson.isCompleted) return "skipped";
  const next = await findNextLessonRow(deps.db, data.userId, {
    courseId: row.course.id,
    sectionOrder: row.section.order,
    lessonOrder: row.lesson.order,
  });
  if (!next || next.generationStatus === "ready") return "skipped";
  await generateLessonContent({ ...deps, actor: { userId: data.userId, tier }, lessonId: next.id });
  return "prepared";
}
