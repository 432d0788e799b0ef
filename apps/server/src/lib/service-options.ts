import type { Db } from "../db/client.ts";
import type { DbOrTx } from "../db/types.ts";

/**
 * What every service call that acts for a signed-in user receives, in one options object with the
 * call's own fields (ids, input): `getNote({ db, userId, noteId })`.
 */
export type UserOptions = { db: Db; userId: string };

/**
 * A write sent with an `Idempotency-Key` keeps its answer under that key in its own transaction
 * (`keepAnswerIn` in plugins/idempotency.ts, ADR 0059): the service calls it inside the
 * transaction of the write, with the answer it returns, so the two commit together.
 */
export type KeepAnswer = (tx: DbOrTx, answer: unknown) => Promise<void>;

/** The options of an idempotent write: `keep` is given when the request claimed a key. */
export type IdempotentOptions = { keep?: KeepAnswer };
