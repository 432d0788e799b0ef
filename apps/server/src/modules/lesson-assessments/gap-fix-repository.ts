import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
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

/** How long a claim to write a fix's questions holds before another request may take it (a crash). */
const QUESTIONS_CLAIM_MS = 120_000;

/** Claims writing a fix's questions: true for one request at a time (a stale claim may be taken over). */
export async function claimGapFixQuestions(db: Db, id: string): Promise<boolean> {
  const stale = new Date(Date.now() - QUESTIONS_CLAIM_MS);
  const rows = await db
    .update(gapFixes)
    .set({ questionsClaimedAt: sql`now()` })
    .where(
      and(
        eq(gapFixes.id, id),
        or(isNull(gapFixes.questionsClaimedAt), lt(gapFixes.questionsClaimedAt, stale)),
      ),
    )
    .returning({ id: gapFixes.id });
  return rows.length > 0;
}

/** Lets the next request write the fix's questions. */
export async function releaseGapFixQuestions(db: Db, id: string): Promise<void> {
  await db.update(gapFixes).set({ questionsClaimedAt: null }).where(eq(gapFixes.id, id));
}
