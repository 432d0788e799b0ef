import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { lessons } from "../../db/schema/index.ts";

/** The learner's written lessons, most recently written first (the MCP resource list). */
export function findWrittenLessons(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .where(and(eq(lessons.userId, userId), isNotNull(lessons.content)))
    .orderBy(desc(lessons.updatedAt))
    .limit(limit);
}
