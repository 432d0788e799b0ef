import { z } from "zod";

/** A concept a planned lesson teaches, and the concepts it builds on (issue 37). */
export const PlannedConceptSchema = z.object({
  name: z
    .string()
    .min(2)
    .max(80)
    .describe("The concept's name: 1 to 5 words, e.g. 'List comprehensions'; reuse a known name exactly"),
  buildsOn: z
    .array(z.string().min(2).max(80))
    .max(4)
    .describe("Names of concepts of earlier lessons (or known concepts) this one builds on; empty when none"),
});
export type PlannedConcept = z.infer<typeof PlannedConceptSchema>;

/** 2 to 6 concepts per lesson (a name given twice is one concept: saving folds it). */
export const LessonConceptsSchema = z
  .array(PlannedConceptSchema)
  .min(2)
  .max(6)
  .describe("2 to 6 concepts the lesson teaches, in teaching order, each named once");

/** A section's lessons: 3 to 6 titles with estimated minutes and the concepts each teaches. */
export const SectionLessonsOutputSchema = z.object({
  lessons: z
    .array(
      z.object({
        title: z.string().min(3).max(120).describe("Lesson title, specific and in Title Case"),
        estimatedMinutes: z
          .number()
          .int()
          .min(5)
          .max(120)
          .describe("Minutes the lesson takes, usually 15 to 45"),
        concepts: LessonConceptsSchema,
      }),
    )
    .min(3)
    .max(6)
    .describe("3 to 6 lessons in learning order"),
});
export type SectionLessonsOutput = z.infer<typeof SectionLessonsOutputSchema>;
