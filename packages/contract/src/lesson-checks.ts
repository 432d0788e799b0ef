import { z } from "zod";

/** A page a lesson check read, numbered as its findings cite it ([n]). */
export const LessonCheckPageSchema = z.object({
  n: z.number().int().min(1),
  url: z.string().describe("The page's address (http or https)"),
  title: z.string(),
  excerpt: z.string().describe("The part of the page the check read, as plain text"),
});
export type LessonCheckPage = z.infer<typeof LessonCheckPageSchema>;

export const LESSON_CHECK_VERDICTS = ["holds", "changed", "unclear"] as const;

/** One of the lesson's claims that may date, and what the pages say. */
export const LessonCheckClaimSchema = z.object({
  claim: z.string().describe("The lesson's claim"),
  verdict: z.enum(LESSON_CHECK_VERDICTS).describe("Still holds, changed, or not settled by the pages"),
  finding: z.string().describe("What holds now, citing pages as [n]"),
  pages: z.array(z.number().int()).describe("The numbers of the pages that say so"),
});
export type LessonCheckClaim = z.infer<typeof LessonCheckClaimSchema>;

/** POST /api/lessons/{id}/check: the lesson's claims that may date, checked against the web. */
export const LessonCheckSchema = z.object({
  id: z.uuid(),
  lessonId: z.uuid(),
  contentVersion: z.number().int().describe("The lesson version checked"),
  outdated: z.boolean().describe("True when the lesson changed since (a rewrite): check again"),
  searchedWith: z
    .string()
    .describe("searxng, brave or tavily; demo: the offline demo looked in the learner's own link sources"),
  claims: z.array(LessonCheckClaimSchema),
  pages: z.array(LessonCheckPageSchema),
  createdAt: z.string(),
});
export type LessonCheck = z.infer<typeof LessonCheckSchema>;

/** GET /api/lessons/{id}/check: whether checking works on this server, and the latest check. */
export const LessonCheckStateSchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable().describe("Why checking is not available: what the operator must configure"),
  check: LessonCheckSchema.nullable(),
});
export type LessonCheckState = z.infer<typeof LessonCheckStateSchema>;
