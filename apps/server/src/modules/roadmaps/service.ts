import type { LessonSummary, RoadmapSection, RoadmapWithLessons } from "@brainy/contract";
import type { Background } from "../../jobs/background.ts";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { setLessonCompleted, setSectionCompleted } from "../curriculum/index.ts";
import { findGoalRows } from "../goals/index.ts";
import { toLessonSummary } from "../lessons/index.ts";
import { toRoadmapSection } from "./mappers.ts";
import {
  deleteGoalSections,
  findLessonRows,
  findRoadmapRow,
  findRoadmapRowsByGoal,
  updateRoadmapRow,
} from "./repository.ts";

/** Options of calls that may complete a section, which starts preparing the next one. */
type CompletionOptions = UserOptions & { background?: Background };

/** One of the caller's sections; 404 when it is not theirs. */
export async function getRoadmap({
  db,
  userId,
  roadmapId,
}: UserOptions & { roadmapId: string }): Promise<RoadmapSection> {
  const row = await findRoadmapRow(db, userId, roadmapId);
  if (!row) throw notFound("Roadmap");
  return toRoadmapSection(row);
}

/** A section's lessons (the spec's roadmap items) in order. */
export async function listRoadmapItems(
  options: UserOptions & { roadmapId: string },
): Promise<LessonSummary[]> {
  await getRoadmap(options);
  return (await findLessonRows(options.db, options.userId, options.roadmapId)).map(toLessonSummary);
}

/** A section with its lessons. */
export async function getRoadmapWithLessons(
  options: UserOptions & { roadmapId: string },
): Promise<RoadmapWithLessons> {
  const section = await getRoadmap(options);
  const rows = await findLessonRows(options.db, options.userId, options.roadmapId);
  return { ...section, lessons: rows.map(toLessonSummary) };
}

async function assertGoalOwned({ db, userId, goalId }: UserOptions & { goalId: string }): Promise<void> {
  const [goal] = await findGoalRows(db, userId, goalId);
  if (!goal) throw notFound("Goal");
}

/** Sections attached to one of the caller's goals, in course then section order. */
export async function listGoalRoadmaps(options: UserOptions & { goalId: string }): Promise<RoadmapSection[]> {
  await assertGoalOwned(options);
  const rows = await findRoadmapRowsByGoal(options.db, options.userId, options.goalId);
  return rows.map((r) => toRoadmapSection(r.roadmap));
}

/** Attaches a section to one of the caller's goals (goalId) or detaches it (null). */
export async function setRoadmapGoal(
  options: UserOptions & { roadmapId: string; goalId: string | null },
): Promise<RoadmapSection> {
  const { db, userId, roadmapId, goalId } = options;
  if (goalId) await assertGoalOwned({ db, userId, goalId });
  const row = await updateRoadmapRow(db, userId, roadmapId, { goalId });
  if (!row) throw notFound("Roadmap");
  return toRoadmapSection(row);
}

/** Deletes every section attached to one of the caller's goals (their lessons cascade). */
export async function deleteGoalRoadmaps(
  options: UserOptions & { goalId: string },
): Promise<{ deleted: number }> {
  await assertGoalOwned(options);
  return { deleted: await deleteGoalSections(options.db, options.userId, options.goalId) };
}

/**
 * PUT /roadmaps/{id}/completion: marks a section (not) complete; its course and goal follow.
 * Completing needs every lesson of the section passed (409 ASSESSMENT_NOT_PASSED).
 */
export async function completeRoadmap(
  options: CompletionOptions & { roadmapId: string; isCompleted: boolean },
): Promise<RoadmapSection> {
  const row = await setSectionCompleted(options);
  if (!row) throw notFound("Roadmap");
  if (row.isCompleted)
    await options.background?.emit("sectionCompleted", {
      userId: options.userId,
      completedSectionId: row.id,
    });
  return toRoadmapSection(row);
}

/**
 * PUT /roadmaps/items/{id}/completion: marks a lesson (not) complete; section, course and goal
 * follow. Completing needs a passed attempt (409 ASSESSMENT_NOT_PASSED) and records its grade.
 */
export async function completeRoadmapItem(
  options: CompletionOptions & { lessonId: string; isCompleted: boolean },
): Promise<LessonSummary> {
  return toLessonSummary((await setLessonCompleted(options)).lesson);
}
