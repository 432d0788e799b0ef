import type { Db } from "../db/client.ts";

/**
 * What every service call that acts for a signed-in user receives, in one options object with the
 * call's own fields (ids, input): `getNote({ db, userId, noteId })`.
 */
export type UserOptions = { db: Db; userId: string };
