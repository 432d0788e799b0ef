import { eq } from "drizzle-orm";
import { type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead, ownerStamp } from "../../db/client.ts";
import { classes, classMembers, type VersionedTable } from "../../db/schema/index.ts";

/**
 * A class's views kept between writes (ADR 0063). Each is kept under the class's stamp (its name,
 * members, invites and assignments) and every member's (their copies, answers, evidence, focus and
 * names), so a write by any of them, or to the class, makes it stale at once. On PostgreSQL a
 * member's write moves their classes' versions too (migration 0045), so the class's version is the
 * whole stamp, on every instance; on PGlite the members' generations in this process join it. A
 * view also depends on the time (on track against the due date, forgetting in the learner model):
 * it is kept at most this long.
 */
export const CLASS_VIEW_MAX_AGE_MS = 30_000;

/** Who is in the class, with the class's name and owner: the access checks' one read. */
export type Roster = {
  name: string;
  ownerId: string;
  members: readonly { userId: string; role: string }[];
};

/** The class's roster, and the class's stamp it was read under (PostgreSQL; see `ownerStamp`). */
export type ClassAccess = { roster: Roster; stamp: string | undefined };

/** The class's roster, kept under the class's stamp; undefined for a class that does not exist. */
export async function readRoster(db: DbOrTx, classId: string): Promise<ClassAccess | undefined> {
  // One lookup of the class's version serves the roster and the view read after it (PostgreSQL).
  const stamp = await ownerStamp(db, classId);
  const roster = await memoizedRead(
    db,
    {
      key: `class-roster:${classId}`,
      owner: classId,
      ownerStamp: stamp,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["classes", "class_members"],
    },
    async (): Promise<Roster | undefined> => {
      const rows = await db
        .select({
          name: classes.name,
          ownerId: classes.ownerId,
          userId: classMembers.userId,
          role: classMembers.role,
        })
        .from(classes)
        .innerJoin(classMembers, eq(classMembers.classId, classes.id))
        .where(eq(classes.id, classId));
      const [first] = rows;
      if (!first) return undefined;
      return {
        name: first.name,
        ownerId: first.ownerId,
        members: rows.map((r) => ({ userId: r.userId, role: r.role })),
      };
    },
  );
  return roster ? { roster, stamp } : undefined;
}

/**
 * A view of the class kept under its stamp and its members' (the roster read just before): `key`
 * names the view and whatever else it depends on, `reads` the tables its statements read.
 */
export function keptClassView<T>(
  db: DbOrTx,
  options: { key: string; classId: string; access: ClassAccess; reads: readonly VersionedTable[] },
  read: () => Promise<T>,
): Promise<T> {
  return memoizedRead(
    db,
    {
      key: options.key,
      owner: options.classId,
      alsoOwners: options.access.roster.members.map((m) => m.userId),
      ownerStamp: options.access.stamp,
      maxAgeMs: CLASS_VIEW_MAX_AGE_MS,
      reads: options.reads,
    },
    read,
  );
}
