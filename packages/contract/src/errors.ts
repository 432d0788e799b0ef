import { z } from "zod";
import { ERROR_CODES } from "./error-codes.ts";

/** Stable error codes the API answers with; the client branches on these, never on messages. */
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** `details.reason` values that tell apart answers sharing a code (the client branches on these). */
export const ErrorReasons = {
  /** 404 of the calls that read the active goal when the learner has none. */
  noActiveGoal: "NO_ACTIVE_GOAL",
  /** 409 of generating a section's lessons before the previous section is done. */
  previousSectionIncomplete: "PREVIOUS_SECTION_INCOMPLETE",
  /** 409 of a course edit made on an older version of the course (details.course: the current one). */
  courseVersionStale: "COURSE_VERSION_STALE",
  /** 409 of a course edit of a section whose lessons are being written. */
  sectionGenerating: "SECTION_GENERATING",
  /** 409 of removing or rewriting a lesson or section with progress (completed or assessed). */
  hasProgress: "HAS_PROGRESS",
  /** 409 of 'Re-plan from my material' on a course whose goal has no sources attached. */
  noGoalSources: "NO_GOAL_SOURCES",
  /** 409 of a request whose Idempotency-Key another request (or a retry) is still running: try again. */
  idempotencyInProgress: "IDEMPOTENCY_IN_PROGRESS",
  /** 409 of 'Test out' of a lesson already completed. */
  lessonCompleted: "LESSON_COMPLETED",
  /** 409 of 'Fix the gaps' for an assessment with no failed attempt (not answered yet, or passed). */
  attemptNotFailed: "ATTEMPT_NOT_FAILED",
  /** 409 of 'Fix the gaps' while the lesson's text is being written or rewritten. */
  lessonGenerating: "LESSON_GENERATING",
  /** 409 of skipping or completing a 'Study now' step that is not the session's current one. */
  stepNotCurrent: "STEP_NOT_CURRENT",
  /** 409 of completing a 'Study now' step whose work the server cannot see done yet. */
  stepNotDone: "STEP_NOT_DONE",
  /** 409 of answering a placement check that is done or skipped. */
  placementEnded: "PLACEMENT_ENDED",
  /** 409 of starting a placement check on a goal whose lessons name no concepts yet. */
  noConcepts: "NO_CONCEPTS",
} as const;

/** One issue of a failed validation, naming the field by its path. */
export const ValidationIssueSchema = z.object({
  path: z.string().describe("Dotted path of the field, e.g. 'body.email'"),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/** The body of every error answer. */
export const ErrorResponseSchema = z.object({
  error: ErrorCodeSchema.describe("Stable machine-readable code"),
  message: z.string().describe("Human-readable message, safe to show"),
  issues: z.array(ValidationIssueSchema).optional().describe("Field issues for VALIDATION_FAILED"),
  details: z.record(z.string(), z.unknown()).optional().describe("Extra structured data, e.g. quota info"),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
