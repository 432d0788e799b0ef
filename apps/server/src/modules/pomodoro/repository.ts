import { eq } from "drizzle-orm";
import { type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { pomodoroSessions, pomodoroSettings } from "../../db/schema/index.ts";

/** The focus timer's settings (undefined: the defaults), kept until a write could change them. */
export function findSettings(db: DbOrTx, userId: string) {
  return memoizedRead(
    db,
    {
      key: `pomodoro-settings:${userId}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["pomodoro_settings"],
    },
    async () => {
      const [row] = await db.select().from(pomodoroSettings).where(eq(pomodoroSettings.userId, userId));
      return row;
    },
  );
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
