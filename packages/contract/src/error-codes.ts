/**
 * Stable error codes the API answers with, as plain data (no zod): the web client's first-load
 * code reads them without loading a validator.
 */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "GONE",
  "IDEMPOTENCY_KEY_REUSED",
  "PRO_REQUIRED",
  "FREE_QUOTA_EXHAUSTED",
  "RATE_LIMIT_EXCEEDED",
  "PAYLOAD_TOO_LARGE",
  "AI_UNAVAILABLE",
  "AI_OUTPUT_INVALID",
  "PAYMENT_FAILED",
  "BILLING_UNAVAILABLE",
  "SPEECH_UNAVAILABLE",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
] as const;
