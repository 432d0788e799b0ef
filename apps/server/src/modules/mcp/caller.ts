import type { PlanTier } from "@brainy/contract";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isTimeZone } from "../pomodoro/index.ts";

/** Who an MCP request acts for, from its token: every tool reads and writes as this learner. */
export type McpCaller = { db: Db; userId: string; tier: PlanTier; log: FastifyBaseLogger };

/** The learner's time zone, as tools that speak of "today" take it. */
export const TimeZoneInput = z
  .string()
  .max(64)
  .optional()
  .describe("The learner's IANA time zone, e.g. Europe/London, so 'today' is their day (default UTC)");

/** A checked time zone (the REST routes' rule), or UTC. */
export function zoneOf(timeZone: string | undefined): string {
  if (timeZone === undefined) return "UTC";
  if (!isTimeZone(timeZone))
    throw new AppError("VALIDATION_FAILED", "timeZone must be an IANA time zone such as Europe/London");
  return timeZone;
}
