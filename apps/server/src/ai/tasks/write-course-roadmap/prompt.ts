import { goalLevelOf } from "@brainy/contract";
import type { TaskPrompt } from "../../task.ts";
import type { LearnerProfile, PlannedCourse } from "../../types.ts";
import { describeProfile, quote } from "../prompt-helpers.ts";

export type CourseRoadmapInput = { goal: string; course: PlannedCourse; profile?: LearnerProfile };

/** The roadmap writer's prompt: the goal and the course to break into sections. */
export function buildCourseRoadmapPrompt(input: CourseRoadmapInput): TaskPrompt {
  const { course } = input;
  return {
    instructions: `You write course roadmaps for Brainy AI. Break the course into 5 to 10 sections in the order a learner should study them.
Each section has a specific topic (Title Case, no numbering) and a one-sentence summary of what the learner will be able to do after it.
Start where a ${goalLevelOf(course.complexityLevel)} learner starts and end with applying the skills. Answer in JSON matching the schema, in the language of the course.`,
    prompt: `Learner's goal: ${quote(input.goal, 2000)}
Course: ${quote(course.title, 200)}
Description: ${quote(course.description, 800)}
Level: ${goalLevelOf(course.complexityLevel)}; about ${course.realisticDuration} hours; tags: ${course.tags.join(", ")}
${input.profile ? `Learner's profile:\n${describeProfile(input.profile)}` : ""}`.trim(),
  };
}
