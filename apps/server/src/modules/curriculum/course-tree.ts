import { randomUUID } from "node:crypto";
import type { GoalCreationProgress, PlannedCourse } from "@brainy/contract";
import type {
  AiCallContext,
  AiEngine,
  LearnerProfile,
  LessonDraft,
  RoadmapSectionDraft,
} from "../../ai/engine.ts";
import type { MaterialOutline } from "../../ai/tasks/material-outline.ts";
import { writeCourseRoadmapTask } from "../../ai/tasks/write-course-roadmap/index.ts";
import { writeSectionLessonsTask } from "../../ai/tasks/write-section-lessons/index.ts";
import type { courses, lessons, roadmaps } from "../../db/schema/index.ts";
import { mapWithConcurrency } from "../../lib/concurrency.ts";
import type { ConceptVectors, LessonConceptPlan } from "../learner-model/index.ts";

/** How many courses are drafted by the AI at once. */
const AI_CONCURRENCY = 3;

/** A course with its AI-written sections and the first section's lesson titles. */
export type CourseDraft = {
  course: PlannedCourse;
  sections: RoadmapSectionDraft[];
  firstLessons: LessonDraft[];
};

type DraftOptions = {
  ai: AiEngine;
  ctx: AiCallContext;
  goal: string;
  profile?: LearnerProfile;
  /** Hears each course's roadmap as it is written; when set, the roadmap is asked for as a stream. */
  onProgress?: (progress: GoalCreationProgress) => void;
  /** 'Use my material': the sources' outlines the sections follow. */
  outline?: MaterialOutline[];
};

/** Sections for one course: the chosen topics when given, else written by the AI. */
export async function draftSections(
  options: DraftOptions & { course: PlannedCourse; topics?: string[]; courseIndex?: number },
): Promise<RoadmapSectionDraft[]> {
  const { ai, ctx, goal, profile, course, topics, onProgress } = options;
  if (topics && topics.length > 0) {
    return topics.map((topic) => ({ topic, summary: `Chosen in your assessment: ${topic}` }));
  }
  const outline = options.outline?.length ? { outline: options.outline } : {};
  const input = { goal, course, profile, ...outline };
  if (!onProgress) return (await ai.run(writeCourseRoadmapTask, input, ctx)).sections;
  const report = (sections: string[], done: boolean) =>
    onProgress({ courseIndex: options.courseIndex ?? 0, courseTitle: course.title, sections, done });
  let seen = "";
  for await (const event of ai.stream(writeCourseRoadmapTask, input, ctx)) {
    if (event.type === "final") {
      report(
        event.output.sections.map((s) => s.topic),
        true,
      );
      return event.output.sections;
    }
    // Each partial holds every topic so far; the last one may be half written.
    const sofar = (event.partial.sections ?? []).flatMap((s) =>
      typeof s?.topic === "string" && s.topic ? [s.topic] : [],
    );
    const key = JSON.stringify(sofar);
    if (key !== seen) {
      seen = key;
      report(sofar, false);
    }
  }
  throw new Error("The roadmap stream ended without an answer.");
}

/** Lesson titles for a course's first section (later sections get theirs when reached). */
export async function draftFirstLessons(
  options: DraftOptions & { courseTitle: string; sections: RoadmapSectionDraft[]; knownConcepts?: string[] },
): Promise<LessonDraft[]> {
  const first = options.sections[0];
  if (!first) return [];
  const { lessons: drafts } = await options.ai.run(
    writeSectionLessonsTask,
    {
      goal: options.goal,
      courseTitle: options.courseTitle,
      section: first,
      previousSections: [],
      ...(options.knownConcepts?.length ? { knownConcepts: options.knownConcepts } : {}),
    },
    options.ctx,
  );
  return drafts;
}

/** Drafts every course's roadmap and first lessons with the AI, a few courses at a time. */
export function draftCourseTrees(
  options: DraftOptions & { courses: PlannedCourse[] },
): Promise<CourseDraft[]> {
  return mapWithConcurrency(options.courses, AI_CONCURRENCY, async (course, courseIndex) => {
    const sections = await draftSections({ ...options, course, courseIndex });
    const firstLessons = await draftFirstLessons({ ...options, courseTitle: course.title, sections });
    return { course, sections, firstLessons };
  });
}

export type SectionRow = typeof roadmaps.$inferInsert;
export type LessonRow = typeof lessons.$inferInsert & { id: string };

/** The concepts planned for lessons about to be inserted (issue 37): saved with them. */
export type ConceptPlans = { goalId: string; plans: LessonConceptPlan[]; vectors?: ConceptVectors };

/** A lesson as a plan drafts it; its concepts are optional for plans made before concepts existed. */
type LessonPlan = Omit<LessonDraft, "concepts"> & { concepts?: LessonDraft["concepts"] };

/** Each lesson row's planned concepts, by the row's id. */
export function conceptPlansOf(rows: LessonRow[], drafts: LessonPlan[]): LessonConceptPlan[] {
  return rows.map((row, i) => ({ lessonId: row.id, concepts: drafts[i]?.concepts ?? [] }));
}

/** Rows for a course's sections and the first section's lessons, with ids made here. */
export function buildSectionRows(input: {
  userId: string;
  goalId: string;
  courseId: string;
  sections: RoadmapSectionDraft[];
  firstLessons: LessonDraft[];
}): { sectionRows: SectionRow[]; lessonRows: LessonRow[]; concepts: ConceptPlans } {
  const sectionRows = input.sections.map((section, order) => ({
    id: randomUUID(),
    userId: input.userId,
    courseId: input.courseId,
    goalId: input.goalId,
    content: section.topic,
    summary: section.summary,
    order,
  }));
  const firstId = sectionRows[0]?.id;
  const lessonRows = firstId ? toLessonRows(input.userId, firstId, input.firstLessons) : [];
  return {
    sectionRows,
    lessonRows,
    concepts: { goalId: input.goalId, plans: conceptPlansOf(lessonRows, input.firstLessons) },
  };
}

/** Lesson rows for one section, in the drafts' order. */
export function toLessonRows(userId: string, roadmapId: string, drafts: LessonPlan[]): LessonRow[] {
  return drafts.map((draft, order) => ({
    id: randomUUID(),
    userId,
    roadmapId,
    title: draft.title,
    order,
    estimatedTimeInMinutes: Math.max(1, Math.round(draft.estimatedMinutes || 30)),
  }));
}

/** Rows for a goal's whole tree; the first course is the active one. */
export function buildTreeRows(userId: string, goalId: string, drafts: CourseDraft[]) {
  const courseRows: (typeof courses.$inferInsert)[] = [];
  const sectionRows: SectionRow[] = [];
  const lessonRows: LessonRow[] = [];
  const plans: LessonConceptPlan[] = [];
  drafts.forEach((draft, order) => {
    const courseId = randomUUID();
    const { course } = draft;
    courseRows.push({
      id: courseId,
      userId,
      goalId,
      title: course.title,
      description: course.description,
      imageUrl: course.imageUrl ?? null,
      complexityLevel: course.complexityLevel,
      desiredDuration: course.desiredDuration,
      realisticDuration: course.realisticDuration,
      tags: course.tags,
      order,
      isActive: order === 0,
    });
    const rows = buildSectionRows({ userId, goalId, courseId, ...draft });
    sectionRows.push(...rows.sectionRows);
    lessonRows.push(...rows.lessonRows);
    plans.push(...rows.concepts.plans);
  });
  const concepts: ConceptPlans = { goalId, plans };
  return { courseRows, sectionRows, lessonRows, concepts };
}
