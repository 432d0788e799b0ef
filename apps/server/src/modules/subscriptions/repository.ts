import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { subscriptions } from "../../db/schema/index.ts";

export async function findSubscriptionByUserId(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}
