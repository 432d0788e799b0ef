import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { pomodoroSessions, pomodoroSettings } from "../../db/schema/index.ts";

export async function findSettings(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(pomodoroSettings).where(eq(pomodoroSettings.userId, userId));
  return row;
}

export async function upsertSettings(
  db: DbOrTx,
  userId: string,
  values: {
    focusDuration: number;
    shortBreakDuration: number;
    longBreakDuration: number;
    sessionsBeforeLongBreak: number;
  },
) {
  const [row] = await db
    .insert(pomodoroSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pomodoroSettings.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function insertSession(
  db: DbOrTx,
  userId: string,
  values: { completedAt: Date; duration: number; notes: string },
) {
  const [row] = await db
    .insert(pomodoroSessions)
    .values({ userId, ...values })
    .returning();
  return row!;
}

export function findSessions(db: DbOrTx, userId: string, range: { from?: Date; to?: Date }) {
  return db
    .select()
    .from(pomodoroSessions)
    .where(
      and(
        eq(pomodoroSessions.userId, userId),
        range.from ? gte(pomodoroSessions.completedAt, range.from) : undefined,
        range.to ? lte(pomodoroSessions.completedAt, range.to) : undefined,
      ),
    )
    .orderBy(asc(pomodoroSessions.completedAt))
    .limit(1000);
}

/** Longest streak the dashboard counts back; older days do not change today's figures. */
const FOCUS_HISTORY_DAYS = 400;

/** Seconds focused per local day (in `timeZone`) over the recent history, newest first, in one query. */
export async function findFocusDays(db: DbOrTx, userId: string, timeZone: string) {
  const day = sql<string>`to_char(${pomodoroSessions.completedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, seconds: sql<number>`sum(${pomodoroSessions.duration})::int` })
    .from(pomodoroSessions)
    .where(
      and(
        eq(pomodoroSessions.userId, userId),
        gte(pomodoroSessions.completedAt, sql`now() - make_interval(days => ${FOCUS_HISTORY_DAYS})`),
      ),
    )
    // By position: the time zone is a parameter, so the day expression is not textually the same twice.
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows.map((row) => ({ day: row.day, seconds: Number(row.seconds) }));
}
