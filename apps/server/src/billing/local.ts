import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { checkoutSessions } from "../db/schema/index.ts";
import { addOneMonth, type BillingProvider } from "./provider.ts";

const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The built-in test-mode checkout (BILLING_PROVIDER=local): sessions live in our database and our own
 * /checkout/{id} page marks them paid with a test card. No money moves; the page says so.
 */
export function createLocalBillingProvider(options: { db: Db }): BillingProvider {
  const { db } = options;
  return {
    name: "local",
    publicKey: null,
    async createCheckout() {
      const sessionId = `cs_local_${randomBytes(24).toString("base64url")}`;
      return {
        sessionId,
        url: `/checkout/${sessionId}`,
        expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      };
    },
    async readCheckout(sessionId) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, sessionId))
        .limit(1);
      if (row?.provider !== "local") return null;
      const paid = row.status === "paid" && row.paidAt !== null;
      return {
        id: row.id,
        userId: row.userId,
        paid,
        subscription: paid
          ? {
              id: `sub_local_${row.id.slice("cs_local_".length)}`,
              customerId: null,
              state: "active",
              currentPeriodEnd: addOneMonth(row.paidAt!),
              userId: row.userId,
            }
          : null,
      };
    },
    // Local subscriptions exist only as our own subscriptions row; the service changes it directly.
    async readSubscription() {
      return null;
    },
    async cancelAtPeriodEnd() {
      throw new Error("Local subscriptions are canceled in the subscriptions table");
    },
    async portalUrl() {
      return null;
    },
  };
}
