import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { learningPlans } from "../../db/schema/index.ts";

/** The caller's learning plans, newest first; filtered by plan id or goal id when given. */
export function findPlanRows(db: DbOrTx, userId: string, filter: { id?: string; goalId?: string } = {}) {
  return db
    .select()
    .from(learningPlans)
    .where(
      and(
        eq(learningPlans.userId, userId),
        filter.id ? eq(learningPlans.id, filter.id) : undefined,
        filter.goalId ? eq(learningPlans.goalId, filter.goalId) : undefined,
      ),
    )
    .orderBy(desc(learningPlans.createdAt), desc(learningPlans.id));
}

/** Sets a plan's completion status; undefined when the plan is not the caller's. */
export async function updatePlanCompletion(db: DbOrTx, userId: string, id: string, completionStatus: string) {
  const [row] = await db
    .update(learningPlans)
    .set({ completionStatus, updatedAt: new Date() })
    .where(and(eq(learningPlans.id, id), eq(learningPlans.userId, userId)))
    .returning();
  return row;
}
