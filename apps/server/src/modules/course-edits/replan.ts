import { randomUUID } from "node:crypto";
import type {
  CourseOutline,
  ReplanFromSourcesEdit,
  ReplanKeptReason,
  ReplanPreview,
  ReplanPreviewSection,
} from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import { replanCourseSectionsTask } from "../../ai/tasks/replan-course-sections/index.ts";
import type { ReplanCourseOutput } from "../../ai/tasks/replan-course-sections/schema.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import { takeLessonGeneration } from "../entitlements/index.ts";
import { findGoalRows } from "../goals/index.ts";
import { listConceptNames } from "../learner-model/index.ts";
import { assertGoalSources, listGoalSourceIds, readSourceOutlines } from "../sources/index.ts";
import { hasProgress, noGoalSources, readCourseOutline, sectionGenerating, staleCourse } from "./outline.ts";
import { findEditableCourse, findGoalCourses } from "./repository.ts";

type Section = CourseOutline["sections"][number];

/** Why a section must stay in any re-plan (null: it may go). */
export function mustStay(section: Section): ReplanKeptReason | null {
  if (section.isCompleted || section.lessons.some((l) => l.hasProgress)) return "progress";
  if (section.lessons.some((l) => l.isHidden)) return "hidden";
  return null;
}

const sameTopic = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, " ") === b.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * The preview of a re-plan: the proposed sections in order, an existing section of the same topic
 * kept as it is (with its lessons and progress); sections that must stay and the proposal left out
 * keep their index; the other existing sections are removed. Pure, so it is tested on its own.
 */
export function planReplan(
  outline: CourseOutline,
  proposal: ReplanCourseOutput,
): Pick<ReplanPreview, "sections" | "removed" | "edit"> {
  const used = new Set<string>();
  const kept = (section: Section, because: ReplanKeptReason): ReplanPreviewSection => {
    used.add(section.id);
    return {
      status: "kept",
      sectionId: section.id,
      topic: section.content,
      summary: section.summary,
      keptBecause: because,
      lessons: section.lessons.map((l) => ({ title: l.title, isCompleted: l.isCompleted })),
    };
  };
  const added = new Map<ReplanPreviewSection, ReplanCourseOutput["sections"][number]>();
  const sections = proposal.sections.map((proposed) => {
    const match = outline.sections.find((s) => !used.has(s.id) && sameTopic(s.content, proposed.topic));
    if (match) return kept(match, mustStay(match) ?? "material");
    const section: ReplanPreviewSection = {
      status: "added",
      sectionId: null,
      topic: proposed.topic,
      summary: proposed.summary,
      keptBecause: null,
      lessons: proposed.lessons.map((l) => ({ title: l.title, isCompleted: false })),
    };
    added.set(section, proposed);
    return section;
  });
  outline.sections.forEach((section, index) => {
    const because = mustStay(section);
    if (because && !used.has(section.id))
      sections.splice(Math.min(index, sections.length), 0, kept(section, because));
  });
  const removed = outline.sections
    .filter((s) => !used.has(s.id))
    .map((s) => ({ sectionId: s.id, topic: s.content, lessons: s.lessons.map((l) => l.title) }));
  const edit: ReplanFromSourcesEdit = {
    kind: "replanFromSources",
    sections: sections.map((section) => {
      const proposed = added.get(section);
      if (!proposed) return { kind: "keep", sectionId: section.sectionId! };
      return {
        kind: "add",
        topic: proposed.topic.slice(0, 200),
        summary: proposed.summary.slice(0, 400),
        lessons: proposed.lessons,
      };
    }),
  };
  return { sections, removed, edit };
}

/**
 * Checks a re-plan against the course as it is, before and again inside the apply's transaction:
 * the goal still has material, each kept section is the course's (404) and named once, and every
 * section left out holds no progress nor hidden lesson (409 HAS_PROGRESS) and is not being written
 * (409 SECTION_GENERATING). Answers the ids of the sections it removes.
 */
export function checkReplan(outline: CourseOutline, edit: ReplanFromSourcesEdit): string[] {
  if (outline.materialCount === 0) throw noGoalSources();
  const keptIds = edit.sections.flatMap((s) => (s.kind === "keep" ? [s.sectionId] : []));
  if (new Set(keptIds).size !== keptIds.length)
    throw new AppError("VALIDATION_FAILED", "A section is kept twice in this re-plan");
  for (const id of keptIds) if (!outline.sections.some((s) => s.id === id)) throw notFound("Section");
  const removed = outline.sections.filter((s) => !keptIds.includes(s.id));
  for (const section of removed) {
    const because = mustStay(section);
    if (because)
      throw hasProgress(
        because === "progress"
          ? `"${section.content}" holds your progress, so a re-plan keeps it. Preview the re-plan again.`
          : `"${section.content}" has a lesson you hid, so a re-plan keeps it. Preview the re-plan again.`,
      );
    if (section.isGenerating) throw sectionGenerating(section.content);
  }
  return removed.map((s) => s.id);
}

/**
 * POST /courses/{id}/replan-preview: the course's sections planned again from its goal's material
 * (the ready sources' outlines), as a preview; nothing changes until its `edit` is applied. 409 when
 * the goal has no sources, one is not ready, or the version is stale; another user's course 404.
 * It takes a lesson generation, as the AI edits do (Free: the daily one), given back on failure.
 */
export async function previewReplan(options: {
  db: Db;
  ai: AiEngine;
  actor: Actor;
  courseId: string;
  courseVersion: number;
}): Promise<ReplanPreview> {
  const { db, ai, actor } = options;
  const userId = actor.userId;
  const outline = await readCourseOutline(db, userId, options.courseId);
  if (outline.version !== options.courseVersion) throw staleCourse(outline);
  const course = await findEditableCourse(db, userId, outline.courseId);
  if (!course?.goalId) throw noGoalSources();
  const sourceIds = await listGoalSourceIds(db, userId, course.goalId);
  if (sourceIds.length === 0) throw noGoalSources();
  await assertGoalSources(db, userId, sourceIds);

  const [goalRows, goalCourses] = await Promise.all([
    findGoalRows(db, userId, course.goalId),
    findGoalCourses(db, userId, course.goalId),
  ]);
  const goal = goalRows[0]?.description ?? course.title;
  const outlines = await readSourceOutlines(db, userId, sourceIds, goal);
  const receipt = await takeLessonGeneration({ db, userId, tier: actor.tier, lessonId: randomUUID() });
  try {
    const proposal = await ai.run(
      replanCourseSectionsTask,
      {
        goal,
        courseTitle: course.title,
        courseDescription: course.description,
        position: {
          index: Math.max(
            0,
            goalCourses.findIndex((c) => c.id === course.id),
          ),
          count: Math.max(1, goalCourses.length),
          otherCourses: goalCourses.filter((c) => c.id !== course.id).map((c) => c.title),
        },
        sections: outline.sections.map((s) => ({
          topic: s.content,
          summary: s.summary,
          stays: mustStay(s) !== null,
        })),
        outline: outlines.map(({ title, headings }) => ({ title, headings })),
        knownConcepts: await listConceptNames(db, userId, course.goalId),
      },
      actor,
    );
    const plan = planReplan(outline, proposal);
    // A section being written that the plan would remove: 409 now rather than on apply.
    checkReplan(outline, plan.edit);
    return {
      courseId: outline.courseId,
      courseVersion: outline.version,
      sources: outlines.map((o) => o.title),
      ...plan,
    };
  } catch (error) {
    await receipt.release();
    throw error;
  }
}
