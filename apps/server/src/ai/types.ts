/**
 * The AI domain's shared shapes: what services hand the planner and writers, and what tasks answer.
 * Tasks import them from here (not from engine.ts, which lists the tasks' types in turn).
 */
import type { Clarification, ScheduleEntry } from "@brainy/contract";
import type { PlannedCourse } from "./tasks/plan-goal/schema.ts";
import type { CourseRoadmapOutput } from "./tasks/write-course-roadmap/schema.ts";
import type { SectionLessonsOutput } from "./tasks/write-section-lessons/schema.ts";

export type { Clarification, PlannedCourse };

/** The learner's profile as the planner uses it (fields may be missing). */
export type LearnerProfile = {
  educationDegree?: string | null;
  /** 0 Unemployed, 1 Student, 2 Employed full-time. */
  currentStatus?: number | null;
  /** 0 Career growth, 1 Curiosity, 2 Change career, 3 Change life, 4 Other. */
  motivation?: number | null;
  birthDate?: string | null;
  learningSchedule?: ScheduleEntry[] | null;
};

export type RoadmapSectionDraft = CourseRoadmapOutput["sections"][number];
export type LessonDraft = SectionLessonsOutput["lessons"][number];
/** Either a clarifying question or a goal title with 3 to 6 recommended courses. */
export type GoalPlan = { clarifyingQuestion: string } | { goal: { title: string; courses: PlannedCourse[] } };
export type PlanInput = { goal: string; clarifications: Clarification[]; profile: LearnerProfile };
