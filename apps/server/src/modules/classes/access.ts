import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { type ClassAccess, readRoster } from "./kept.ts";

type Role = ClassAccess & { role: string; name: string; ownerId: string };

/**
 * The caller's role in the class, from its kept roster (read again after any change to the class's
 * members, on every instance); 404 when they are not in it (nobody learns the class exists).
 */
export async function requireMember(db: DbOrTx, classId: string, userId: string): Promise<Role> {
  const access = await readRoster(db, classId);
  const member = access?.roster.members.find((m) => m.userId === userId);
  if (!access || !member) throw notFound("Class");
  return { ...access, role: member.role, name: access.roster.name, ownerId: access.roster.ownerId };
}

/** 404 unless the caller teaches the class (a student of it is answered as a stranger). */
export async function requireTeacher(db: DbOrTx, classId: string, userId: string): Promise<Role> {
  const role = await requireMember(db, classId, userId);
  if (role.role !== "teacher") throw notFound("Class");
  return role;
}
