import type { ErrorCode, ErrorResponse } from "@brainy/contract";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { AppError } from "../lib/app-error.ts";
import { pickLocale } from "../lib/i18n/index.ts";
import { localizeErrorMessage } from "../lib/i18n/messages.ts";
import { localizeIssueMessage } from "../lib/i18n/validation.ts";

/** What a request answers while the database cannot be reached (stopped, restarting, unreachable). */
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable; try again in a moment.";

/** The locale of a request's answer: the signed-in learner's choice, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest) {
  return pickLocale({ chosen: request.actor?.locale, acceptLanguage: request.headers["accept-language"] });
}

/**
 * Maps every thrown error to the contract's ErrorResponse; 5xx details go to the log only. The
 * message is in the request's locale (ADR 0062); English is the thrown text.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = requestLocale(request);
    const say = (code: ErrorCode, message: string) =>
      localizeErrorMessage({ locale, code, message, log: request.log });
    if (error instanceof AppError) {
      // An unreachable database (health's 503) is not a bug: a warning, as for any route below.
      if (error.status >= 500 && isDatabaseUnavailable(error.cause))
        request.log.warn({ err: error.cause }, "database unavailable");
      else if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.headers) reply.headers(error.headers);
      const body: ErrorResponse = { error: error.code, message: say(error.code, error.message) };
      if (error.details) body.details = error.details;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const where = error.validationContext ?? "body";
        return {
          path: field ? `${where}.${field}` : where,
          message: localizeIssueMessage(locale, issue, request.log),
        };
      });
      const first = issues[0];
      const message = first
        ? `${first.path.split(".").slice(1).join(".") || first.path}: ${first.message}`
        : say("VALIDATION_FAILED", "Invalid request");
      return reply.status(400).send({ error: "VALIDATION_FAILED", message, issues } satisfies ErrorResponse);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return reply
        .status(500)
        .send({ error: "INTERNAL", message: say("INTERNAL", "Something went wrong on our side.") });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({
        error: "PAYLOAD_TOO_LARGE",
        message: say("PAYLOAD_TOO_LARGE", "The request body is too large."),
      });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: "RATE_LIMIT_EXCEEDED", message: say("RATE_LIMIT_EXCEEDED", error.message) });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): safe to show.
      return reply
        .status(status)
        .send({ error: "VALIDATION_FAILED", message: say("VALIDATION_FAILED", error.message) });
    }
    if (isDatabaseUnavailable(error)) {
      // A stopped or unreachable database is not a bug: say so, and that a retry will do.
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({
          error: "SERVICE_UNAVAILABLE",
          message: say("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE),
        } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ error: "INTERNAL", message: say("INTERNAL", "Something went wrong on our side.") });
  });
}
