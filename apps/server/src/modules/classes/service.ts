import { randomInt } from "node:crypto";
import {
  CLASS_LIMITS,
  type ClassDetail,
  type ClassInvite,
  type ClassList,
  type ClassRole,
  type CreateInviteRequest,
  type InvitePreview,
  type JoinedClass,
  type PlanTier,
  TEACHER_NEVER_SEES,
  TEACHER_SEES,
} from "@brainy/contract";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { classes } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import type { Actor } from "../../plugins/auth.ts";
import { writeWithinLimit } from "../entitlements/index.ts";
import { getUserTier } from "../subscriptions/index.ts";
import { requireMember, requireTeacher } from "./access.ts";
import { copyAssignmentsTo, toAssignment } from "./assignments.ts";
import type { CopyWork } from "./copy.ts";
import { countCopies } from "./copy-repository.ts";
import { keptClassView } from "./kept.ts";
import {
  countOwnedClasses,
  countStudents,
  deleteMember,
  findAssignments,
  findClassesOf,
  findInviteByCode,
  findInvites,
  findMembers,
  findRole,
  insertClass,
  insertInvite,
  insertMember,
  lockClass,
  revokeInviteRow,
} from "./repository.ts";

type ClassOptions = UserOptions & { classId: string };
const DAY_MS = 86_400_000;
/** 32 characters with no 0/O or 1/I: read aloud or copied from a board without mistakes. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new eight-character invite code (40 random bits). */
export const newInviteCode = (): string =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

/** The join page's path for a code. */
export const joinPath = (code: string): string => `/join/${code}`;

/** GET /classes: the caller's classes and the plan's class rules. */
export async function listClasses(options: { db: Db; actor: Actor }): Promise<ClassList> {
  const rows = await findClassesOf(options.db, options.actor.userId);
  return {
    classes: rows.map((row) => ({
      ...row,
      role: row.role as ClassRole,
      createdAt: row.createdAt.toISOString(),
    })),
    limits: CLASS_LIMITS[options.actor.tier],
  };
}

/** POST /classes: a new class; the plan's class count is checked under the owner's lock. */
export async function createClass(options: { db: Db; actor: Actor; name: string }) {
  const { db, actor, name } = options;
  const limit = CLASS_LIMITS[actor.tier].classes;
  const row = await writeWithinLimit(db, {
    userId: actor.userId,
    limit,
    count: (tx) => countOwnedClasses(tx, actor.userId),
    refuse: () => classLimitError(actor.tier, limit),
    write: (tx) => insertClass(tx, { ownerId: actor.userId, name }),
  });
  return { id: row.id, name: row.name };
}

function classLimitError(tier: PlanTier, limit: number): AppError {
  const details = { reason: "CLASS_LIMIT", limit, tier };
  if (tier === "free")
    return new AppError(
      "PRO_REQUIRED",
      `The Free plan allows ${limit} class. Upgrade to Pro for up to ${CLASS_LIMITS.pro.classes} classes.`,
      { details },
    );
  return new AppError("CONFLICT", `You have ${limit} classes, the most allowed.`, { details });
}

const toInvite = (row: Awaited<ReturnType<typeof findInvites>>[number]): ClassInvite => ({
  id: row.id,
  code: row.code,
  role: row.role as ClassRole,
  path: joinPath(row.code),
  expiresAt: row.expiresAt.toISOString(),
  revoked: row.revokedAt !== null,
});

/** GET /classes/{id}: members, invites and assignments, for its teachers only. */
export async function getClass(options: ClassOptions): Promise<ClassDetail> {
  const { db, userId, classId } = options;
  const role = await requireTeacher(db, classId, userId);
  const kept = await keptClassView(
    db,
    { key: `class:${classId}`, classId, access: role, reads: CLASS_READS },
    () => readClass(db, classId, role),
  );
  // Its JSON is written once per kept answer (lib/shared-answers.ts).
  return deriveOnce("class-detail", kept, (answer) => ({ ...answer }));
}

/** What the class page reads: the class's tables, the members' names and the owner's plan. */
const CLASS_READS = [
  "classes",
  "class_members",
  "class_invites",
  "class_assignments",
  "assignment_copies",
  "users",
  "subscriptions",
] as const;

async function readClass(
  db: DbOrTx,
  classId: string,
  role: { name: string; ownerId: string },
): Promise<ClassDetail> {
  const [members, invites, assignments, tier, copies] = await Promise.all([
    findMembers(db, classId),
    findInvites(db, classId),
    findAssignments(db, classId),
    getUserTier({ db, userId: role.ownerId }),
    countCopies(db, classId),
  ]);
  return {
    id: classId,
    name: role.name,
    seatLimit: CLASS_LIMITS[tier].studentsPerClass,
    members: members.map((m) => ({
      ...m,
      role: m.role as ClassRole,
      isOwner: m.userId === role.ownerId,
      joinedAt: m.joinedAt.toISOString(),
    })),
    invites: invites.map(toInvite),
    assignments: assignments.map((a) => toAssignment(a, copies.get(a.id))),
  };
}

/** POST /classes/{id}/invites: a new code (drawn again on the rare clash). */
export async function createInvite(options: ClassOptions & { input: CreateInviteRequest }) {
  const { db, userId, classId, input } = options;
  await requireTeacher(db, classId, userId);
  const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertInvite(db, { classId, code: newInviteCode(), role: input.role, expiresAt });
    if (row) return toInvite(row);
  }
  throw new AppError("INTERNAL", "Could not draw a free invite code");
}

