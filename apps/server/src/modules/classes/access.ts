import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { findRole } from "./repository.ts";

/** The caller's role in the class; 404 when they are not in it (nobody learns the class exists). */
export async function requireMember(db: DbOrTx, classId: string, userId: string) {
  const row = await findRole(db, classId, userId);
  if (!row) throw notFound("Class");
  return row;
}

/** 404 unless the caller teaches the class (a student of it is answered as a stranger). */
export async function requireTeacher(db: DbOrTx, classId: string, userId: string) {
  const row = await findRole(db, classId, userId);
  if (row?.role !== "teacher") throw notFound("Class");
  return row;
}
