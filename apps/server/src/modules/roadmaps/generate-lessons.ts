import type { PlanTier } from "@brainy/contract";
import { ErrorReasons, type GenerateLessonsResponse } from "@brainy/contract";
import type { Embedder } from "../../ai/embeddings.ts";
import type { AiCallContext, AiEngine, LessonDraft } from "../../ai/engine.ts";
import { writeSectionLessonsTask } from "../../ai/tasks/write-section-lessons/index.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { roadmaps } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { findCourseRow } from "../courses/index.ts";
import { conceptPlansOf, insertLessonRows, toLessonRows } from "../curriculum/index.ts";
import { assertSectionAllowed } from "../entitlements/index.ts";
import { findGoalRows } from "../goals/index.ts";
import { type ConceptVectors, canonicalConceptNames, listConceptNames } from "../learner-model/index.ts";
import { toLessonSummary } from "../lessons/index.ts";
import {
  findLessonRows,
  findPreviousSection,
  findRoadmapRow,
  findRoadmapRowsByCourse,
  lockRoadmapRow,
} from "./repository.ts";

type Options = {
  db: Db;
  ai: AiEngine;
  ctx: AiCallContext & { userId: string };
  roadmapId: string;
  /** EMBEDDING_PROVIDER's embedder, when configured: concepts are deduplicated by meaning too. */
  embeddings?: Embedder | null;
};

/** 409 until the previous section is done; 402 on Free past the first section of a course. */
async function assertSectionOpen(db: DbOrTx, section: typeof roadmaps.$inferSelect, tier: PlanTier) {
  if (section.order === 0) return;
  const previous = await findPreviousSection(db, section.courseId, section.order);
  const previousDone =
    !previous || previous.isCompleted || (previous.lessons > 0 && previous.openLessons === 0);
  if (!previousDone) {
    throw new AppError(
      "CONFLICT",
      `Complete the previous section ("${previous.content}") before generating lessons for this one.`,
      { details: { reason: ErrorReasons.previousSectionIncomplete, previousRoadmapId: previous.id } },
    );
  }
  assertSectionAllowed({ tier, sectionOrder: section.order });
}

/**
 * Inserts a section's lessons unless it already has some, under a row lock on the section, so
 * concurrent calls (on any instance) leave exactly one set. Returns the section's lessons.
 */
export async function insertLessonsOnce(
  db: Db,
  userId: string,
  roadmapId: string,
  drafts: LessonDraft[],
  goalId?: string,
  vectors?: ConceptVectors,
) {
  return db.transaction(async (tx) => {
    if (!(await lockRoadmapRow(tx, userId, roadmapId))) throw notFound("Roadmap");
    const existing = await findLessonRows(tx, userId, roadmapId);
    if (existing.length > 0) return { created: false, rows: existing };
    const lessonRows = toLessonRows(userId, roadmapId, drafts);
    const concepts = goalId ? { goalId, plans: conceptPlansOf(lessonRows, drafts), vectors } : undefined;
    const rows = await insertLessonRows(tx, lessonRows, concepts);
    return { created: true, rows };
  });
}

/**
 * POST /roadmaps/{id}/generate-lessons: writes a section's lesson titles once. Existing lessons
 * are returned without calling the AI. The AI call runs outside the transaction (on PGlite an
 * open transaction would hold up every other request); the locked re-check keeps one set.
 */
export async function generateSectionLessons(options: Options): Promise<GenerateLessonsResponse> {
  const { db, ai, ctx, roadmapId } = options;
  const userId = ctx.userId;
  const section = await findRoadmapRow(db, userId, roadmapId);
  if (!section) throw notFound("Roadmap");
  const existing = await findLessonRows(db, userId, roadmapId);
  if (existing.length > 0) return { roadmapId, created: false, lessons: existing.map(toLessonSummary) };
  await assertSectionOpen(db, section, ctx.tier);

  const course = await findCourseRow(db, userId, section.courseId);
  if (!course) throw notFound("Roadmap");
  const [goal] = await findGoalRows(db, userId, course.goalId);
  const earlier = (await findRoadmapRowsByCourse(db, userId, course.id)).filter(
    (s) => s.order < section.order,
  );
  const { lessons: planned } = await ai.run(
    writeSectionLessonsTask,
    {
      goal: goal?.description ?? course.title,
      courseTitle: course.title,
      section: { topic: section.content, summary: section.summary },
      previousSections: earlier.map((s) => s.content),
      knownConcepts: await listConceptNames(db, userId, course.goalId),
    },
    ctx,
  );
  // Concepts close in meaning to the goal's become those where embeddings are configured (issue 37).
  const named = await canonicalConceptNames({
    db,
    embedder: options.embeddings,
    userId,
    goalId: course.goalId,
    lessons: planned.map((l) => l.concepts),
  });
  const drafts = planned.map((l, i) => ({ ...l, concepts: named.lessons[i] ?? l.concepts }));
  const { created, rows } = await insertLessonsOnce(
    db,
    userId,
    roadmapId,
    drafts,
    course.goalId,
    named.found,
  );
  return { roadmapId, created, lessons: rows.map(toLessonSummary) };
}
