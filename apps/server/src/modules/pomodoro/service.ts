import type { PomodoroSession } from "@brainy/contract";
import type { pomodoroSessions } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { DAY_MS } from "../../lib/time.ts";
import { insertSession } from "./repository.ts";

/** Clocks differ a little between the browser and the server. */
const CLOCK_SKEW_MS = 60_000;

export const toSession = (row: typeof pomodoroSessions.$inferSelect): PomodoroSession => ({
  id: row.id,
  completedAt: row.completedAt.toISOString(),
  duration: row.duration,
  notes: row.notes,
});

/**
 * POST /pomodoro/session (and the MCP tool): records a finished focus session. It ended in the
 * last day and not in the future (a minute of clock skew allowed).
 */
export async function logFocusSession(
  options: UserOptions & { session: { completedAt: string; duration: number; notes?: string } },
): Promise<PomodoroSession> {
  const { db, userId, session } = options;
  const completedAt = new Date(session.completedAt);
  const now = Date.now();
  if (completedAt.getTime() > now + CLOCK_SKEW_MS) {
    throw new AppError("VALIDATION_FAILED", "completedAt cannot be in the future");
  }
  if (completedAt.getTime() < now - DAY_MS) {
    throw new AppError("VALIDATION_FAILED", "completedAt cannot be more than a day ago");
  }
  const row = await insertSession(db, userId, {
    completedAt,
    duration: session.duration,
    notes: session.notes ?? "",
  });
  return toSession(row);
}
