import type { AiEngine } from "../../ai/engine.ts";
import type { Db } from "../../db/client.ts";
import { limitsFor } from "../../modules/entitlements/service.ts";
import type { GenerationHub } from "../../modules/lessons/generation-hub.ts";
import { findLessonInContext, findNextLessonRow } from "../../modules/lessons/repository.ts";
import { generateLessonContent } from "../../modules/lessons/service.ts";
import { getUserTier } from "../../modules/subscriptions/service.ts";

/** Queue of "a lesson was completed: write the next one". One job per lesson at a time. */
export const PREPARE_NEXT_LESSON = { name: "prepare-next-lesson", policy: "exclusive" } as const;

export type PrepareNextLessonData = { userId: string; completedLessonId: string };

type Deps = { db: Db; ai: AiEngine; hub: GenerationHub };

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
