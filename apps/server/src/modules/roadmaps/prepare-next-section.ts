import { and, eq } from "drizzle-orm";
import type { AiEngine } from "../../ai/engine.ts";
import type { Db } from "../../db/client.ts";
import { roadmaps } from "../../db/schema/index.ts";
import type { BackgroundEvents, JobDefinition } from "../../jobs/background.ts";
import { AppError } from "../../lib/app-error.ts";
import { limitsFor } from "../entitlements/index.ts";
import { getUserTier } from "../subscriptions/index.ts";
import { generateSectionLessons } from "./generate-lessons.ts";

export type PrepareNextSectionData = BackgroundEvents["sectionCompleted"];

type Deps = { db: Db; ai: AiEngine; log?: { info(obj: object, msg: string): void } };

/** "A section was completed: prepare the next one's lessons". One job per section at a time. */
export const prepareNextSectionJob: JobDefinition<PrepareNextSectionData, Deps> = {
  name: "prepare-next-section",
  retryLimit: 3,
  expireInSeconds: 300,
  exclusiveKey: (data) => data.completedSectionId,
  run: (deps, data) => prepareNextSection(deps, data),
};

/**
 * Writes the lessons of the section after a completed one, when the learner's plan allows it:
 * a Free learner's second topic is left alone (they see the upgrade offer when they open it).
 * Idempotent: lessons already there are kept (generateSectionLessons writes one set per section).
 */
export async function prepareNextSection(
  deps: Deps,
  data: PrepareNextSectionData,
): Promise<"prepared" | "skipped"> {
  const [completed] = await deps.db
    .select()
    .from(roadmaps)
    .where(and(eq(roadmaps.id, data.completedSectionId), eq(roadmaps.userId, data.userId)));
  if (!completed?.isCompleted) return "skipped";
  const [next] = await deps.db
    .select()
    .from(roadmaps)
    .where(and(eq(roadmaps.courseId, completed.courseId), eq(roadmaps.order, completed.order + 1)));
  if (!next) return "skipped";
  const tier = await getUserTier({ db: deps.db, userId: data.userId });
  const allowed = limitsFor(tier).topicsPerGoal;
  if (allowed !== null && next.order >= allowed) {
    deps.log?.info(
      { userId: data.userId, sectionId: next.id },
      "next section left for the learner's upgrade",
    );
    return "skipped";
  }
  try {
    await generateSectionLessons({
      db: deps.db,
      ai: deps.ai,
      ctx: { userId: data.userId, tier },
      roadmapId: next.id,
    });
    return "prepared";
  } catch (error) {
    // The plan or order changed since the completion: nothing to prepare.
    if (error instanceof AppError && (error.code === "PRO_REQUIRED" || error.code === "CONFLICT"))
      return "skipped";
    throw error;
  }
}
