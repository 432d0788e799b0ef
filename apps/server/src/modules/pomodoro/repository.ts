import { eq } from "drizzle-orm";
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
