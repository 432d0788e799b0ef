import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { voiceRecordings, voiceSettings } from "../../db/schema/index.ts";

export type VoiceRecordingRow = typeof voiceRecordings.$inferSelect;

/** The most recordings a learner keeps: past it the oldest are deleted as new ones come. */
export const VOICE_RECORDINGS_MAX = 100;

/** Whether the learner keeps their recordings: off unless they turned it on. */
export async function findKeepRecordings(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ keep: voiceSettings.keepRecordings })
    .from(voiceSettings)
    .where(eq(voiceSettings.userId, userId));
  return row?.keep ?? false;
}

export async function upsertKeepRecordings(db: DbOrTx, userId: string, keep: boolean): Promise<void> {
  await db
    .insert(voiceSettings)
    .values({ userId, keepRecordings: keep })
    .onConflictDoUpdate({
      target: voiceSettings.userId,
      set: { keepRecordings: keep, updatedAt: new Date() },
    });
}

/** The learner's recordings, newest first. */
export function findRecordings(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(voiceRecordings)
    .where(eq(voiceRecordings.userId, userId))
    .orderBy(desc(voiceRecordings.createdAt), desc(voiceRecordings.id));
}

/** One of the learner's recordings; undefined when it is not theirs (or gone). */
export async function findRecording(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(voiceRecordings)
    .where(and(eq(voiceRecordings.id, id), eq(voiceRecordings.userId, userId)));
  return row;
}

export async function insertRecording(db: DbOrTx, values: typeof voiceRecordings.$inferInsert) {
  const [row] = await db.insert(voiceRecordings).values(values).returning();
  return row!;
}

/** Deletes one of the learner's recordings (or all of them), answering the rows deleted. */
export function deleteRecordings(db: DbOrTx, userId: string, id?: string) {
  const mine = eq(voiceRecordings.userId, userId);
  return db
    .delete(voiceRecordings)
    .where(id ? and(mine, eq(voiceRecordings.id, id)) : mine)
    .returning({ id: voiceRecordings.id, mediaKey: voiceRecordings.mediaKey });
}
