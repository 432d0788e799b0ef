import { z } from "zod";

/** One recommended course of a plan. */
export const PlannedCourseSchema = z.object({
  title: z.string().min(3).max(120).describe("Course title, specific to the learner's goal, in Title Case"),
  description: z
    .string()
    .min(20)
    .max(600)
    .describe("Two or three sentences: what the course covers and why it helps"),
  complexityLevel: z.number().int().min(1).max(3).describe("1 Beginner, 2 Practitioner, 3 Advanced"),
  desiredDuration: z.number().min(1).max(500).describe("Hours the learner would like to spend on the course"),
  realisticDuration: z
    .number()
    .min(1)
    .max(1000)
    .describe("Hours the course realistically takes at this learner's level"),
  tags: z
    .array(z.string().min(1).max(40))
    .min(1)
    .max(6)
    .describe("Short lower-case topic tags, e.g. 'python', 'data cleaning'"),
});

export type PlannedCourse = z.infer<typeof PlannedCourseSchema>;

/** The planner's answer: exactly one of a clarifying question or a goal with 3 to 6 courses. */
export const PlanGoalOutputSchema = z
  .object({
    clarifyingQuestion: z
      .string()
      .min(5)
      .max(400)
      .nullable()
      .describe("One question to ask when the goal is too vague to plan; null when a plan is given"),
    goal: z
      .object({
        title: z.string().min(3).max(160).describe("A short title for the goal"),
        courses: z
          .array(PlannedCourseSchema)
          .min(1)
          .max(6)
          .describe("3 to 6 courses, from first to last (1 to 6 when following the learner's material)"),
      })
      .nullable()
      .describe("The plan; null when a clarifying question is asked"),
  })
  .refine((v) => (v.clarifyingQuestion === null) !== (v.goal === null), {
    message: "Give exactly one of clarifyingQuestion or goal; set the other to null",
  });
export type PlanGoalOutput = z.infer<typeof PlanGoalOutputSchema>;
