import type { Db, DbOrTx } from "../../db/client.ts";
import type { AppError } from "../../lib/app-error.ts";
import { lockUser } from "./repository.ts";

/**
 * Runs `write` only while `count` is below `limit`, as one transaction under the learner's row
 * lock (as goals, lessons and chat take their quotas): parallel requests on any instance queue
 * behind the lock and each counts what the others wrote, so at most `limit` pass. Past it, throws
 * `refuse()` and nothing is written. A count read before the lock (to refuse early, before an
 * upload is read) is only a shortcut; this is the check that holds.
 */
export async function writeWithinLimit<T>(
  db: Db,
  options: {
    userId: string;
    limit: number;
    count: (tx: DbOrTx) => Promise<number>;
    refuse: () => AppError;
    write: (tx: DbOrTx) => Promise<T>;
  },
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockUser(tx, options.userId);
    if ((await options.count(tx)) >= options.limit) throw options.refuse();
    return options.write(tx);
  });
}