/** DELETE /classes/{id}/invites/{inviteId}: the code answers 410 from the next request. */
export async function revokeInvite(options: ClassOptions & { inviteId: string }) {
  const { db, userId, classId, inviteId } = options;
  await requireTeacher(db, classId, userId);
  if (!(await revokeInviteRow(db, classId, inviteId))) throw notFound("Invite");
}

/** The invite behind a code, or 404 (unknown) / 410 (revoked or expired, with the reason). */
async function usableInvite(db: DbOrTx, code: string) {
  const invite = await findInviteByCode(db, code);
  if (!invite) throw notFound("Invite");
  if (invite.revokedAt)
    throw new AppError("GONE", "This invite was withdrawn by the teacher. Ask them for a new code.");
  if (invite.expiresAt.getTime() <= Date.now())
    throw new AppError("GONE", "This invite has expired. Ask your teacher for a new code.");
  return invite;
}

/** GET /invites/{code}: the class, its teacher and what they will see, before accepting. */
export async function previewInvite(options: UserOptions & { code: string }): Promise<InvitePreview> {
  const { db, userId, code } = options;
  const invite = await usableInvite(db, code);
  return {
    className: invite.className,
    teacherName: invite.teacherName,
    role: invite.role as ClassRole,
    alreadyMember: Boolean(await findRole(db, invite.classId, userId)),
    teacherSees: [...TEACHER_SEES],
    teacherNeverSees: [...TEACHER_NEVER_SEES],
  };
}

/**
 * POST /invites/{code}/accept: joins the class. Under the class's row lock the students are counted
 * against the owner's plan (409 when full), so parallel joins on any instance never pass the seats.
 * A member already in keeps their role. The class's assignments are then copied to a new student.
 */
export async function acceptInvite(options: UserOptions & { code: string } & CopyWork): Promise<JoinedClass> {
  const { db, userId, code } = options;
  const invite = await usableInvite(db, code);
  const seats = CLASS_LIMITS[await getUserTier({ db, userId: invite.ownerId })].studentsPerClass;
  const joined = await db.transaction(async (tx) => {
    if (!(await lockClass(tx, invite.classId))) throw notFound("Invite");
    const existing = await findRole(tx, invite.classId, userId);
    if (existing) return { role: existing.role as ClassRole, isNew: false };
    if (invite.role === "student" && (await countStudents(tx, invite.classId)) >= seats)
      throw new AppError(
        "CONFLICT",
        `This class is full: it has ${seats} students, the most its plan allows.`,
        {
          details: { reason: "CLASS_FULL", limit: seats },
        },
      );
    await insertMember(tx, { classId: invite.classId, userId, role: invite.role });
    return { role: invite.role as ClassRole, isNew: true };
  });
  if (joined.isNew && joined.role === "student") {
    const { background, log } = options;
    await copyAssignmentsTo({ db, classId: invite.classId, userId, background, log });
  }
  return { classId: invite.classId, role: joined.role };
}

/** DELETE /classes/{id}/membership: a student leaves (their copies stay theirs, unseen by the class). */
export async function leaveClass(options: ClassOptions) {
  const { db, userId, classId } = options;
  await requireMember(db, classId, userId);
  if (!(await deleteMember(db, classId, userId, "student"))) {
    throw new AppError("CONFLICT", "A teacher cannot leave their class this way.");
  }
}

/** DELETE /classes/{id}/students/{studentId}: a teacher removes a student; their rows leave the view at once. */
export async function removeStudent(options: ClassOptions & { studentId: string }) {
  const { db, userId, classId, studentId } = options;
  await requireTeacher(db, classId, userId);
  if (!(await deleteMember(db, classId, studentId, "student"))) throw notFound("Student");
}

/**
 * Puts a user into a class with a role, as accepting an invite does (the seat limit under the
 * class's lock, a new student's copies); used by LTI launches and roster syncs (ADR 0055). `user`
 * is the user's id, or makes or finds the account inside the enrolment's transaction (ADR 0056): a
 * refusal (the class is full) then leaves no account and no link behind.
 */
export async function enrolMember(
  options: {
    db: Db;
    classId: string;
    user: string | ((tx: DbOrTx) => Promise<string>);
    role: ClassRole;
  } & CopyWork,
): Promise<{ isNew: boolean; userId: string }> {
  const { db, classId, role, user } = options;
  const [owner] = await db.select({ ownerId: classes.ownerId }).from(classes).where(eq(classes.id, classId));
  if (!owner) throw notFound("Class");
  const seats = CLASS_LIMITS[await getUserTier({ db, userId: owner.ownerId })].studentsPerClass;
  const enrolled = await db.transaction(async (tx) => {
    if (!(await lockClass(tx, classId))) throw notFound("Class");
    const userId = typeof user === "string" ? user : await user(tx);
    if (await findRole(tx, classId, userId)) return { isNew: false, userId };
    if (role === "student" && (await countStudents(tx, classId)) >= seats)
      throw new AppError(
        "CONFLICT",
        `This class is full: it has ${seats} students, the most its plan allows.`,
        {
          details: { reason: "CLASS_FULL", limit: seats },
        },
      );
    await insertMember(tx, { classId, userId, role });
    return { isNew: true, userId };
  });
  if (enrolled.isNew && role === "student") {
    const { background, log } = options;
    await copyAssignmentsTo({ db, classId, userId: enrolled.userId, background, log });
  }
  return enrolled;
}
