import type { ErrorCode } from "@brainy/contract";

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  IDEMPOTENCY_KEY_REUSED: 422,
  PRO_REQUIRED: 402,
  FREE_QUOTA_EXHAUSTED: 402,
  RATE_LIMIT_EXCEEDED: 429,
  PAYLOAD_TOO_LARGE: 413,
  AI_UNAVAILABLE: 503,
  AI_OUTPUT_INVALID: 502,
  PAYMENT_FAILED: 402,
  BILLING_UNAVAILABLE: 503,
  SPEECH_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler maps it to HTTP. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      status?: number;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? statusByCode[code];
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const notFound = (what = "Resource") => new AppError("NOT_FOUND", `${what} not found`);
