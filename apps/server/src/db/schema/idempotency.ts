import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A write sent with an `Idempotency-Key` header (the offline queue's changes): claimed before the
 * write runs, then its answer kept, so the same key sent again (a retry after a lost answer, a
 * queue flushed twice) gets that answer back instead of a second effect, on any instance.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Method and route pattern with its parameters, e.g. `PUT /api/notes/<id>`: a key is for one request. */
    request: text("request").notNull(),
    /**
     * SHA-256 (hex) of the request's parsed JSON body: the same key with another body answers 422.
     * Null on keys claimed before it was kept (migration 0038): those are not compared.
     */
    bodyHash: text("body_hash"),
    /** Null while the first request with this key is still running. */
    status: integer("status"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
