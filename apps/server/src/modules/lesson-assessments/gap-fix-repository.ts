import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { gapFixes } from "../../db/schema/index.ts";

export type GapFixRow = typeof gapFixes.$inferSelect;

/** The caller's 'Fix the gaps' of one attempt (the assessment and when it was submitted). */
export async function findGapFix(db: Db, userId: string, assessmentId: string, attemptAt: Date) {
  const [row] = await db
    .select()
    .from(gapFixes)
    .where(
      and(
        eq(gapFixes.assessmentId, assessmentId),
        eq(gapFixes.userId, userId),
        eq(gapFixes.attemptAt, attemptAt),
      ),
    );
  return row;
}

/** Inserts the fix of an attempt; undefined when another request made it first (one per attempt). */
export async function insertGapFix(
  db: Db,
  input: { userId: string; lessonId: string; assessmentId: string; attemptAt: Date; concepts: string[] },
) {
  const [row] = await db.insert(gapFixes).values(input).onConflictDoNothing().returning();
  return row;
}

/** Moves the part's state: `from` guards it (a failed part is taken again by one request only). */
export async function setGapFixPart(
  db: Db,
  id: string,
  to: "writing" | "ready" | "failed",
  from?: "writing" | "ready" | "failed",
): Promise<boolean> {
  const rows = await db
    .update(gapFixes)
    .set({ partStatus: to })
    .where(from ? and(eq(gapFixes.id, id), eq(gapFixes.partStatus, from)) : eq(gapFixes.id, id))
    .returning({ id: gapFixes.id });
  return rows.length > 0;
}
